import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { forbidden } from '../errors';
import { liveSessionAccount } from './bearer-auth';
import { EDITOR_SIGN_IN_REQUIRED, MEMBER_ON_EDITOR_CALL } from './role-messages';

/** The signed-in editor of an editor call. */
export interface SessionEditor {
  sessionId: number;
  uid: number;
  mail: string;
  firstName: string;
  lastName: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in editor behind the bearer token, set by the editorAuth security handler. */
    editor: SessionEditor | null;
  }
}

/**
 * Security handler for the `editorAuth` scheme (editor calls): a live editor session, under the
 * same session rules as members (bearer-auth.ts). A member's session is refused with a 403.
 */
export function createEditorAuth(db: Db, now: () => Date, idleMinutes: number) {
  return async function editorAuth(request: FastifyRequest): Promise<void> {
    const account = await liveSessionAccount(request, { db, now, idleMinutes, signInMessage: EDITOR_SIGN_IN_REQUIRED });
    if (account.userType !== null) throw forbidden(MEMBER_ON_EDITOR_CALL);
    const { sessionId, uid, mail, firstName, lastName } = account;
    request.editor = { sessionId, uid, mail, firstName, lastName };
  };
}
