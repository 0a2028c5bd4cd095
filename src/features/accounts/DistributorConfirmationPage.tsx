import { Text } from '@mantine/core';
import { ResultCard } from './components/ResultCard';

/** Spec §2: shown after a distributor registered. */
export function DistributorConfirmationPage() {
  return (
    <ResultCard title="Registration successful" actionLabel="Back to Home" href="/">
      <Text>
        A verification email has been sent to your email address. Please follow the link in the email to activate your account.
      </Text>
    </ResultCard>
  );
}
