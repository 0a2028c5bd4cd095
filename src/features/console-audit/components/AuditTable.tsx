import { Button, Table, Text } from '@mantine/core';
import type { AuditEntry } from '../../../api/operations/listAuditEntries';
import { formatDateTime } from '../../../lib/format-date';
import { ACTION_LABELS, ENTITY_TYPE_LABELS } from '../audit-labels';
import { canUndo, changeLabel, itemLabel } from '../can-undo';
import classes from './AuditTable.module.css';
import { AuditChanges } from './AuditChanges';
import { ColumnHeads } from '../../../components/ColumnHeads';

/** One page of audit-log rows: when, who, what was done to which entity, the change itself, and "Put back" where it can be undone. */
export function AuditTable({
  entries,
  labelledBy,
  onPutBack,
  onOnlyItem,
}: {
  entries: AuditEntry[];
  /** Id of the heading naming the table. */ labelledBy: string;
  onPutBack: (entry: AuditEntry) => void;
  /** Shows only this entry's item's changes; none while they are shown. */
  onOnlyItem?: (entry: AuditEntry) => void;
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
                {entry.title === null ? (
                  <Text span c="dimmed" size="sm">
                    {entry.entity_id}
                  </Text>
                ) : (
                  <Text span fw={600}>
                    “{entry.title}”
                  </Text>
                )}
                {onOnlyItem && entry.action !== 'reorder' && (
                  <Button
                    display="block"
                    size="compact-xs"
                    variant="subtle"
                    px={0}
                    aria-label={`Only this item: ${itemLabel(entry)}`}
                    onClick={() => onOnlyItem(entry)}
                  >
                    Only this item
                  </Button>
                )}
              </Table.Td>
              <Table.Td>
                <AuditChanges entry={entry} />
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
