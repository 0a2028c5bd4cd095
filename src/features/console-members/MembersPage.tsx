import { Stack } from '@mantine/core';
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useEditorApi } from '../../api/editor-api-context';
import { membersQueryOptions, type EditorMember } from '../../api/operations/listEditorMembers';
import { ActionOutcome } from '../../components/console/ActionOutcome';
import { PagedResults } from '../../components/console/PagedResults';
import { useFilteredPages } from '../../components/console/use-filtered-pages';
import { useAttempt } from '../../components/console/use-attempt';
import { BlockDialog } from './BlockDialog';
import { NO_MEMBER_FILTERS, toMembersQuery, type MemberFilterValues } from './member-filters';
import { MemberFilters } from './MemberFilters';
import { MembersTable } from './MembersTable';
import { SubscriptionsDialog } from './SubscriptionsDialog';
import { useMemberActions } from './use-member-actions';
import { ConsolePageHeading } from '../../components/console/ConsolePageHeading';

const PAGE_SIZE = 25;

/** /editor/members: the members, newest first, searched and filtered, with their subscriptions, activation link and blocking. */
export function MembersPage() {
  const api = useEditorApi();
  const headingId = useId();
  const { filters, page, setPage, applyFilters } = useFilteredPages<MemberFilterValues>(NO_MEMBER_FILTERS);
  const query = useQuery(membersQueryOptions(api, toMembersQuery(filters, page, PAGE_SIZE)));
  const actions = useMemberActions();
  const [blocking, setBlocking] = useState<EditorMember | null>(null);
  const [showing, setShowing] = useState<EditorMember | null>(null);
  const { busyId: busyUid, outcome, setOutcome, attempt } = useAttempt();
  const setBlocked = (member: EditorMember, blocked: boolean) =>
    attempt(member.uid, async () => {
      await actions.setBlocked(member, blocked);
      return blocked ? `Blocked ${member.name}: signed out everywhere.` : `Unblocked ${member.name}.`;
    });

  return (
    <Stack gap="lg">
      <ConsolePageHeading id={headingId} title="Members">
        Healthcare professionals and distributors, newest first.
      </ConsolePageHeading>
      <MemberFilters applied={filters} onApply={applyFilters} />
      <ActionOutcome outcome={outcome} />
      <PagedResults
        query={query}
        what="the members"
        count={(total) => (total === 0 ? 'No members match.' : `${total} ${total === 1 ? 'member' : 'members'}`)}
        pagesLabel="Member pages"
        page={page}
        onPage={setPage}
      >
        {(items) => (
          <MembersTable
            rows={items}
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
      </PagedResults>
      <BlockDialog
        member={blocking}
        busy={blocking !== null && busyUid === blocking.uid}
        onCancel={() => setBlocking(null)}
        onConfirm={() => {
          const member = blocking!;
          void setBlocked(member, true).then(() => setBlocking(null));
        }}
      />
      <SubscriptionsDialog member={showing} onClose={() => setShowing(null)} />
    </Stack>
  );
}
