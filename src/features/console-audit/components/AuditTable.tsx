import { Button, Code, Table, Text } from '@mantine/core';
import type { AuditEntry } from '../../../api/operations/listAuditEntries';
import { formatDateTime } from '../../../lib/format-date';
import { ACTION_LABELS, ENTITY_TYPE_LABELS } from '../audit-labels';
import { canUndo, changeLabel } from '../can-undo';
import classes from './AuditTable.module.css';
import { ColumnHeads } from '../../../components/ColumnHeads';

const asJson = (value: AuditEntry['before']) => (value === null ? '—' : JSON.stringify(value, null, 2));

/** The before and after JSON of one change, folded (a native disclosure: keyboard and screen readers know it). */
function Changes({ entry }: { entry: AuditEntry }) {
  return (
    <details className={classes.details}>
      <summary>Before and after</summary>
      <div className={classes.changes}>
        <div>
          <Text size="xs" fw={700}>
            Before
          </Text>
          <Code block>{asJson(entry.before)}</Code>
        </div>
        <div>
          <Text size="xs" fw={700}>
            After
          </Text>
          <Code block>{asJson(entry.after)}</Code>
        </div>
      </div>
    </details>
  );
}

/** One page of audit-log rows: when, who, what was done to which entity, the change itself, and "Put back" where it can be undone. */
export function AuditTable({
  entries,
  labelledBy,
  onPutBack,
}: {
  entries: AuditEntry[];
  /** Id of the heading naming the table. */ labelledBy: string;
  onPutBack: (entry: AuditEntry) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="xs" aria-labelledby={labelledBy}>
        <ColumnHeads names={['When', 'Who', 'Action', 'Entity', 'Change']} />
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td className={classes.nowrap}>{formatDateTime(entry.created)}</Table.Td>
              <Table.Td>{entry.actor.label}</Table.Td>
              <Table.Td className={classes.nowrap}>{ACTION_LABELS[entry.action]}</Table.Td>
              <Table.Td>
                {ENTITY_TYPE_LABELS[entry.entity_type]}{' '}
                <Text span c="dimmed" size="sm">
                  #{entry.entity_id}
                </Text>
              </Table.Td>
              <Table.Td>
                <Changes entry={entry} />
                {canUndo(entry) && (
                  <Button
                    mt={6}
                    size="xs"
                    variant="default"
                    aria-label={`Put back: ${changeLabel(entry)}`}
                    onClick={() => onPutBack(entry)}
                  >
                    Put back
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
