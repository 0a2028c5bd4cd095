import type { SessionEditor } from '../auth/editor-auth';
import type { Db } from '../db/client';
import { markEditedInConsole, type ConsoleContentType } from '../db/console-content.repository';
import type { AuditAction, AuditEntityType } from '../db/audit-log.repository';
import { publishedContentChanged } from '../content/content-changes';
import type { AppDeps } from '../deps';
import { recordAudit, type AuditActor, type AuditSnapshot } from './record-audit';

/** What a console change reports for its audit-log row. */
export interface ConsoleChangeRecord<T> {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string | number;
  before: AuditSnapshot;
  after: AuditSnapshot;
  /** What the call answers. */
  result: T;
  /** The kinds of content changed, when the change itself finds them out (instead of runConsoleChange's argument). */
  contentTypes?: ConsoleContentType[];
}

export const editorActor = (editor: SessionEditor): AuditActor => ({ kind: 'editor', uid: editor.uid, mail: editor.mail });

/**
 * Runs one change an editor makes to content (docs/console-code.md): in one transaction the change,
 * its audit-log row (before and after) and the mark that the console changed this kind of content
 * (so `npm run portal -- seed` keeps it); `change` gets the moment of the change (the audit row's).
 * After the commit it calls `publishedContentChanged` (content/content-changes.ts), so every guest
 * and member sees the change on their next page load.
 */
export async function runConsoleChange<T>(
  { db, now, contentCache }: Pick<AppDeps, 'db' | 'now' | 'contentCache'>,
  editor: SessionEditor,
  contentTypes: ConsoleContentType | ConsoleContentType[],
  change: (tx: Db, at: Date) => Promise<ConsoleChangeRecord<T>>,
): Promise<T> {
  const at = now();
  const result = await db.transaction(async (tx) => {
    const record = await change(tx, at);
    const { action, entityType, entityId, before, after } = record;
    await recordAudit(tx, { actor: editorActor(editor), action, entityType, entityId, before, after, at });
    for (const contentType of record.contentTypes ?? [contentTypes].flat())
      await markEditedInConsole(tx, contentType, editor.mail, at);
    return record.result;
  });
  publishedContentChanged({ contentCache });
  return result;
}

/** `publish`/`unpublish` when a save changed only the published flag, else `update`. */
export function updateAction(before: Record<string, unknown>, after: Record<string, unknown>): AuditAction {
  const changed = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  if (changed.length === 1 && changed[0] === 'published') return after.published ? 'publish' : 'unpublish';
  return 'update';
}
