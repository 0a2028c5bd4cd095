import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEditorApi } from '../../api/editor-api-context';
import { countNotificationAudienceQueryOptions } from '../../api/operations/countNotificationAudience';
import { SafeHtml } from '../../components/SafeHtml';
import { formatLocalDateTime } from '../../lib/format-date';
import { useBusyCall } from '../../components/console/use-busy-call';
import { toAudience, type ComposeValues } from './compose-rules';
import { ErrorAlert } from '../../components/ErrorAlert';

interface PreviewDialogProps {
  /** What is previewed; null while closed. */
  values: ComposeValues | null;
  onClose: () => void;
  onSend: (values: ComposeValues) => Promise<void>;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The notification as members will read it, who it reaches and who is emailed; then Send (or Schedule). */
export function PreviewDialog({ values, onClose, onSend }: PreviewDialogProps) {
  return (
    <Modal
      opened={values !== null}
      onClose={onClose}
      title="Preview"
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {values && <PreviewBody values={values} onClose={onClose} onSend={onSend} />}
    </Modal>
  );
}

function PreviewBody({ values, onClose, onSend }: PreviewDialogProps & { values: ComposeValues }) {
  const api = useEditorApi();
  const audience = toAudience(values);
  const size = useQuery(countNotificationAudienceQueryOptions(api, audience));
  const { busy, failure, run } = useBusyCall();
  const scheduled = values.timing === 'schedule';
  const blocked = !size.data || size.data.recipients === 0 || size.data.unknown.length > 0;
  const send = () => run(() => onSend(values));
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="xs">
          {values.subject.trim()}
        </Title>
        <SafeHtml html={values.message} />
      </Paper>
      <Text role="status" aria-busy={size.isPending}>
        {size.isPending && 'Counting who receives it…'}
        {size.data &&
          `Reaches ${plural(size.data.recipients, 'member', 'members')}; ${plural(size.data.emailed, 'is', 'are')} emailed (email notifications on).`}
        {scheduled && ` Sent at ${formatLocalDateTime(new Date(values.sendAt))}.`}
      </Text>
      <ErrorAlert>{size.error?.message}</ErrorAlert>
      {size.data && size.data.unknown.length > 0 && (
        <Alert color="orange" variant="light" role="alert">
          No active member has {size.data.unknown.length === 1 ? 'this email' : 'these emails'}: {size.data.unknown.join(', ')}.
          Remove {size.data.unknown.length === 1 ? 'it' : 'them'} to send.
        </Alert>
      )}
      {size.data && size.data.recipients === 0 && size.data.unknown.length === 0 && (
        <Alert color="orange" variant="light" role="alert">
          No member is in this audience yet.
        </Alert>
      )}
      <ErrorAlert>{failure}</ErrorAlert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} data-autofocus>
          Back to editing
        </Button>
        <Button onClick={() => void send()} loading={busy} disabled={blocked}>
          {scheduled ? 'Schedule' : 'Send now'}
        </Button>
      </Group>
    </Stack>
  );
}
