import { Badge, Button, Group, Kbd, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ReviewRun } from '../shared/review-types';
import { countDecisions, countStatuses } from './run-groups';

export interface RunHeaderProps {
  run: ReviewRun;
  /** Whether a decision is being saved. Default false. */
  isBusy?: boolean;
  /** `count` snapshots are left in the run; asks before approving them. */
  onApproveAll(count: number): void;
  /** The name typed for the approval ledger ('' = the server's `git config user.name`). */
  name: string;
  onNameChange(name: string): void;
}

/** Counts of the run, the keys, and approve-all for the whole run. */
export function RunHeader({ run, isBusy = false, onApproveAll, name, onNameChange }: RunHeaderProps) {
  const statuses = countStatuses(run.snapshots);
  const decisions = countDecisions(run.snapshots);
  return (
    <Stack gap="sm" component="header">
      <Title order={1}>Visual review</Title>
      <Text size="sm" c="dimmed">
        Run finished {new Date(run.finishedAt).toLocaleString()}
        {run.limitedBy.length ? `, limited by ${run.limitedBy.join(' ')}` : ', all visual tests'}. {run.passed} tests passed.
      </Text>
      <Group gap="xs" aria-label="Counts">
        <Badge color="orange" size="lg">
          {statuses.changed} changed
        </Badge>
        <Badge color="blue" size="lg">
          {statuses.new} new
        </Badge>
        <Badge color="gray" size="lg">
          {statuses.stale} removed (no test)
        </Badge>
        {run.failures.length > 0 && (
          <Badge color="red" size="lg">
            {run.failures.length} failed otherwise
          </Badge>
        )}
        <Text size="sm" ml="md">
          Approved {decisions.approved} · Rejected {decisions.rejected} · Left {decisions.pending}
        </Text>
      </Group>
      <TextInput
        maw={360}
        size="sm"
        label="Decisions are recorded in the approval ledger as"
        description={
          run.reviewer
            ? `git config user.name: ${run.reviewer}; type another name to use it`
            : 'No git user.name: enter your name'
        }
        placeholder={run.reviewer ?? 'Your name'}
        required={!run.reviewer}
        value={name}
        onChange={(event) => onNameChange(event.currentTarget.value)}
      />
      {!run.staleChecked && (
        <Text size="sm" c="dimmed">
          Removed baselines (no test takes them) are looked for only in a full run (no --grep, file or --project arguments).
        </Text>
      )}
      <Group justify="space-between">
        <Text size="sm">
          Keys: <Kbd>j</Kbd> or <Kbd>→</Kbd> next, <Kbd>k</Kbd> or <Kbd>←</Kbd> previous, <Kbd>a</Kbd> approve, <Kbd>r</Kbd>{' '}
          reject.
        </Text>
        <Button color="green" disabled={isBusy || decisions.pending === 0} onClick={() => onApproveAll(decisions.pending)}>
          Approve all {decisions.pending} left in the run
        </Button>
      </Group>
    </Stack>
  );
}
