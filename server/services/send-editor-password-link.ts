import type { Schemas } from '../api/types';
import { findEditorByEmail } from '../db/editors.repository';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { issueEditorPasswordLink, mailEditorPasswordLink } from './editor-password-link';
import { noEditorWith, toEditorLink } from './editor-shapes';

/**
 * Mails and returns a new set-password link to an existing editor (a forgotten password, or an
 * expired first link); earlier links stop working. The password and sessions stay as they are
 * until the link is used. `npm run portal -- editor link`.
 */
export async function sendEditorPasswordLink(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'now'>,
  email: string,
): Promise<Schemas['EditorPasswordLink']> {
  const { db, config, now } = deps;
  const editor = await findEditorByEmail(db, email);
  if (!editor) throw notFound(noEditorWith(email));
  const issued = await issueEditorPasswordLink(db, { publicUrl: config.publicUrl, editor, at: now() });
  await mailEditorPasswordLink(deps, editor, issued.link);
  return toEditorLink(issued);
}
