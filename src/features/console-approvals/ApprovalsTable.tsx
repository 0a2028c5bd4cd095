import { Checkbox, Table } from '@mantine/core';
import type { EditorApproval } from '../../api/operations/listEditorApprovals';
import { formatDateTime } from '../../lib/format-date';
import classes from '../../components/console/ConsoleTable.module.css';
import { USER_TYPE_LABELS } from '../../components/console/user-type-labels';
import { approvalKey, selectLabel } from './approval-rules';
import { ColumnHeads } from '../../components/ColumnHeads';

interface ApprovalsTableProps {
  rows: EditorApproval[];
  selected: ReadonlySet<string>;
  onSelect: (keys: string[], on: boolean) => void;
  /** Id of the heading naming the table. */
  labelledBy: string;
}

const ageLabel = (days: number) => (days === 0 ? 'today' : days === 1 ? '1 day' : `${days} days`);

/** The pending requests, oldest first, each with its checkbox; the header's checkbox selects them all. */
export function ApprovalsTable({ rows, selected, onSelect, labelledBy }: ApprovalsTableProps) {
  const keys = rows.map(approvalKey);
  const chosen = keys.filter((key) => selected.has(key)).length;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="xs" aria-labelledby={labelledBy}>
        <ColumnHeads
          names={[
            <Checkbox
              key="all"
              aria-label="Select all requests"
              checked={chosen > 0 && chosen === keys.length}
              indeterminate={chosen > 0 && chosen < keys.length}
              onChange={(event) => onSelect(keys, event.currentTarget.checked)}
            />,
            'Resource',
            'Member',
            'User type',
            'Requested',
            'Waiting',
          ]}
        />
        <Table.Tbody>
          {rows.map((row) => {
            const key = approvalKey(row);
            return (
              <Table.Tr key={key}>
                <Table.Td>
                  <Checkbox
                    aria-label={selectLabel(row)}
                    checked={selected.has(key)}
                    onChange={(event) => onSelect([key], event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>{row.title}</Table.Td>
                <Table.Td>
                  {row.member_name}
                  <br />
                  {row.email}
                </Table.Td>
                <Table.Td>{USER_TYPE_LABELS[row.user_type]}</Table.Td>
                <Table.Td className={classes.nowrap}>{formatDateTime(row.requested_at)}</Table.Td>
                <Table.Td className={classes.nowrap}>{ageLabel(row.age_days)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
