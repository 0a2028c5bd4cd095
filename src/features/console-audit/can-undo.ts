import type { AuditAction, AuditEntityType, AuditEntry } from '../../api/operations/listAuditEntries';
import { ACTION_LABELS, ENTITY_TYPE_LABELS } from './audit-labels';

// Which audit-log rows offer "Put back": the server's rules (server/services/undo-audit-entry.ts).

const CONTENT: readonly AuditEntityType[] = [
  'banner',
  'card',
  'mid_banner',
  'tag',
  'resource',
  'profession',
  'speciality',
  'need_help',
];
const ACTIONS: readonly AuditAction[] = ['create', 'update', 'publish', 'unpublish', 'delete', 'reorder'];

/** Whether "Put back" can undo this change (pages are restored from their History instead). */
export const canUndo = (entry: Pick<AuditEntry, 'action' | 'entity_type'>) =>
  CONTENT.includes(entry.entity_type) && ACTIONS.includes(entry.action);

type Named = Pick<AuditEntry, 'entity_type' | 'entity_id' | 'title'>;

/** "Banner “Autumn courses”" (or "Banner 3f6d…" for a row that names no item): the item as the table names it. */
export const itemLabel = (entry: Named) =>
  `${ENTITY_TYPE_LABELS[entry.entity_type]} ${entry.title === null ? entry.entity_id : `“${entry.title}”`}`;

/** "Changed Banner “Autumn courses”": the change as the table names it. */
export const changeLabel = (entry: Named & Pick<AuditEntry, 'action'>) => `${ACTION_LABELS[entry.action]} ${itemLabel(entry)}`;
