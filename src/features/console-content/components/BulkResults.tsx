import { Alert, List } from '@mantine/core';
import type { ContentBulkResult } from '../../../api/operations/bulkEditorContent';

/** The items a bulk action could not change, each with the reason; nothing when all were done. */
export function BulkResults({ results, onClose }: { results: ContentBulkResult[]; onClose: () => void }) {
  const refused = results.filter((result) => !result.ok);
  if (refused.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={`${refused.length} of ${results.length} not changed`}
      withCloseButton
      onClose={onClose}
      closeButtonLabel="Dismiss"
    >
      <List size="sm">
        {refused.map((result) => (
          <List.Item key={result.id}>
            {result.title}: {result.message}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
