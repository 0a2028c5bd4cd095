import { List, Table, Text } from '@mantine/core';
import type { AuditEntry } from '../../../api/operations/listAuditEntries';
import { auditDiff } from '../audit-diff';
import classes from './AuditTable.module.css';

/** One change, folded (a native disclosure: keyboard and screen readers know it): the changed fields, or the order. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const diff = auditDiff(entry.before, entry.after);
  if (diff.kind === 'fields' && diff.changes.length === 0) return null;
  const summary = diff.kind === 'order' ? 'Order before and after' : `What changed (${diff.changes.length})`;
  return (
    <details className={classes.details}>
      <summary>{summary}</summary>
      {diff.kind === 'order' ? (
        <div className={classes.changes}>
          {(['before', 'after'] as const).map((side) => (
            <div key={side}>
              <Text size="xs" fw={700}>
                {side === 'before' ? 'Before' : 'After'}
              </Text>
              <List type="ordered" size="sm">
                {diff[side].map((title, index) => (
                  <List.Item key={`${index}-${title}`}>{title}</List.Item>
                ))}
              </List>
            </div>
          ))}
        </div>
      ) : (
        <Table className={classes.diff} withRowBorders={false} verticalSpacing={2} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Field</Table.Th>
              <Table.Th scope="col">Before</Table.Th>
              <Table.Th scope="col">After</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {diff.changes.map((change) => (
              <Table.Tr key={change.field}>
                <Table.Th scope="row">{change.label}</Table.Th>
                <Table.Td>{change.before}</Table.Td>
                <Table.Td>{change.after}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </details>
  );
}
