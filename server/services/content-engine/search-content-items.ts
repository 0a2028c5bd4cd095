import { getTableColumns } from 'drizzle-orm';
import type { Schemas } from '../../api/types';
import type { ContentKind } from '../../content-kinds/content-kind';
import { pageOfContentRows, type ContentRow } from '../../db/content-items.repository';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../errors';
import { revisionOf } from './content-item-shape';

// One page of a content kind's console list (docs/console-kinds.md, "Lists"): searched, filtered,
// sorted and paged by the database, so a list of 100,000 rows reads one page of them.

export const CONTENT_PAGE_SIZE = 25;

/** The list's query, as the contract has validated it. */
export interface ContentListQuery {
  q?: string;
  status?: 'published' | 'draft';
  audience?: 'guest' | 'member';
  sort?: 'order' | 'title' | 'status' | 'updated' | 'audience';
  dir?: 'asc' | 'desc';
  page?: number;
  limit?: number;
}

const NO_AUDIENCE = 'Only banners have an audience.';

/** The row's property holding an item field (the drizzle name of the column of that SQL name). */
function keyOfField(kind: ContentKind, field: string): string | undefined {
  return Object.entries(getTableColumns(kind.store.table)).find(([, column]) => column.name === field)?.[0];
}

/** The column a sort by `sort` orders by. */
function sortKey(kind: ContentKind, sort: Exclude<ContentListQuery['sort'], 'order' | undefined>): string {
  switch (sort) {
    case 'title':
      return (kind.titleKey && keyOfField(kind, kind.titleKey)) ?? kind.list!.search[0]!;
    case 'status':
      return 'published';
    case 'updated':
      return 'updatedAt';
    case 'audience':
      if (kind.entityType !== 'banner') throw badRequest(NO_AUDIENCE, 'sort');
      return kind.store.group!;
  }
}

/** The list's row of an item: what names it, its state, its last save and where members see it. */
function listRowOf(kind: ContentKind, row: ContentRow): Schemas['ContentListRow'] {
  const titleKey = kind.titleKey && keyOfField(kind, kind.titleKey);
  const title = kind.list?.titleOf?.(row) ?? (titleKey ? String(row[titleKey]) : '');
  return {
    id: String(row[kind.store.id]),
    title,
    published: row.published === true,
    ...(kind.entityType === 'banner' ? { audience: row[kind.store.group!] as 'guest' | 'member' } : {}),
    ...revisionOf(row),
    view_url: kind.list?.viewOnSite?.(row) ?? null,
  };
}

export async function searchContentItems(
  { db }: Pick<AppDeps, 'db'>,
  kind: ContentKind,
  query: ContentListQuery,
): Promise<Schemas['ContentListPage']> {
  if (query.audience && kind.entityType !== 'banner') throw badRequest(NO_AUDIENCE, 'audience');
  const page = query.page ?? 1;
  const limit = query.limit ?? CONTENT_PAGE_SIZE;
  const text = query.q?.trim();
  const sort =
    !query.sort || query.sort === 'order' ? 'order' : { key: sortKey(kind, query.sort), descending: query.dir === 'desc' };
  const { rows, total } = await pageOfContentRows(db, kind.store, {
    search: text ? { columns: kind.list!.search, text } : undefined,
    published: query.status === undefined ? undefined : query.status === 'published',
    group: query.audience,
    sort,
    limit,
    offset: (page - 1) * limit,
  });
  return { items: rows.map((row) => listRowOf(kind, row)), total, page, limit };
}
