import type { Schemas } from '../api/types';
import type { EditorRow } from '../db/editors.repository';
import type { EditorPasswordLink } from './editor-password-link';
import type { AuditSnapshot } from './record-audit';

/** The 404 message of an editor command for an email no editor has. */
export const noEditorWith = (email: string) => `No editor has the email ${email}.`;

/** An editor account as the audit log keeps it (what the account says, never its password). */
export function editorSnapshot(row: Pick<EditorRow, 'mail' | 'firstName' | 'lastName'>): AuditSnapshot {
  return { email: row.mail, first_name: row.firstName, last_name: row.lastName };
}

export function toEditorAccount(row: EditorRow): Schemas['EditorAccount'] {
  return {
    uid: String(row.uid),
    email: row.mail,
    first_name: row.firstName,
    last_name: row.lastName,
    status: row.status === 'active' ? 'active' : 'invited',
    created: Math.floor(row.createdAt.getTime() / 1000),
  };
}

export function toEditorLink(link: EditorPasswordLink): Schemas['EditorPasswordLink'] {
  return { uid: String(link.uid), email: link.email, link: link.link, expires: link.expires };
}
