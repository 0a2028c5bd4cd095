import type { components } from '../../src/api/schema.gen';
import type { FakeRoutes } from './fake-api';

type Schemas = components['schemas'];
type Kind = Schemas['ListedContentKind'];

/** Any kind's console item, as its own list call answers it. */
type AnyItem = Record<string, unknown> & { published: boolean; revision: number };

/** The list row of an item: its id and title under whichever names its kind uses. */
function rowOf(item: AnyItem, titleOf?: (item: AnyItem) => string): Schemas['ContentListRow'] {
  const id = item.uuid ?? item.nid ?? item.tid ?? item.id;
  const title = titleOf?.(item) ?? item.title ?? item.name ?? item.resource_title ?? 'Mid banner';
  return {
    id: String(id),
    title: String(title),
    published: item.published,
    ...(typeof item.audience === 'string' ? { audience: item.audience as 'guest' | 'member' } : {}),
    revision: item.revision,
    updated_at: (item.updated_at as number | null) ?? null,
    updated_by: (item.updated_by as string | null) ?? null,
    view_url: null,
  };
}

/**
 * The console's list call of a kind (GET /api/editor/content/{kind}) over the items the test gives,
 * in their order: searched by title, filtered by status and audience, paged as the server does.
 * `titleOf` names an item of a kind without a title (a mid banner: the server names it by its text).
 */
export function contentListRoute(kind: Kind, items: () => readonly object[], titleOf?: (item: AnyItem) => string): FakeRoutes {
  const answer = (request: Request): Schemas['ContentListPage'] => {
    const query = new URL(request.url).searchParams;
    const q = query.get('q')?.toLowerCase();
    const status = query.get('status');
    const audience = query.get('audience');
    const page = Number(query.get('page') ?? 1);
    const limit = Number(query.get('limit') ?? 25);
    const rows = items()
      .map((item) => rowOf(item as AnyItem, titleOf))
      .filter((row) => !q || row.title.toLowerCase().includes(q))
      .filter((row) => !status || row.published === (status === 'published'))
      .filter((row) => !audience || row.audience === audience);
    return { items: rows.slice((page - 1) * limit, page * limit), total: rows.length, page, limit };
  };
  return { [`GET /api/editor/content/${kind}`]: answer } as unknown as FakeRoutes;
}

/** The bulk call of a kind answering each id with the same result (e.g. a refusal's message). */
export function bulkRoute(kind: Kind, result: { ok: boolean; message: string }, titles: Record<string, string> = {}): FakeRoutes {
  const answer = async (request: Request): Promise<Schemas['ContentBulkResults']> => {
    const { ids } = (await request.json()) as Schemas['ContentBulkAction'];
    return { results: ids.map((id) => ({ id, title: titles[id] ?? id, ...result })) };
  };
  return { [`POST /api/editor/content/${kind}/bulk`]: answer } as unknown as FakeRoutes;
}
