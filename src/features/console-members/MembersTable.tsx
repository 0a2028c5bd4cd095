import { Button, Stack, Table, Text } from '@mantine/core';
import type { EditorMember } from '../../api/operations/listEditorMembers';
import { formatDateTime } from '../../lib/format-date';
import { USER_TYPE_LABELS } from '../../components/console/user-type-labels';
import classes from '../../components/console/ConsoleTable.module.css';
import { STATUS_LABELS } from './member-filters';
import { ColumnHeads } from '../../components/ColumnHeads';

interface MembersTableProps {
  rows: EditorMember[];
  /** The uid of the member whose call is under way. */
  busyUid: string | null;
  onSubscriptions: (member: EditorMember) => void;
  onResend: (member: EditorMember) => void;
  onBlock: (member: EditorMember) => void;
  onUnblock: (member: EditorMember) => void;
  /** Id of the heading naming the table. */
  labelledBy: string;
}

/** The members of one page, newest first, each with what an editor can do. */
export function MembersTable({ rows, busyUid, onSubscriptions, onResend, onBlock, onUnblock, labelledBy }: MembersTableProps) {
  return (
    // Name over email and the buttons one above another: the table fits beside the console's menu at 1280 px.
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="xs" aria-labelledby={labelledBy}>
        <ColumnHeads names={['Member', 'User type', 'Status', 'Created', 'Last sign-in', 'Actions']} />
        <Table.Tbody>
          {rows.map((member) => (
            <Table.Tr key={member.uid}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {member.name}
                </Text>
                <Text size="sm" c="dimmed" className={classes.anywhere}>
                  {member.email}
                </Text>
              </Table.Td>
              <Table.Td>{USER_TYPE_LABELS[member.user_type]}</Table.Td>
              <Table.Td>{STATUS_LABELS[member.status]}</Table.Td>
              <Table.Td>{formatDateTime(member.created)}</Table.Td>
              <Table.Td>{member.last_sign_in ? formatDateTime(member.last_sign_in) : 'Never'}</Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => onSubscriptions(member)}
                    aria-label={`Subscriptions of ${member.name}`}
                  >
                    Subscriptions
                  </Button>
                  {member.status === 'not_activated' && (
                    <Button
                      size="xs"
                      variant="default"
                      loading={busyUid === member.uid}
                      onClick={() => onResend(member)}
                      aria-label={`Resend activation link to ${member.name}`}
                    >
                      Resend activation link
                    </Button>
                  )}
                  {member.status === 'active' && (
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      onClick={() => onBlock(member)}
                      aria-label={`Block ${member.name}`}
                    >
                      Block
                    </Button>
                  )}
                  {member.status === 'blocked' && (
                    <Button
                      size="xs"
                      variant="default"
                      loading={busyUid === member.uid}
                      onClick={() => onUnblock(member)}
                      aria-label={`Unblock ${member.name}`}
                    >
                      Unblock
                    </Button>
                  )}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
