import type { ContentListQuery } from '../../../api/operations/searchEditorContent';

// What a console content list shows (docs/console-kinds.md, "Lists"): the applied search and
// filter, the sort, the page and its size; the server searches, sorts and pages.

export interface ListFilterValues {
  q: string;
  /** '' means any. */
  status: 'published' | 'draft' | '';
}

export const NO_LIST_FILTERS: ListFilterValues = { q: '', status: '' };

/** The sorts a list offers, each a column and a direction. */
export const SORTS = {
  order: 'Display order',
  'title:asc': 'Title, A to Z',
  'title:desc': 'Title, Z to A',
  'updated:desc': 'Last changed, newest first',
  'updated:asc': 'Last changed, oldest first',
  'status:desc': 'Published first',
  'status:asc': 'Drafts first',
} as const;
export type ListSort = keyof typeof SORTS;

export const PAGE_SIZES = ['10', '25', '50', '100'] as const;

export interface ListView {
  filters: ListFilterValues;
  sort: ListSort;
  page: number;
  limit: number;
}

export const FIRST_VIEW: ListView = { filters: NO_LIST_FILTERS, sort: 'order', page: 1, limit: 25 };

/** The list call's query for a view (of one audience's banners, when given). */
export function toListQuery({ filters, sort, page, limit }: ListView, audience?: 'guest' | 'member'): ContentListQuery {
  const q = filters.q.trim();
  const [column, dir] = sort.split(':') as [NonNullable<ContentListQuery['sort']>, 'asc' | 'desc' | undefined];
  return {
    ...(q ? { q } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(audience ? { audience } : {}),
    ...(column === 'order' ? {} : { sort: column, dir }),
    page,
    limit,
  };
}

/** Moving rows up and down changes the display order: offered only while the list shows all of it, in that order. */
export const showsDisplayOrder = ({ filters, sort }: ListView) =>
  sort === 'order' && filters.q.trim() === '' && filters.status === '';

/** "Changed 2 Dec 2026, 17:40 by eva@example.com", or nothing for an item no editor has saved. */
export function changedLine(updatedAt: number | null, updatedBy: string | null): string | undefined {
  if (updatedAt === null) return undefined;
  const when = new Date(updatedAt * 1000).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  return `Changed ${when}${updatedBy ? ` by ${updatedBy}` : ''}`;
}
