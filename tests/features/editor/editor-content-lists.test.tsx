import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen';
import { signedInEditor } from '../../support/editor-session';
import { renderApp, screen, userEvent, waitFor, within } from '../../support/render';
import { ACTIVITY_PING_ROUTE } from './activity-ping-route';

type Schemas = components['schemas'];

const tag = (n: number, published = true): Schemas['EditorTag'] => ({
  tid: String(200 + n),
  name: `Topic ${String(n).padStart(2, '0')}`,
  published,
  revision: 3,
  updated_at: null,
  updated_by: null,
});
const TAGS = Array.from({ length: 30 }, (_, n) => tag(n + 1, n % 5 !== 0));

const row = (item: Schemas['EditorTag']): Schemas['ContentListRow'] => ({
  id: item.tid,
  title: item.name,
  published: item.published,
  revision: item.revision,
  updated_at: 1_780_000_000,
  updated_by: 'ana@lumira.example',
  view_url: null,
});

/** A console over 30 tags whose list call records each query and answers what the server would. */
function openTags(bulk?: (body: Schemas['ContentBulkAction']) => Schemas['ContentBulkResults']) {
  const queries: string[] = [];
  const bulks: Schemas['ContentBulkAction'][] = [];
  renderApp({
    path: '/editor/tags',
    stored: signedInEditor,
    routes: {
      ...ACTIVITY_PING_ROUTE,
      'GET /api/editor/tags': TAGS,
      'GET /api/editor/content/tags': (request: Request) => {
        const query = new URL(request.url).searchParams;
        queries.push(query.toString());
        const q = query.get('q')?.toLowerCase() ?? '';
        const page = Number(query.get('page'));
        const limit = Number(query.get('limit'));
        const matching = TAGS.filter((item) => item.name.toLowerCase().includes(q));
        const sorted = query.get('dir') === 'desc' ? [...matching].reverse() : matching;
        return { items: sorted.slice((page - 1) * limit, page * limit).map(row), total: matching.length, page, limit };
      },
      'POST /api/editor/content/tags/bulk': async (request: Request) => {
        const body = (await request.json()) as Schemas['ContentBulkAction'];
        bulks.push(body);
        return bulk!(body);
      },
    },
  });
  return { queries, bulks };
}

const titles = async () =>
  within(await screen.findByRole('list', { name: 'Search tags' }))
    .getAllByTestId('content-row')
    .map((item) => item.querySelector('p')?.textContent);

describe('editor console: a content list', () => {
  it('pages 25 at a time, searches and sorts through the server, and says who changed each item', async () => {
    const user = userEvent.setup();
    const { queries } = openTags();
    expect(await titles()).toHaveLength(25);
    expect(screen.getByText('30 tags')).toBeInTheDocument();
    expect(screen.getAllByText(/^Changed .* by ana@lumira\.example$/)).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(async () =>
      expect(await titles()).toEqual(['26. Topic 26', '27. Topic 27', '28. Topic 28', '29. Topic 29', '30. Topic 30']),
    );
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search'), 'topic 1');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(async () => expect(await titles()).toHaveLength(10));
    // A search shows the matches without their places, and moving is off.
    expect((await titles())[0]).toBe('Topic 10');
    expect(screen.queryByRole('button', { name: /^Move/ })).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Title, Z to A' }));
    await waitFor(async () => expect((await titles())[0]).toBe('Topic 19'));
    expect(queries.at(-1)).toBe('q=topic+1&sort=title&dir=desc&page=1&limit=25');
    expect(queries[1]).toBe('page=2&limit=25');
  });

  it('asks before unpublishing the chosen tags, naming them, then says how it went for each', async () => {
    const user = userEvent.setup();
    const { bulks } = openTags(({ ids }) => ({
      results: ids.map((id, n) => ({
        id,
        title: TAGS.find((item) => item.tid === id)!.name,
        ok: n < 2,
        message: n < 2 ? 'Unpublished.' : 'Someone else changed “Topic 04” after you opened it.',
      })),
    }));
    for (const name of ['Topic 02', 'Topic 03', 'Topic 04'])
      await user.click(await screen.findByRole('checkbox', { name: `Select “${name}”` }));
    const actions = screen.getByRole('group', { name: 'Bulk actions' });
    expect(actions).toHaveTextContent('3 tags chosen');
    await user.click(within(actions).getByRole('button', { name: 'Unpublish chosen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish 3 tags?' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Topic 02', 'Topic 03', 'Topic 04']);
    expect(bulks).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish 3 tags' }));
    await waitFor(() => expect(screen.getByText('2 of 3 tags unpublished.')).toBeInTheDocument());
    expect(bulks).toEqual([{ action: 'unpublish', ids: ['202', '203', '204'], revisions: { '202': 3, '203': 3, '204': 3 } }]);
    expect(screen.getByRole('alert')).toHaveTextContent('1 of 3 not changed');
    expect(screen.getByRole('alert')).toHaveTextContent('Topic 04: Someone else changed “Topic 04” after you opened it.');
    expect(screen.queryByRole('group', { name: 'Bulk actions' })).toBeNull();
  });
});
