import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useEditorApi } from '../../api/editor-api-context';
import { useDecideEditorApprovals, type ApprovalDecisions } from '../../api/operations/decideEditorApprovals';
import { listEditorApprovalsQueryOptions, type ApprovalQuery } from '../../api/operations/listEditorApprovals';
import { listEditorResourcesQueryOptions } from '../../api/operations/listEditorResources';
import { LoadingOverlayScreen } from '../../components/LoadingOverlayScreen';
import { useBusyCall } from '../../components/console/use-busy-call';
import { ApprovalFilters } from './ApprovalFilters';
import { ApprovalsTable } from './ApprovalsTable';
import { approvalKey, REASON_MAX, reasonError } from './approval-rules';
import { DecisionResults, type ShownResult } from './DecisionResults';
import { RejectDialog } from './RejectDialog';
import { ErrorAlert } from '../../components/ErrorAlert';
import { ConsolePageHeading } from '../../components/console/ConsolePageHeading';

/** /editor/approvals: subscriptions waiting for an editor; approve or reject a selection, with a reason. */
export function ApprovalsPage() {
  const api = useEditorApi();
  const headingId = useId();
  const [query, setQuery] = useState<ApprovalQuery>({});
  const { data, error, isPending, isFetching } = useQuery(listEditorApprovalsQueryOptions(api, query));
  const resources = useQuery(listEditorResourcesQueryOptions(api));
  const decideApprovals = useDecideEditorApprovals();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [results, setResults] = useState<ShownResult[]>([]);
  const { busy, failure, run: attempt } = useBusyCall();

  const rows = data ?? [];
  const chosen = rows.filter((row) => selected.has(approvalKey(row)));
  const reasonProblem = reasonError(reason);
  const select = (keys: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const key of keys) {
        if (on) next.add(key);
        else next.delete(key);
      }
      return next;
    });

  const decide = async (decision: ApprovalDecisions['decision']) => {
    const labels = new Map(chosen.map((row) => [approvalKey(row), `${row.member_name} for ${row.title}`]));
    await attempt(async () => {
      const answer = await decideApprovals.mutateAsync({
        decision,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
        items: chosen.map(({ nid, uid }) => ({ nid, uid })),
      });
      setResults(answer.map((result) => ({ ...result, key: approvalKey(result), label: labels.get(approvalKey(result)) ?? '' })));
      setSelected(new Set());
      setReason('');
    });
    setConfirming(false);
  };

  const count = chosen.length;
  const requests = count === 1 ? '1 request' : `${count} requests`;
  return (
    <Stack gap="lg">
      <ConsolePageHeading id={headingId} title="Approvals">
        Members waiting for access to a resource that needs approval, oldest first. The member is notified of your decision, and
        emailed unless they turned emails off.
      </ConsolePageHeading>
      <ApprovalFilters
        resources={(resources.data ?? []).map((resource) => ({ value: resource.nid, label: resource.title }))}
        applied={query}
        onApply={(next) => {
          setQuery(next);
          setSelected(new Set());
        }}
      />
      <DecisionResults results={results} />
      <ErrorAlert>{failure}</ErrorAlert>
      {isPending && <LoadingOverlayScreen label="Loading the requests" />}
      <ErrorAlert>{error?.message}</ErrorAlert>
      {data && (
        <>
          <Text size="sm" role="status" aria-busy={isFetching}>
            {rows.length === 0 ? 'No requests waiting.' : `${rows.length} waiting, ${count} selected`}
          </Text>
          {rows.length > 0 && (
            <>
              <ApprovalsTable rows={rows} selected={selected} onSelect={select} labelledBy={headingId} />
              <Textarea
                label="Reason (optional)"
                description="Shown to the member in the notification and the email, and kept in the audit log."
                rows={3}
                maxLength={REASON_MAX}
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
                error={reasonProblem}
              />
              <Group gap="sm">
                <Button
                  disabled={count === 0 || !!reasonProblem}
                  loading={busy && !confirming}
                  onClick={() => void decide('approve')}
                >
                  Approve {requests}
                </Button>
                <Button
                  color="red"
                  variant="outline"
                  disabled={count === 0 || !!reasonProblem || busy}
                  onClick={() => setConfirming(true)}
                >
                  Reject {requests}…
                </Button>
              </Group>
            </>
          )}
        </>
      )}
      <RejectDialog
        count={confirming ? count : 0}
        busy={busy}
        onConfirm={() => void decide('reject')}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
