import { Text } from '@mantine/core';
import { ResultCard } from './components/ResultCard';

/** Spec §2: the registration-complete screen a professional lands on. */
export function RegisterConfirmationPage() {
  return (
    <ResultCard title="CONGRATULATIONS" actionLabel="Login" href="/login">
      <Text>Your registration is complete.</Text>
      <Text>Please activate your account from the email we have sent you, then log in.</Text>
    </ResultCard>
  );
}
