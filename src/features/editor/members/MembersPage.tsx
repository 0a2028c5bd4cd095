import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useApi } from '../../../api/api-context';
import { membersQueryOptions, type EditorMember } from '../../../api/operations/listEditorMembers';
import { LoadingOverlayScreen } from '../../../components/LoadingOverlayScreen';
import { useDocumentTitle } from '../../../lib/document-title';
import { ActionOutcome, type Outcome } from '../components/ActionOutcome';
import { messageOf } from '../content/use-editor-action';
import type { EditorSession } from '../editor-session';
import { useEditorQuery } from '../use-editor-query';
import { BlockDialog } from './BlockDialog';
import { NO_MEMBER_FILTERS, toMembersQuery, type MemberFilterValues } from './member-filters';
import { MemberFilters } from './MemberFilters';
import { MembersTable } from './MembersTable';
import { SubscriptionsDialog } from './SubscriptionsDialog';
import { useMemberActions } from './use-member-actions';

const PAGE_SIZE = 25;

/** /editor/members: the members, newest first, searched and filtered, with their subscriptions, activation link and blocking. */
export function MembersPage({ session }: { session: EditorSession }) {
  useDocumentTitle('Members · Editor console');
  const api = useApi();
  const headingId = useId();
  const [filters, setFilters] = useState<MemberFilterValues>(NO_MEMBER_FILTERS);
  const [page, setPage] = useState(1);
  const { data, error, isPending, isFetching } = useEditorQuery(
    membersQueryOptions(api, session.access_token, toMembersQuery(filters, page, PAGE_SIZE)),
  );
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  const actions = useMemberActions(session.access_token);
  const [busyUid, setBusyUid] = useState<string | null>(null);
  const [blocking, setBlocking] = useState<EditorMember | null>(null);
  const [showing, setShowing] = useState<EditorMember | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const attempt = async (uid: string, work: () => Promise<string>) => {
    setBusyUid(uid);
    setOutcome(null);
    try {
      setOutcome({ message: await work(), failed: false });
    } catch (failure) {
      setOutcome({ message: messageOf(failure), failed: true });
    } finally {
      setBusyUid(null);
    }
  };
  const setBlocked = (member: EditorMember, blocked: boolean) =>
    attempt(member.uid, async () => {
      await actions.setBlocked(member, blocked);
      return blocked ? `Blocked ${member.name}: signed out everywhere.` : `Unblocked ${member.name}.`;
    });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} id={headingId}>
          Members
        </Title>
        <Text c="dimmed" size="sm">
          Healthcare professionals and distributors, newest first.
        </Text>
      </div>
      <MemberFilters
        applied={filters}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <ActionOutcome outcome={outcome} />
      {isPending && <LoadingOverlayScreen label="Loading the members" />}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error.message}
        </Alert>
      )}
      {data && (
        <>
          <Text size="sm" role="status" aria-busy={isFetching}>
            {data.total === 0 ? 'No members match.' : `${data.total} ${data.total === 1 ? 'member' : 'members'}`}
          </Text>
          {data.items.length > 0 && (
            <MembersTable
              rows={data.items}
              busyUid={busyUid}
              labelledBy={headingId}
              onSubscriptions={setShowing}
              onResend={(member) => void attempt(member.uid, () => actions.resend(member))}
              onBlock={(member) => {
                setOutcome(null);
                setBlocking(member);
              }}
              onUnblock={(member) => void setBlocked(member, false)}
            />
          )}
          {pages > 1 && (
            <Group justify="center" component="nav" aria-label="Member pages">
              <Button variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous page
              </Button>
              <Text size="sm">
                Page {page} of {pages}
              </Text>
              <Button variant="default" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Next page
              </Button>
            </Group>
          )}
        </>
      )}
      <BlockDialog
        member={blocking}
        busy={blocking !== null && busyUid === blocking.uid}
        onCancel={() => setBlocking(null)}
        onConfirm={() => {
          const member = blocking!;
          void setBlocked(member, true).then(() => setBlocking(null));
        }}
      />
      <SubscriptionsDialog accessToken={session.access_token} member={showing} onClose={() => setShowing(null)} />
    </Stack>
  );
}
