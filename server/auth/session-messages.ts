import type { SessionEndReason } from '../db/sessions.repository';

/** The 401 message for a bearer token whose session is no longer live, by why it ended. */
export function sessionEndedMessage(reason: SessionEndReason | 'unknown', idleMinutes: number): string {
  switch (reason) {
    case 'idle':
      return `You were signed out after ${idleMinutes} ${idleMinutes === 1 ? 'minute' : 'minutes'} without activity.`;
    case 'ended_by_member':
      return 'This session was signed out from your security settings. Please log in again.';
    case 'password_changed':
      return 'Your password was changed, so this session was signed out. Please log in again.';
    case 'password_reset':
      return 'Your password was reset, so this session was signed out. Please log in again.';
    case 'reported_not_me':
      return 'A sign-in to your account was reported as not yours, so every session was signed out. Please log in again.';
    case 'blocked':
      return 'Your account has been blocked, so this session was signed out.';
    case 'second_factor_changed':
      return 'The second step of signing in was changed on your account, so this session was signed out. Please log in again.';
    default:
      return 'Your session has expired. Please log in again.';
  }
}
