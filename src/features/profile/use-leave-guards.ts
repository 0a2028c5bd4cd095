import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { profileEditMachine } from '../../../machines/profile-edit.machine';
import type { ProfileEditView } from '../../../machines/profile-edit.view';

const GUARD_STATE = { profileEditGuard: true } as const;

/**
 * Spec §4 leave warnings while edits are unsaved:
 * - the browser's own `beforeunload` warning (reload, closing the tab, typing another address);
 * - browser back: on the first unsaved change a duplicate history entry of this page is pushed, so
 *   pressing back only pops that entry (the page stays) and the machine decides through `nav.back`:
 *   prompt 'You have unsaved changes. …' when dirty, otherwise (or on confirm) it emits
 *   `navigate.back` and we really go back. Declining the prompt re-arms the guard entry.
 */
export function useLeaveGuards(actor: ActorRefFrom<typeof profileEditMachine>, view: ProfileEditView) {
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
    window.history.pushState(GUARD_STATE, '', window.location.href);
    isArmed.current = true;
  }, [needsGuard]);

  useEffect(() => {
    const onPopState = () => {
      if (!isArmed.current) return;
      isArmed.current = false;
      actor.send({ type: 'nav.back' });
    };
    window.addEventListener('popstate', onPopState);
    const subscription = actor.on('navigate.back', () => window.history.back());
    return () => {
      window.removeEventListener('popstate', onPopState);
      subscription.unsubscribe();
    };
  }, [actor]);
}
