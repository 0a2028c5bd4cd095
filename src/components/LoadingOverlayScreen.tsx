import { Center, Loader } from '@mantine/core';

/** A blocking spinner for a page whose data or session is still loading. */
export function LoadingOverlayScreen({
  label = 'Loading',
}: {
  /** Accessible name of the spinner, default 'Loading'. */ label?: string;
}) {
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Loader aria-label={label} />
    </Center>
  );
}
