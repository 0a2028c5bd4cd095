import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { changedByLine, changedFields, type EditConflict } from '../edit-conflict';

export interface ConflictNoticeProps {
  conflict: EditConflict;
  /** The item as the form opened it, to show what changed since. */
  opened: object | null;
  onReload: () => void;
  onOverwrite: () => void;
}

/**
 * A save refused because someone else saved the item meanwhile: who and when, what they changed
 * (on demand), and the two ways on: take their version, or save these values over it knowingly.
 */
export function ConflictNotice({ conflict, opened, onReload, onOverwrite }: ConflictNoticeProps) {
  const [showing, setShowing] = useState(false);
  const changes = changedFields(opened, conflict.conflict.current);
  return (
    <Alert color="orange" title="Someone else saved this meanwhile" role="alert">
      <Stack gap="xs">
        <Text size="sm">{conflict.message}</Text>
        <Text size="sm">Changed by {changedByLine(conflict.conflict)}. Your values are still in the form.</Text>
        {showing && (
          <List size="sm" aria-label="Their change">
            {changes.length === 0 ? (
              <List.Item>No field differs from what you opened.</List.Item>
            ) : (
              changes.map(({ field, value }) => (
                <List.Item key={field}>
                  {field}: {value}
                </List.Item>
              ))
            )}
          </List>
        )}
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => setShowing((now) => !now)} aria-expanded={showing}>
            {showing ? 'Hide their change' : 'See their change'}
          </Button>
          <Button size="xs" variant="default" onClick={onReload}>
            Reload their version
          </Button>
          <Button size="xs" color="orange" onClick={onOverwrite}>
            Save mine over theirs
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
