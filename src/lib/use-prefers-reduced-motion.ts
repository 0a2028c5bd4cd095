import { useMediaQuery } from '@mantine/hooks';

/**
 * True when the user asked the system for less motion. Read on the first render (not in an effect),
 * so an autoplaying carousel never starts moving (and a step scroll never animates) before it learns it should not.
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', false, { getInitialValueInEffect: false });
}
