import { hashToken, newToken } from '../auth/tokens';
import type { Db } from '../db/client';
import type { EditorRow } from '../db/editors.repository';
import { replaceOneTimeToken } from '../db/one-time-tokens.repository';
import type { AppDeps } from '../deps';
import { editorPasswordLink, editorPasswordMail } from '../mail/templates/editor-password';

/** Set-password links of editors work for 24 hours, once. */
export const EDITOR_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** A set-password link as the CLI prints it; `expires` is unix seconds. */
export interface EditorPasswordLink {
  uid: number;
  email: string;
  link: string;
  expires: number;
}

/**
 * Stores a fresh set-password token (only its hash; older links of the editor stop working) and
 * returns its link. `db` may be the transaction that creates the editor.
 */
export async function issueEditorPasswordLink(
  db: Db,
  { publicUrl, editor, at }: { publicUrl: string; editor: Pick<EditorRow, 'uid' | 'mail'>; at: Date },
): Promise<EditorPasswordLink> {
  const token = newToken();
  const expiresAt = new Date(at.getTime() + EDITOR_LINK_LIFETIME_MS);
  await replaceOneTimeToken(db, { uid: editor.uid, purpose: 'editor_password', tokenHash: hashToken(token), expiresAt, now: at });
  return {
    uid: editor.uid,
    email: editor.mail,
    link: editorPasswordLink(publicUrl, editor.uid, token),
    expires: Math.floor(expiresAt.getTime() / 1000),
  };
}

/** Mails a link issued by issueEditorPasswordLink to the editor. */
export async function mailEditorPasswordLink(
  { mailer, config }: Pick<AppDeps, 'mailer' | 'config'>,
  editor: Pick<EditorRow, 'mail' | 'firstName'>,
  link: string,
): Promise<void> {
  await mailer.send(editorPasswordMail({ to: editor.mail, firstName: editor.firstName, link, productName: config.productName }));
}
