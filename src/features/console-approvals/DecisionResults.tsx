import { List, Text } from '@mantine/core';

export interface ShownResult {
  key: string;
  /** "Anna Meyer for Surgical Video Library". */
  label: string;
  ok: boolean;
  message: string;
}

/** What happened to each request of the last decision (one that failed says why). */
export function DecisionResults({ results }: { results: ShownResult[] }) {
  if (results.length === 0) return null;
  const failed = results.filter((result) => !result.ok).length;
  return (
    <section aria-label="Results of the last decision">
      <Text fw={700} size="sm" role="status">
        {failed === 0 ? `All ${results.length} done.` : `${results.length - failed} done, ${failed} not done.`}
      </Text>
      <List size="sm" spacing={4} mt="xs">
        {results.map((result) => (
          <List.Item key={result.key} c={result.ok ? undefined : 'red.8'}>
            {result.ok ? 'Done' : 'Not done'}: {result.label}. {result.message}
          </List.Item>
        ))}
      </List>
    </section>
  );
}
