import { Button, Group, List, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import type { ContentBulkAction } from '../../../api/operations/bulkEditorContent';

type Action = ContentBulkAction['action'];

const VERB: Record<Action, string> = { publish: 'Publish', unpublish: 'Unpublish', delete: 'Delete' };
const WHAT_HAPPENS: Record<Action, string> = {
  publish: 'Guests and members see them on their next page load.',
  unpublish: 'Guests and members stop seeing them; they stay here as drafts.',
  delete: 'Guests and members stop seeing them at once. The audit log keeps a copy of each.',
};

interface BulkActionsProps {
  /** The chosen items' titles, in list order. */
  titles: string[];
  /** "banner" and "banners", for "3 banners". */
  noun: string;
  plural: string;
  busy: boolean;
  onRun: (action: Action) => void;
  onClear: () => void;
}

/** What can be done to the chosen items at once; each action asks first, naming them. */
export function BulkActions({ titles, noun, plural, busy, onRun, onClear }: BulkActionsProps) {
  const [asking, setAsking] = useState<Action | null>(null);
  const count = titles.length;
  const counted = `${count} ${count === 1 ? noun : plural}`;
  if (count === 0) return null;
  return (
    <>
      <Group gap="xs" wrap="wrap" role="group" aria-label="Bulk actions">
        <Text size="sm" fw={600}>
          {counted} chosen
        </Text>
        {(Object.keys(VERB) as Action[]).map((action) => (
          <Button
            key={action}
            size="compact-sm"
            variant={action === 'delete' ? 'light' : 'default'}
            color={action === 'delete' ? 'red' : undefined}
            disabled={busy}
            onClick={() => setAsking(action)}
          >
            {VERB[action]} chosen
          </Button>
        ))}
        <Button size="compact-sm" variant="subtle" onClick={onClear}>
          Clear choice
        </Button>
      </Group>
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={asking && `${VERB[asking]} ${counted}?`}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <List size="sm" mb="sm">
          {titles.map((title, index) => (
            <List.Item key={`${index}-${title}`}>{title}</List.Item>
          ))}
        </List>
        <Text size="sm" mb="lg">
          {asking && WHAT_HAPPENS[asking]}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setAsking(null)} data-autofocus>
            Cancel
          </Button>
          <Button
            color={asking === 'delete' ? 'red' : undefined}
            loading={busy}
            onClick={() => {
              onRun(asking!);
              setAsking(null);
            }}
          >
            {asking && `${VERB[asking]} ${counted}`}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
