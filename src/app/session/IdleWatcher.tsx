import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { idleMachine } from '../../../machines/idle.machine';
import { SessionActorContext, useSessionView } from './session-context';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
const CHANNEL = 'source-activity';
/** Activity is relayed to other tabs at most this often. */
const RELAY_EVERY_MS = 30_000;

/** Spec §4: an idle member is logged out and sent home after 100 minutes; activity in any tab counts. */
export function IdleWatcher() {
  const { isSignedIn } = useSessionView();
  const session = SessionActorContext.useActorRef();
  const idle = useActorRef(idleMachine, { input: {} });
  const [, navigate] = useLocation();

  useEffect(() => idle.send({ type: isSignedIn ? 'idle.start' : 'idle.stop' }), [idle, isSignedIn]);

  useEffect(() => {
    const subscription = idle.on('idle.timeout', () => {
      session.send({ type: 'session.expire' });
      navigate('/');
    });
    return () => subscription.unsubscribe();
  }, [idle, session, navigate]);

  useEffect(() => {
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
    let lastRelay = 0;
    const onActivity = () => {
      idle.send({ type: 'activity.detected' });
      const now = Date.now();
      if (channel && now - lastRelay > RELAY_EVERY_MS) {
        lastRelay = now;
        channel.postMessage('activity');
      }
    };
    if (channel) channel.onmessage = () => idle.send({ type: 'activity.detected' });
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
      channel?.close();
    };
  }, [idle]);
  return null;
}
