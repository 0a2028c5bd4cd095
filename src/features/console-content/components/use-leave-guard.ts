import { useCallback, useEffect, useRef } from 'react';
import { nextEntryState } from '../../../lib/app-history';
import { useLeaveGuard as useNavigationLeaveGuard } from '../../../lib/navigation-guard';

/** While `active`, leaving the browser page (close, reload, another address) asks first. */
export function useLeaveGuard(active: boolean) {
  useEffect(() => {
    if (!active) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to ask.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
}

const GUARD_STATE = { contentFormGuard: true } as const;

export interface FormLeaveGuardOptions {
  /** The form has changes and is not asking already: Back and console navigations must ask. */
  asks: boolean;
  /** The browser page is being left with changes (beforeunload asks). */
  warnBeforeUnload: boolean;
  /** A console navigation away was held: ask (the form's machine, `nav.leave`). */
  onLeave: () => void;
  /** Browser Back was pressed: ask (`nav.back`); the page has not moved. */
  onBack: () => void;
}

/**
 * Every way out of a console form with changes asks "Discard your changes?" first
 * (docs/console-kinds.md, "Forms"):
 * - leaving the browser page: the browser's own question (`beforeunload`);
 * - browser Back: on the first change a duplicate history entry of this page is pushed, so Back
 *   only pops it (the page and the form stay, nothing typed is lost) and `onBack` asks; Keep
 *   editing arms it again, Discard calls `backConfirmed`, which goes back for real;
 * - any console navigation (links, `navigate()`): held by the app's navigation guard while `asks`;
 *   `onLeave` asks, and Discard calls `leaveConfirmed`, which lets the held navigation go on (in
 *   place of the duplicate entry, so Back from the next page lands here once).
 * `formLeft` undoes the duplicate entry when the form closes otherwise (saved, closed, discarded).
 */
export function useFormLeaveGuards({ asks, warnBeforeUnload, onLeave, onBack }: FormLeaveGuardOptions) {
  useLeaveGuard(warnBeforeUnload);
  const isArmed = useRef(false);

  useEffect(() => {
    if (!asks || isArmed.current) return;
    window.history.pushState(nextEntryState(GUARD_STATE), '', window.location.href);
    isArmed.current = true;
  }, [asks]);

  const back = useRef(onBack);
  useEffect(() => {
    back.current = onBack;
  });
  useEffect(() => {
    const onPopState = () => {
      if (!isArmed.current) return;
      isArmed.current = false;
      back.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const { proceed } = useNavigationLeaveGuard({ when: asks, onAsk: onLeave });

  const leaveConfirmed = useCallback(() => {
    const replace = isArmed.current;
    isArmed.current = false;
    proceed(replace ? { replace: true } : undefined);
  }, [proceed]);
  const backConfirmed = useCallback(() => {
    isArmed.current = false;
    window.history.back();
  }, []);
  const formLeft = useCallback(() => {
    if (!isArmed.current) return;
    isArmed.current = false;
    window.history.back();
  }, []);
  return { leaveConfirmed, backConfirmed, formLeft };
}
