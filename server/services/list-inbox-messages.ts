import type { Schemas } from '../api/types';
import { listInboxRows } from '../db/contact-messages.repository';
import type { AppDeps } from '../deps';
import { toInboxMessage } from './inbox-message';

export const INBOX_PAGE_SIZE = 25;

/** The Inbox's query, as the contract has validated it. */
export interface InboxQuery {
  type?: Schemas['InboxMessageType'];
  resource?: string;
  handled?: boolean;
  /** 1-based. */
  page?: number;
  limit?: number;
}

/** One page of the help-form and support messages, newest first, filtered by type, resource and handled. */
export async function listInboxMessages({ db }: Pick<AppDeps, 'db'>, query: InboxQuery): Promise<Schemas['InboxPage']> {
  const page = query.page ?? 1;
  const limit = query.limit ?? INBOX_PAGE_SIZE;
  const { rows, total } = await listInboxRows(
    db,
    { form: query.type, resource: query.resource?.trim() || undefined, handled: query.handled },
    { limit, offset: (page - 1) * limit },
  );
  return { items: rows.map(toInboxMessage), total, page, limit };
}
