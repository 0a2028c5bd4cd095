import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen';
import { signedInEditor } from '../../support/editor-session';
import { renderApp, screen, userEvent, waitFor, within } from '../../support/render';

type Schemas = components['schemas'];

const EDIT: Schemas['AuditEntry'] = {
  id: '12',
  created: 1_780_000_000,
  actor: { uid: '7', label: 'eva@example.com' },
  action: 'update',
  entity_type: 'resource',
  entity_id: '1011',
  title: 'Lens Atlas',
  before: { title: 'Lens Atlas', summary: 'Old words.', description: '<p>Same</p>', published: false, user_type: ['1'] },
  after: { title: 'Lens Atlas', summary: 'New words.', description: '<p>Same</p>', published: true, user_type: ['1', '2'] },
};
const REORDER: Schemas['AuditEntry'] = {
  ...EDIT,
  id: '11',
  action: 'reorder',
  entity_type: 'banner',
  entity_id: 'guest',
  title: null,
  before: { order: ['a', 'b'], titles: ['Welcome', 'Clarity'] },
  after: { order: ['b', 'a'], titles: ['Clarity', 'Welcome'] },
};

describe('editor console: a readable audit log', () => {
  it('names the item by title, shows only the changed fields, and a reorder by title', async () => {
    const user = userEvent.setup();
    const searches: string[] = [];
    renderApp({
      path: '/editor',
      stored: signedInEditor,
      routes: {
        'GET /api/editor/audit-log': (request: Request) => {
          const search = new URL(request.url).search;
          searches.push(search);
          return { items: search.includes('entity_id') ? [EDIT] : [EDIT, REORDER], total: 2, page: 1, limit: 25 };
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(table).getByText('“Lens Atlas”')).toBeInTheDocument();
    await user.click(within(table).getByText('What changed (3)'));
    const diff = within(table).getByRole('table');
    expect(
      within(diff)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['FieldBeforeAfter', 'SummaryOld words.New words.', 'PublishedNoYes', 'Who may add it11, 2']);
    await user.click(within(table).getByText('Order before and after'));
    const [before, after] = within(table).getAllByRole('list');
    expect(
      within(before!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Welcome', 'Clarity']);
    expect(
      within(after!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Clarity', 'Welcome']);

    await user.click(within(table).getByRole('button', { name: 'Only this item: Resource “Lens Atlas”' }));
    await waitFor(() => expect(searches.at(-1)).toBe('?entity_type=resource&entity_id=1011&page=1&limit=25'));
    expect(screen.getByRole('group', { name: 'Item filter' })).toHaveTextContent('Only the changes of Resource “Lens Atlas”.');
    await user.click(screen.getByRole('button', { name: 'Show every item' }));
    // Every item's changes again (the first page, still cached from the first load).
    await waitFor(() => expect(screen.getByText('Order before and after')).toBeInTheDocument());
    expect(screen.queryByRole('group', { name: 'Item filter' })).toBeNull();
  });
});
