import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { idleMachine, type IdleInput } from '../../machines/idle.machine';
import { toIdleView } from '../../machines/idle.view';
import { useApi } from '../api/api-context';
import { listSessions } from '../api/operations/listSessions';
import { useNavigationGuards } from '../lib/navigation-guard';
import { useMachineView } from '../lib/use-machine-view';
import { IdleWarningDialog } from './IdleWarningDialog';
import { useSessionView, useSignOutNotice } from './session-context';
import { idleSignOutMessage } from './sign-out-notice';
import { createTabChannel } from './tab-channel';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
/** The BroadcastChannel (or storage-event) name the tabs share activity on. */
export const ACTIVITY_TAB_CHANNEL = 'source-activity';
/** Activity is relayed to other tabs at most this often. */
export const RELAY_EVERY_MS = 30_000;

export interface IdleWatcherProps {
  /** The idle machine's durations; default spec §9's 100 minutes with a 2-minute warning. */
  idle?: IdleInput;
}

/**
 * Spec §4 and issue 13: an idle member is warned two minutes before, then logged out (the logout
 * call, like the user menu's) and sent home with the reason; activity in any tab counts.
 */
export function IdleWatcher({ idle: input = {} }: IdleWatcherProps) {
  const { isSignedIn, logout } = useSessionView();
  const notice = useSignOutNotice();
  const api = useApi();
  const [, navigate] = useLocation();
  const { bypass } = useNavigationGuards();
  const { view: idle, actorRef } = useMachineView(idleMachine, toIdleView, {
    input,
    onEmit: {
      'idle.timeout': () => {
        notice.set(idleSignOutMessage(idle.timeoutMs));
        logout();
        // The session is over, so unsaved edits could not be saved anyway: no page holds this.
        bypass(() => navigate('/'));
      },
    },
  });
  const { start, stop, reportActivity, stay } = idle;
  const tabs = useRef<ReturnType<typeof createTabChannel> | null>(null);

  useEffect(() => (isSignedIn ? start() : stop()), [isSignedIn, start, stop]);

  useEffect(() => {
    const channel = createTabChannel(ACTIVITY_TAB_CHANNEL);
    tabs.current = channel;
    let lastRelay = 0;
    const onActivity = () => {
      reportActivity();
      // An open warning ignores ambient activity here, so it is not relayed either.
      const now = Date.now();
      if (!toIdleView(actorRef.getSnapshot(), actorRef.send).isWarning && now - lastRelay > RELAY_EVERY_MS) {
        lastRelay = now;
        channel.post({ type: 'activity' });
      }
    };
    const stopListening = channel.listen((message) => {
      if (message.type === 'activity') stay();
    });
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
      stopListening();
      channel.close();
      tabs.current = null;
    };
  }, [reportActivity, stay, actorRef]);

  const onStay = () => {
    stay();
    tabs.current?.post({ type: 'activity' });
    // The server counts only calls as activity: one member call keeps its session alive too (a
    // session it has already ended answers 401, which signs out here with its message).
    listSessions(api).catch(() => {});
  };
  const onSignOut = () => {
    logout();
    bypass(() => navigate('/'));
  };

  return <IdleWarningDialog opened={idle.isWarning} durationMs={idle.warningMs} onStay={onStay} onSignOut={onSignOut} />;
}
