import { useEffect, useRef } from 'react';
import type { SupportStep } from '../../../machines/support-wizard.machine';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';

/**
 * Spec §2: after a choice the page scrolls smoothly to the next step (instantly when the member
 * asked for less motion). Nothing scrolls on the first render.
 */
export function useScrollToStep(target: SupportStep) {
  const steps = useRef<Partial<Record<SupportStep, HTMLElement | null>>>({});
  const previous = useRef(target);
  const reduceMotion = usePrefersReducedMotion();

  useEffect(() => {
    if (previous.current === target) return;
    previous.current = target;
    steps.current[target]?.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  }, [target, reduceMotion]);

  /** Ref callback for a step's element. */
  return (step: SupportStep) => (element: HTMLElement | null) => {
    steps.current[step] = element;
  };
}
