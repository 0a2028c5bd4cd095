import { useCallback, useEffect, useRef } from 'react';
import type { ProfileEditView } from '../../../machines/profile-edit.view';
import { nextEntryState } from '../../lib/app-history';
import { useLeaveGuard } from '../../lib/navigation-guard';

const GUARD_STATE = { profileEditGuard: true } as const;

/**
 * Spec §4 leave warnings while edits are unsaved:
 * - the browser's own `beforeunload` warning (reload, closing the tab, typing another address);
 * - browser back: on the first unsaved change a duplicate history entry of this page is pushed, so
 *   pressing back only pops that entry (the page stays) and the machine decides through `back()`:
 *   prompt 'You have unsaved changes. …' when dirty, otherwise (or on confirm) it emits
 *   `navigate.back`, on which useProfileEdit really goes back. Declining the prompt re-arms the
 *   guard entry.
 * - every in-app navigation (user menu, bell, notifications, resource manager, footer, Logout):
 *   held by the app's navigation guard while the machine says leaving must be confirmed; `leave()`
 *   prompts, and on "yes" the machine emits `navigate.leave`, on which the page calls the returned
 *   `leaveConfirmed` and the held navigation goes on.
 */
export function useLeaveGuards(view: ProfileEditView): { leaveConfirmed: () => void } {
  const isArmed = useRef(false);

  useEffect(() => {
    if (!view.warnBeforeUnload) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [view.warnBeforeUnload]);

  // Arm the back guard when edits become unsaved, and again after the back prompt is declined.
  const needsGuard = view.isDirty && view.confirmPrompt === null;
  useEffect(() => {
    if (!needsGuard || isArmed.current) return;
    window.history.pushState(nextEntryState(GUARD_STATE), '', window.location.href);
    isArmed.current = true;
  }, [needsGuard]);

  const { back } = view;
  useEffect(() => {
    const onPopState = () => {
      if (!isArmed.current) return;
      isArmed.current = false;
      back();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [back]);

  const { proceed } = useLeaveGuard({ when: view.asksBeforeLeaving, onAsk: view.leave });
  // The confirmed navigation takes the place of the armed duplicate entry, so Back from the next
  // page lands on My Account once, not twice.
  const leaveConfirmed = useCallback(() => {
    const replace = isArmed.current;
    isArmed.current = false;
    proceed(replace ? { replace: true } : undefined);
  }, [proceed]);
  return { leaveConfirmed };
}
