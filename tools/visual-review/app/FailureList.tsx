import { Alert, Code, Stack, Title } from '@mantine/core';
import type { ReviewFailure } from '../shared/review-types';

/** Tests that failed for a reason other than a screenshot difference: nothing to approve here. */
export function FailureList({ failures }: { failures: ReviewFailure[] }) {
  if (!failures.length) return null;
  return (
    <Stack component="section" aria-labelledby="failures-title" gap="sm">
      <Title order={2} size="h3" id="failures-title">
        Failed for another reason
      </Title>
      {failures.map(({ screen, project, message }, index) => (
        <Alert
          key={index}
          color="red"
          title={`${[screen.file, screen.title].filter(Boolean).join(' › ')}${project ? ` (${project})` : ''}`}
        >
          <Code block style={{ whiteSpace: 'pre-wrap' }}>
            {message}
          </Code>
        </Alert>
      ))}
    </Stack>
  );
}
