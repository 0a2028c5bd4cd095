import type { InboxMessageType, InboxQuery } from '../../api/operations/listInboxMessages';

/** The Inbox's filter form: '' means any. */
export interface InboxFilterValues {
  type: InboxMessageType | '';
  resource: string;
  handled: 'true' | 'false' | '';
}

export const NO_INBOX_FILTERS: InboxFilterValues = { type: '', resource: '', handled: '' };

export const TYPE_LABELS: Record<InboxMessageType, string> = { need_help_form: 'Help form', support: 'Support' };

/** The list call's query for these filters and page. */
export function toInboxQuery(filters: InboxFilterValues, page: number, limit: number): InboxQuery {
  const resource = filters.resource.trim();
  return {
    ...(filters.type ? { type: filters.type } : {}),
    ...(resource ? { resource } : {}),
    ...(filters.handled ? { handled: filters.handled === 'true' } : {}),
    page,
    limit,
  };
}
