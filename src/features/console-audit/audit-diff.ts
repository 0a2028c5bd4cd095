import type { AuditEntry } from '../../api/operations/listAuditEntries';

// "Before and after" of an audit row as a person reads it (issue 38, "Readable audit log"): only the
// fields that changed, each value as text; a reorder as the old and the new order by title.

type Snapshot = NonNullable<AuditEntry['before']>;

export interface FieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

export type AuditDiff = { kind: 'fields'; changes: FieldChange[] } | { kind: 'order'; before: string[]; after: string[] };

/** How the log names the fields the console's forms call otherwise. */
const FIELD_LABELS: Record<string, string> = {
  slug_url: 'Address',
  banner_asset: 'Picture or video',
  small_banner_asset: 'Small picture',
  redirect_links: 'Links',
  redirect_link: 'Link',
  resource_title: 'Title',
  user_type: 'Who may add it',
  url_type: 'App types',
  web_app_url: 'Web app address',
  mobile_app_url: 'Mobile app address',
  enable_visit: 'Visit button',
  popup_consent: 'Thank-you text',
  required_approval: 'Needs approval',
  related_tags: 'Related tags',
  support_areas: 'Support areas',
  media: 'Gallery',
};

/** "support_areas" → "Support areas", unless the log has a label of its own for it. */
export const fieldLabel = (field: string) =>
  FIELD_LABELS[field] ?? `${field.charAt(0).toUpperCase()}${field.slice(1).replace(/_/g, ' ')}`;

/** A stored value as text: rich text without its tags, lists joined, yes or no, "—" for nothing. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string')
    return value
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(valueText).join(', ');
  return JSON.stringify(value);
}

const orderOf = (snapshot: Snapshot | null) => {
  if (!snapshot || !Array.isArray(snapshot.order)) return null;
  const titles = Array.isArray(snapshot.titles) ? (snapshot.titles as unknown[]) : null;
  return (snapshot.order as unknown[]).map((id, index) => String(titles?.[index] ?? id));
};

/** What changed between the two snapshots of a row (every field of a created or deleted item). */
export function auditDiff(before: Snapshot | null, after: Snapshot | null): AuditDiff {
  const [was, is] = [orderOf(before), orderOf(after)];
  if (was && is) return { kind: 'order', before: was, after: is };
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes = fields
    .filter((field) => JSON.stringify(before?.[field]) !== JSON.stringify(after?.[field]))
    .map((field) => ({ field, label: fieldLabel(field), before: valueText(before?.[field]), after: valueText(after?.[field]) }));
  return { kind: 'fields', changes };
}
