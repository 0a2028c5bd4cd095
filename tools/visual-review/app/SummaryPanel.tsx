import { Button, Code, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReviewRun } from '../shared/review-types';
import { countDecisions } from './run-groups';

/** The end of the page: what was decided and the command that stages the approved baselines. */
export function SummaryPanel({ run }: { run: ReviewRun }) {
  const { approved, rejected, pending } = countDecisions(run.snapshots);
  return (
    <Paper component="section" aria-labelledby="summary-title" withBorder p="md" bg="gray.0">
      <Stack gap="sm">
        <Title order={2} size="h3" id="summary-title">
          Summary
        </Title>
        <Text aria-live="polite">
          Approved {approved} · Rejected {rejected} · Left {pending}
        </Text>
        {run.gitAdd ? (
          <>
            <Text size="sm">Approved baselines are already written. Stage them from the repository root:</Text>
            <Group align="flex-start" wrap="nowrap">
              <Code block style={{ flex: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }} aria-label="git add command">
                {run.gitAdd}
              </Code>
              <CopyButton value={run.gitAdd}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy}>
                    {copied ? 'Copied' : 'Copy command'}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </>
        ) : (
          <Text size="sm">Nothing approved yet.</Text>
        )}
        {rejected > 0 && (
          <Text size="sm">Rejected snapshots keep their baseline: visual:check fails on them until the page is fixed.</Text>
        )}
      </Stack>
    </Paper>
  );
}
