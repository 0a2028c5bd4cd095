import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import type { InvitationEntry } from '../../api/operations/listEditorInvitations';
import { formatDateTime } from '../../lib/format-date';
import classes from '../../components/console/ConsoleTable.module.css';
import { STATUS_COLORS, STATUS_LABELS, invitedByLabel } from './invitation-filters';
import { ColumnHeads } from '../../components/ColumnHeads';

interface InvitationsTableProps {
  rows: InvitationEntry[];
  /** Country names by id, for the Country column. */
  countryNames: Map<string, string>;
  /** The id of the invitation whose call is under way. */
  busyId: string | null;
  onResend: (invitation: InvitationEntry) => void;
  onRevoke: (invitation: InvitationEntry) => void;
  /** Id of the heading naming the table. */
  labelledBy: string;
}

/** One page of the ledger, newest first, each row with its status and what an editor can do. */
export function InvitationsTable({ rows, countryNames, busyId, onResend, onRevoke, labelledBy }: InvitationsTableProps) {
  return (
    <Table.ScrollContainer
      // Name over email, company over country, sent over expiry, the buttons one above another: the
      // table fits beside the console's menu at 1280 px.
      minWidth={800}
      // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Invitations, scrollable' } }}
    >
      <Table striped verticalSpacing="xs" aria-labelledby={labelledBy}>
        <ColumnHeads names={['Distributor', 'Status', 'Company', 'Invited by', 'Sent / expires', 'Actions']} />
        <Table.Tbody>
          {rows.map((invitation) => {
            const isOpen = invitation.status !== 'accepted';
            return (
              <Table.Tr key={invitation.id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {invitation.first_name} {invitation.last_name}
                  </Text>
                  <Text size="sm" c="dimmed" className={classes.anywhere}>
                    {invitation.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLORS[invitation.status]} variant="filled" miw="max-content">
                    {STATUS_LABELS[invitation.status]}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{invitation.company}</Text>
                  <Text size="sm" c="dimmed">
                    {countryNames.get(invitation.country) ?? invitation.country}
                  </Text>
                </Table.Td>
                <Table.Td className={classes.anywhere}>{invitedByLabel(invitation.invited_by)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDateTime(invitation.sent)}</Text>
                  <Text size="sm" c="dimmed">
                    until {formatDateTime(invitation.expires)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {isOpen && invitation.status !== 'revoked' ? (
                    <Stack gap={4} align="flex-start">
                      <Button
                        size="xs"
                        variant="default"
                        loading={busyId === invitation.id}
                        onClick={() => onResend(invitation)}
                        aria-label={`Resend the invitation to ${invitation.email}`}
                      >
                        Resend
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        onClick={() => onRevoke(invitation)}
                        aria-label={`Revoke the invitation of ${invitation.email}`}
                      >
                        Revoke
                      </Button>
                    </Stack>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
