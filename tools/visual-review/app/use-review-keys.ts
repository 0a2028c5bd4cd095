import { useEffect, useRef } from 'react';

export interface ReviewKeys {
  next(): void;
  previous(): void;
  approve(): void;
  reject(): void;
}

const textEntry = /^(text|search|email|url|tel|password|number|date|time)$/;

/**
 * Whether the focused element needs the key itself: letters in a text field, arrows in any form
 * control (radio groups move with them) or on the slider.
 */
function isOwnedByControl(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const isArrow = key.startsWith('Arrow');
  if (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') return true;
  if (target instanceof HTMLInputElement) return isArrow || textEntry.test(target.type);
  return isArrow && target.getAttribute('role') === 'slider';
}

/** j / → next, k / ← previous, a approve, r reject, anywhere on the page. */
export function useReviewKeys(keys: ReviewKeys): void {
  const latest = useRef(keys);
  useEffect(() => {
    latest.current = keys;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isOwnedByControl(event.target, event.key))
        return;
      const action = { j: 'next', ArrowRight: 'next', k: 'previous', ArrowLeft: 'previous', a: 'approve', r: 'reject' }[
        event.key
      ] as keyof ReviewKeys | undefined;
      if (!action) return;
      event.preventDefault();
      latest.current[action]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
