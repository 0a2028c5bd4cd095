import { Badge, Button, Group, Kbd, Stack, Text, Title } from '@mantine/core';
import type { ReviewRun } from '../shared/review-types';
import { countDecisions, countStatuses } from './run-groups';

export interface RunHeaderProps {
  run: ReviewRun;
  /** Whether a decision is being saved. Default false. */
  isBusy?: boolean;
  onApproveAll(): void;
}

/** Counts of the run, the keys, and approve-all for the whole run. */
export function RunHeader({ run, isBusy = false, onApproveAll }: RunHeaderProps) {
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
          {statuses.stale} without a test
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
      {!run.staleChecked && (
        <Text size="sm" c="dimmed">
          Baselines without a test are looked for only in a full run (no --grep, file or --project arguments).
        </Text>
      )}
      <Group justify="space-between">
        <Text size="sm">
          Keys: <Kbd>j</Kbd> or <Kbd>→</Kbd> next, <Kbd>k</Kbd> or <Kbd>←</Kbd> previous, <Kbd>a</Kbd> approve, <Kbd>r</Kbd>{' '}
          reject.
        </Text>
        <Button color="green" disabled={isBusy || decisions.pending === 0} onClick={onApproveAll}>
          Approve all {decisions.pending} left in the run
        </Button>
      </Group>
    </Stack>
  );
}
