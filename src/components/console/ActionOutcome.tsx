import { Alert, Text } from '@mantine/core';

/** What the last action on a console page came to: a message, or a failure's. */
export interface Outcome {
  message: string;
  failed: boolean;
}

/** The outcome of the last action: said in a status line, or shown in an alert when it failed. */
export function ActionOutcome({ outcome }: { outcome: Outcome | null }) {
  return (
    <>
      <Text size="sm" role="status" mih={20}>
        {outcome && !outcome.failed ? outcome.message : ''}
      </Text>
      {outcome?.failed && (
        <Alert color="red" variant="light" role="alert">
          {outcome.message}
        </Alert>
      )}
    </>
  );
}
