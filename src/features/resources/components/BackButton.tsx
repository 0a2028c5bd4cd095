import { Button } from '@mantine/core';
import { ArrowLeftIcon } from '../../../components/icons';
import { useGoBack } from '../../../lib/app-history';

/** Goes one history entry back when it is a page of the portal, else home (opened directly, from an email, after another site). */
export function BackButton() {
  const goBack = useGoBack();
  return (
    <Button
      variant="subtle"
      leftSection={<ArrowLeftIcon width={18} height={18} />}
      onClick={goBack}
      px={4}
      style={{ alignSelf: 'flex-start' }}
    >
      Back
    </Button>
  );
}
