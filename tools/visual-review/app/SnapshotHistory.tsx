import { List, Text } from '@mantine/core';
import type { LedgerRecord } from '../shared/review-types';

/** The approval ledger's decisions on this very image (visual-baselines/approvals.jsonl), oldest first. */
export function SnapshotHistory({ history }: { history: LedgerRecord[] }) {
  if (history.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={600}>
        History of this image
      </Text>
      <List size="sm" aria-label="History of this image">
        {history.map((record) => (
          <List.Item key={`${record.at}-${record.decision}`}>
            {record.decision} by {record.by}, {new Date(record.at).toLocaleString()}
            {record.comment ? `: ${record.comment}` : ''}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
