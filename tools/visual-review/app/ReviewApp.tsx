import { Alert, Container, Loader, Stack, Text } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import type { ReviewSnapshot } from '../shared/review-types';
import { approveAllQuestion } from './approve-all-question';
import { FailureList } from './FailureList';
import { RunHeader } from './RunHeader';
import { groupByScreen } from './run-groups';
import { ScreenGroup } from './ScreenGroup';
import { SummaryPanel } from './SummaryPanel';
import { useReviewKeys } from './use-review-keys';
import { useReviewRun } from './use-review-run';

/** The review page: every listed snapshot grouped by screen, keyboard-driven, ending with the summary. */
export function ReviewApp() {
  const { run, error, isBusy, approve, reject, approveAll, name, setName } = useReviewRun();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const cards = useRef(new Map<string, HTMLDivElement>());
  const snapshots = run?.snapshots ?? [];
  // Until the designer picks one, the first snapshot still left is the current one.
  const currentId = chosenId ?? snapshots.find(({ decision }) => decision === 'pending')?.id ?? snapshots[0]?.id ?? null;
  const currentIndex = snapshots.findIndex(({ id }) => id === currentId);

  const goTo = useCallback((snapshot: ReviewSnapshot | undefined) => {
    if (!snapshot) return;
    setChosenId(snapshot.id);
    const card = cards.current.get(snapshot.id);
    card?.scrollIntoView({ block: 'start' });
    card?.focus({ preventScroll: true });
  }, []);

  /** After a decision by key, on to the next snapshot still left (after this one, else from the top). */
  const nextLeft = () =>
    [...snapshots.slice(currentIndex + 1), ...snapshots.slice(0, currentIndex)].find(({ decision }) => decision === 'pending');

  useReviewKeys({
    next: () => goTo(snapshots[Math.min(currentIndex + 1, snapshots.length - 1)]),
    previous: () => goTo(snapshots[Math.max(currentIndex - 1, 0)]),
    approve: () => {
      if (!currentId || isBusy) return;
      void approve(currentId);
      goTo(nextLeft());
    },
    reject: () => {
      if (!currentId || isBusy) return;
      void reject(currentId);
      goTo(nextLeft());
    },
  });

  if (!run)
    return (
      <Container py="xl">
        {error ? (
          <Alert color="red" title="The review server did not answer">
            {error}
          </Alert>
        ) : (
          <Loader aria-label="Loading the run" />
        )}
      </Container>
    );

  return (
    <Container size="xl" py="lg">
      <Stack gap="xl">
        <RunHeader
          run={run}
          isBusy={isBusy}
          name={name}
          onNameChange={setName}
          onApproveAll={(count) => {
            if (window.confirm(approveAllQuestion(count, 'in the whole run'))) void approveAll();
          }}
        />
        {error && (
          <Alert color="red" title="Could not save the decision" role="alert">
            {error}
          </Alert>
        )}
        {snapshots.length === 0 && <Text>No snapshot to review.</Text>}
        {groupByScreen(snapshots).map((group) => (
          <ScreenGroup
            key={group.key}
            group={group}
            currentId={currentId}
            isBusy={isBusy}
            onApprove={(snapshot, comment) => {
              setChosenId(snapshot.id);
              void approve(snapshot.id, comment);
            }}
            onReject={(snapshot, comment) => {
              setChosenId(snapshot.id);
              void reject(snapshot.id, comment);
            }}
            onApproveAll={(count, title) => {
              if (window.confirm(approveAllQuestion(count, `in ${title}`))) void approveAll(group.screen);
            }}
            onSelect={(snapshot) => setChosenId(snapshot.id)}
            cardRef={(id, element) => {
              if (element) cards.current.set(id, element);
              else cards.current.delete(id);
            }}
          />
        ))}
        <FailureList failures={run.failures} />
        <SummaryPanel run={run} />
      </Stack>
    </Container>
  );
}
