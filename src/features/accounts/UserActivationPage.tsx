import { Text } from '@mantine/core';
import { useLocation } from 'wouter';
import { LoadingOverlayScreen } from '../../components/LoadingOverlayScreen';
import { useConfirmRegistration } from './api/confirmRegistration';
import { ResultCard } from './components/ResultCard';
import { parseActivationPath } from './links';

/** Spec §2: a spinner, then the server's message and a Back Home button. */
export function UserActivationPage() {
  const [location] = useLocation();
  const { id, token } = parseActivationPath(location);
  const activation = useConfirmRegistration(id, token);
  const isMissing = !id || !token;
  if (!isMissing && activation.isPending) return <LoadingOverlayScreen label="Activating your account" />;
  const message = activation.isSuccess ? activation.data : activation.error?.message || 'Could not fetch quotes.';
  return (
    <ResultCard actionLabel="Back Home" href="/">
      <Text role={activation.isSuccess ? 'status' : 'alert'} fz="lg">
        {message}
      </Text>
    </ResultCard>
  );
}
