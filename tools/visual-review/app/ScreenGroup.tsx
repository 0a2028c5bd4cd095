import { Button, Group, Stack, Title } from '@mantine/core';
import type { ReviewSnapshot } from '../shared/review-types';
import { countDecisions, screenTitle, type ScreenGroupData } from './run-groups';
import { SnapshotCard } from './SnapshotCard';

export interface ScreenGroupProps {
  group: ScreenGroupData;
  currentId: string | null;
  /** Whether a decision is being saved. Default false. */
  isBusy?: boolean;
  onApprove(snapshot: ReviewSnapshot, comment: string): void;
  onReject(snapshot: ReviewSnapshot, comment: string): void;
  /** `count` snapshots are left in this screen; asks before approving them. */
  onApproveAll(count: number, title: string): void;
  onSelect(snapshot: ReviewSnapshot): void;
  /** Receives each card's element, so keyboard navigation can scroll to it. */
  cardRef(id: string, element: HTMLDivElement | null): void;
}

/** One screen (spec file and test): its snapshots and an approve-all for what is left in it. */
export function ScreenGroup({
  group,
  currentId,
  isBusy = false,
  onApprove,
  onReject,
  onApproveAll,
  onSelect,
  cardRef,
}: ScreenGroupProps) {
  const title = screenTitle(group.screen);
  const left = countDecisions(group.snapshots).pending;
  const headingId = `screen-${group.snapshots[0]!.id}`;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        <Button
          variant="light"
          color="green"
          disabled={isBusy || left === 0}
          aria-label={`Approve all ${left} left in ${title}`}
          onClick={() => onApproveAll(left, title)}
        >
          Approve all {left} left in this screen
        </Button>
      </Group>
      {group.snapshots.map((snapshot) => (
        <SnapshotCard
          key={snapshot.id}
          ref={(element) => cardRef(snapshot.id, element)}
          snapshot={snapshot}
          isCurrent={snapshot.id === currentId}
          isBusy={isBusy}
          onApprove={(comment) => onApprove(snapshot, comment)}
          onReject={(comment) => onReject(snapshot, comment)}
          onSelect={() => onSelect(snapshot)}
        />
      ))}
    </Stack>
  );
}
