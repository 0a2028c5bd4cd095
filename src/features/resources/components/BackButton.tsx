import { Button } from '@mantine/core';
import { useLocation } from 'wouter';
import { ArrowLeftIcon } from '../../../components/icons';

/** Goes one history entry back, or home when the page was opened directly (nothing to go back to). */
export function BackButton() {
  const [, navigate] = useLocation();
  const goBack = () => {
    if (window.history.length > 1) window.history.back();
    else navigate('/');
  };
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
