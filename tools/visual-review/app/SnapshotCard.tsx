import { Badge, Button, Code, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type Ref } from 'react';
import { changedShareText } from '../shared/changed-share';
import type { Decision, ReviewSnapshot, SnapshotStatus } from '../shared/review-types';
import { CompareView } from './CompareView';
import { snapshotLabel } from './run-groups';
import { SnapshotHistory } from './SnapshotHistory';

export interface SnapshotCardProps {
  snapshot: ReviewSnapshot;
  /** Whether the keyboard keys act on this card. Default false. */
  isCurrent?: boolean;
  /** Whether a decision is being saved (the buttons wait). Default false. */
  isBusy?: boolean;
  /** With the comment typed on the card (may be empty). */
  onApprove(comment: string): void;
  onReject(comment: string): void;
  /** The card was clicked: it becomes the current one. */
  onSelect(): void;
  ref?: Ref<HTMLDivElement>;
}

const statusColor: Record<SnapshotStatus, string> = { changed: 'orange', new: 'blue', stale: 'gray' };
const decisionColor: Record<Decision, string> = { pending: 'yellow', approved: 'green', rejected: 'red' };
const decisionText: Record<Decision, string> = { pending: 'left', approved: 'approved', rejected: 'rejected' };

/** What approve does to the baseline, said on the button's line. */
const approveEffect: Record<SnapshotStatus, string> = {
  changed: 'Approve writes the new image over the baseline.',
  new: 'Approve saves the new image as the baseline.',
  stale: 'Approve deletes the baseline.',
};

/** One snapshot: what changed, its images, and the approve / reject buttons. */
export function SnapshotCard({
  snapshot,
  isCurrent = false,
  isBusy = false,
  onApprove,
  onReject,
  onSelect,
  ref,
}: SnapshotCardProps) {
  const label = snapshotLabel(snapshot);
  const headingId = `snapshot-${snapshot.id}-title`;
  const [comment, setComment] = useState('');
  return (
    <Paper
      ref={ref}
      component="article"
      aria-labelledby={headingId}
      aria-current={isCurrent ? 'true' : undefined}
      tabIndex={-1}
      withBorder
      p="md"
      shadow={isCurrent ? 'md' : undefined}
      style={{ outline: isCurrent ? '3px solid var(--mantine-color-indigo-5)' : undefined, scrollMarginTop: 16 }}
      onClick={onSelect}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={3} size="h4" id={headingId}>
              {label}
            </Title>
            <Code>{snapshot.baseline}</Code>
          </div>
          <Group gap="xs">
            <Badge color={statusColor[snapshot.status]}>{snapshot.status}</Badge>
            <Badge color={decisionColor[snapshot.decision]} variant="outline">
              {decisionText[snapshot.decision]}
            </Badge>
          </Group>
        </Group>
        {snapshot.changedPixels ? (
          <Text size="sm">{changedShareText(snapshot.changedPixels.changed, snapshot.changedPixels.total)}</Text>
        ) : (
          snapshot.message && <Text size="sm">{snapshot.message}</Text>
        )}
        <CompareView snapshot={snapshot} />
        <SnapshotHistory history={snapshot.history} />
        <TextInput
          size="xs"
          label={`Comment on ${label} (optional, goes into the approval ledger)`}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        <Group>
          <Button
            color="green"
            aria-label={`Approve ${label}`}
            aria-keyshortcuts="a"
            disabled={isBusy}
            onClick={() => onApprove(comment)}
          >
            Approve
          </Button>
          <Button
            color="red"
            variant="light"
            aria-label={`Reject ${label}`}
            aria-keyshortcuts="r"
            disabled={isBusy}
            onClick={() => onReject(comment)}
          >
            Reject
          </Button>
          <Text size="sm" c="dimmed">
            {approveEffect[snapshot.status]} Reject keeps the baseline, so visual:check fails until the page is fixed.
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
