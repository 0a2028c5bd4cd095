import type { ClientInfo } from '../auth/client-info';
import { FLOOD_RULES, assertFlood, registerFlood } from '../auth/flood-control';
import { assertPasswordAllowed } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import { hashToken } from '../auth/tokens';
import { findEditorByUid, setEditorPassword as storeEditorPassword } from '../db/editors.repository';
import { consumeOneTimeToken, findOneTimeToken } from '../db/one-time-tokens.repository';
import type { AppDeps } from '../deps';
import { HttpError, badRequest } from '../errors';
import { recordAudit } from './record-audit';
import { recordSignIn } from './record-sign-in';

const PASSWORD_SET = 'Your password has been set. You can now sign in to the editor console.';
export const EDITOR_LINK_INVALID =
  'This link is invalid or has already been used. Please ask for a new one (npm run portal -- editor link).';
export const EDITOR_LINK_EXPIRED = 'This link has expired. Please ask for a new one (npm run portal -- editor link).';

interface EditorPasswordInput {
  /** The uid from the link (`/editor/set-password/<uid>/<token>`). */
  uid: string;
  token: string;
  password: string;
}

/**
 * Sets an editor's password from the emailed link: the link is spent, the password stored (the
 * account opens), the editor's sessions end and the audit log gets a row, in one transaction.
 * Every refused link counts against the caller's IP (the failed-token flood rule of reset links).
 */
export async function setEditorPassword(
  deps: AppDeps,
  { uid, token, password }: EditorPasswordInput,
  client: ClientInfo,
): Promise<{ message: string }> {
  const { db, now } = deps;
  await assertFlood(deps, FLOOD_RULES.failedTokenIp, client.ip);
  // Before the link is looked at: a refused password neither spends the link nor counts as a bad one.
  assertPasswordAllowed(password);
  try {
    const row = await findOneTimeToken(db, { purpose: 'editor_password', tokenHash: hashToken(token) });
    if (!row || String(row.uid) !== uid || row.usedAt) throw badRequest(EDITOR_LINK_INVALID);
    if (row.expiresAt <= now()) throw badRequest(EDITOR_LINK_EXPIRED);
    const editor = await findEditorByUid(db, row.uid);
    if (!editor) throw badRequest(EDITOR_LINK_INVALID);
    const passHash = await hashPassword(password);
    const spent = await db.transaction(async (tx) => {
      // A concurrent request with the same link may have won: then nothing here happens.
      if (!(await consumeOneTimeToken(tx, row.id, now()))) return false;
      await storeEditorPassword(tx, { uid: editor.uid, passHash, now: now() });
      await recordAudit(tx, {
        actor: { kind: 'editor', uid: editor.uid, mail: editor.mail },
        action: 'set_password',
        entityType: 'editor',
        entityId: editor.uid,
        before: { password_set: editor.status === 'active' },
        after: { password_set: true },
        at: now(),
      });
      await recordSignIn({ db: tx, now }, editor.uid, 'password_reset', client);
      return true;
    });
    if (!spent) throw badRequest(EDITOR_LINK_INVALID);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) await registerFlood(deps, FLOOD_RULES.failedTokenIp, client.ip);
    throw error;
  }
  return { message: PASSWORD_SET };
}
