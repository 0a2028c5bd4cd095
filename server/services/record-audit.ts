import type { Db } from '../db/client';
import { insertAuditRow, type AuditAction, type AuditEntityType } from '../db/audit-log.repository';

/** Who made a change: a signed-in editor, or an editor command (`npm run portal -- …`, through the admin API or not). */
export type AuditActor = { kind: 'editor'; uid: number; mail: string } | { kind: 'command-line' };

export const COMMAND_LINE: AuditActor = { kind: 'command-line' };
/** How the audit log names changes made by an editor command. */
export const COMMAND_LINE_LABEL = 'command line';

/** A JSON value as the audit log keeps it (no passwords, hashes or tokens ever go in). */
export type AuditSnapshot = Record<string, unknown> | null;

interface AuditEntry {
  actor: AuditActor;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string | number;
  /** The entity before the change (null when it is created). */
  before: AuditSnapshot;
  /** The entity after the change (null when it is deleted). */
  after: AuditSnapshot;
  at: Date;
}

/**
 * Writes one audit-log row (docs/console-code.md). Call it with the transaction that makes the change,
 * so the change and its row are stored together or not at all.
 */
export async function recordAudit(tx: Db, { actor, action, entityType, entityId, before, after, at }: AuditEntry): Promise<void> {
  await insertAuditRow(tx, {
    actorUid: actor.kind === 'editor' ? actor.uid : null,
    actorLabel: actor.kind === 'editor' ? actor.mail : COMMAND_LINE_LABEL,
    action,
    entityType,
    entityId: String(entityId),
    before,
    after,
    createdAt: at,
  });
}
