import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { MAX_SUMMARY, summaryError } from '../page-rules';
import { MATERIAL_COLOR } from './material-color';
import { ErrorAlert } from '../../../components/ErrorAlert';

interface MarkMaterialDialogProps {
  /** The version about to be marked; null while closed. */
  version: number | null;
  pageTitle: string;
  busy: boolean;
  error: string | null;
  onConfirm: (summary: string) => void;
  onCancel: () => void;
}

/** Asks what changed before a legal page's version is marked material (every member must accept it again). */
export function MarkMaterialDialog({ version, pageTitle, busy, error, onConfirm, onCancel }: MarkMaterialDialogProps) {
  const [summary, setSummary] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = summaryError(summary, true);
    setProblem(message);
    if (!message) onConfirm(summary.trim());
  };
  return (
    <Modal
      opened={version !== null}
      onClose={onCancel}
      title={`Mark version ${version ?? ''} as material?`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>
            Every member will be asked to accept “{pageTitle}” again on their next visit, and will read the summary below.
          </Text>
          <Textarea
            label="What changed (shown to members)"
            required
            rows={3}
            maxLength={MAX_SUMMARY}
            value={summary}
            error={problem}
            onChange={(event) => setSummary(event.currentTarget.value)}
            data-autofocus
          />
          <ErrorAlert>{error}</ErrorAlert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" color={MATERIAL_COLOR} loading={busy}>
              Mark as material
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
