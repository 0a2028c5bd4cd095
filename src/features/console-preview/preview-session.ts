import type { SessionSnapshot } from '../../../machines/session.view';
import type { PreviewAudience } from '../../api/preview-client';
import type { AppSession } from '../../session/app-session';
import { createSignOutNotice } from '../../session/sign-out-notice';

/** The server's stand-in member (server/preview-scope.ts; a test compares the two). */
export const PREVIEW_MEMBER_UID = '999999999';

/**
 * The session the previewed screens see: signed out for a guest, else signed in as a stand-in
 * member of the audience's user type (the server answers that member's calls in the preview).
 * It never changes: a login or logout inside the preview does nothing.
 */
export function previewSession(audience: PreviewAudience): AppSession {
  const signedIn = audience !== 'guest';
  const snapshot: SessionSnapshot = {
    context: {
      error: null,
      passwordChanged: false,
      session: signedIn
        ? {
            current_user: { uid: PREVIEW_MEMBER_UID, name: `preview.${audience}@invalid` },
            csrf_token: '',
            logout_token: '',
            access_token: '',
            user_extra_details: {
              uuid: '00000000-0000-4000-8000-000000000000',
              user_type: audience === 'professional' ? '1' : '2',
              first_name: 'Preview',
              last_name: audience === 'professional' ? 'Professional' : 'Distributor',
              user_picture: '',
            },
          }
        : null,
    },
    matches: ((state: unknown) => state === (signedIn ? 'signedIn' : 'signedOut')) as SessionSnapshot['matches'],
  };
  return {
    signOutNotice: createSignOutNotice(),
    getSnapshot: () => snapshot,
    subscribe: () => ({ unsubscribe: () => undefined }),
    send: () => undefined,
    stop: () => undefined,
  };
}
