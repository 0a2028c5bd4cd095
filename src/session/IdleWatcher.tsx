import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { idleMachine } from '../../machines/idle.machine';
import { toIdleView } from '../../machines/idle.view';
import { useNavigationGuards } from '../lib/navigation-guard';
import { useMachineView } from '../lib/use-machine-view';
import { useSessionView } from './session-context';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
const CHANNEL = 'source-activity';
/** Activity is relayed to other tabs at most this often. */
const RELAY_EVERY_MS = 30_000;

/** Spec §4: an idle member is logged out and sent home after 100 minutes; activity in any tab counts. */
export function IdleWatcher() {
  const { isSignedIn, expire } = useSessionView();
  const [, navigate] = useLocation();
  const { bypass } = useNavigationGuards();
  const { view: idle } = useMachineView(idleMachine, toIdleView, {
    input: {},
    onEmit: {
      'idle.timeout': () => {
        expire();
        // The session is over, so unsaved edits could not be saved anyway: no page holds this.
        bypass(() => navigate('/'));
      },
    },
  });
  const { start, stop, reportActivity } = idle;

  useEffect(() => (isSignedIn ? start() : stop()), [isSignedIn, start, stop]);

  useEffect(() => {
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
    let lastRelay = 0;
    const onActivity = () => {
      reportActivity();
      const now = Date.now();
      if (channel && now - lastRelay > RELAY_EVERY_MS) {
        lastRelay = now;
        channel.postMessage('activity');
      }
    };
    if (channel) channel.onmessage = () => reportActivity();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
      channel?.close();
    };
  }, [reportActivity]);
  return null;
}
