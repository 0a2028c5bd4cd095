import { useMediaQuery } from '@mantine/hooks';

/** True when the system asks for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', false, { getInitialValueInEffect: false });
}
