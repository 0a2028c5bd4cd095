import { Center, Loader } from '@mantine/core';

export interface LoadingOverlayScreenProps {
  /** Accessible name of the spinner, default 'Loading'. */
  label?: string;
  /**
   * Fill the window below the header (a page whose code is still loading): the footer stays out
   * of sight instead of showing first and being pushed down (docs/performance.md). Default half
   * the window.
   */
  fill?: boolean;
}

/** A blocking spinner for a page whose data or session is still loading. */
export function LoadingOverlayScreen({ label = 'Loading', fill = false }: LoadingOverlayScreenProps) {
  return (
    <Center mih={fill ? 'calc(100dvh - var(--header-height, 0px))' : '50vh'} role="status" aria-live="polite">
      <Loader aria-label={label} />
    </Center>
  );
}
