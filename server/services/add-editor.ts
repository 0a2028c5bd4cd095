import type { Schemas } from '../api/types';
import { findEditorByEmail, insertEditor } from '../db/editors.repository';
import type { Db } from '../db/client';
import type { AppDeps } from '../deps';
import { badRequest } from '../errors';
import { issueEditorPasswordLink, mailEditorPasswordLink } from './editor-password-link';
import { COMMAND_LINE, recordAudit } from './record-audit';
import { editorSnapshot, toEditorLink } from './editor-shapes';

/**
 * Creates an editor account without a password, mails and returns a one-time link to set one
 * (24 h, single use), and writes the audit row, all in one transaction but the mail. Used by the
 * admin API (createEditor) and `npm run portal -- editor add` when no portal runs. An email that
 * already has an account (member or editor) is refused: an editor is never a member too.
 */
export async function addEditor(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'now'>,
  { email, first, last }: Schemas['EditorRequest'],
): Promise<Schemas['EditorPasswordLink']> {
  const { db, config, now } = deps;
  const at = now();
  const { editor, issued } = await db.transaction(async (tx) => {
    const row = await insertEditor(tx, { mail: email, firstName: first, lastName: last, now: at });
    if (!row) throw badRequest(await takenMessage(tx, email));
    await recordAudit(tx, {
      actor: COMMAND_LINE,
      action: 'create',
      entityType: 'editor',
      entityId: row.uid,
      before: null,
      after: editorSnapshot(row),
      at,
    });
    return { editor: row, issued: await issueEditorPasswordLink(tx, { publicUrl: config.publicUrl, editor: row, at }) };
  });
  await mailEditorPasswordLink(deps, editor, issued.link);
  return toEditorLink(issued);
}

/** Asked inside the transaction: PGlite has one connection, which the transaction holds. */
async function takenMessage(db: Db, email: string): Promise<string> {
  if (await findEditorByEmail(db, email))
    return `An editor with the email ${email} already exists. To send a new password link: npm run portal -- editor link --email ${email}`;
  return `The email ${email} belongs to a member account. An editor needs an email address of its own.`;
}
