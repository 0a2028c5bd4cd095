import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen';
import { signedInEditor } from '../../support/editor-session';
import { json, renderApp, screen, userEvent, waitFor, within } from '../../support/render';
import { ACTIVITY_PING_ROUTE } from './activity-ping-route';
import { contentListRoute } from '../../support/console-lists';

type Schemas = components['schemas'];

const PROFESSIONS: Schemas['EditorProfession'][] = [
  {
    tid: '11',
    name: 'Ophthalmic Surgeon',
    published: true,
    revision: 1,
    updated_at: null,
    updated_by: null,
    speciality_count: 2,
  },
  { tid: '12', name: 'Optometrist', published: false, revision: 1, updated_at: null, updated_by: null, speciality_count: 1 },
];
const SPECIALITIES: Record<string, Schemas['EditorSpeciality'][]> = {
  '11': [
    {
      tid: '101',
      profession_tid: '11',
      name: 'Cataract & Refractive Surgery',
      published: true,
      revision: 1,
      updated_at: null,
      updated_by: null,
    },
    { tid: '102', profession_tid: '11', name: 'Glaucoma', published: true, revision: 1, updated_at: null, updated_by: null },
  ],
  '12': [
    {
      tid: '111',
      profession_tid: '12',
      name: 'Primary Eye Care',
      published: true,
      revision: 1,
      updated_at: null,
      updated_by: null,
    },
  ],
};

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** A console backend over the professions and their specialities that records what the console sends. */
function taxonomyBackend(answers: { bulkProfession?: Response; createSpeciality?: Response } = {}) {
  const sent: Sent[] = [];
  const record = async (request: Request, answer?: Response, ok: unknown = new Response(null, { status: 204 })) => {
    const body = request.method === 'DELETE' ? null : await request.json();
    sent.push({ method: request.method, path: new URL(request.url).pathname, body });
    return answer ?? ok;
  };
  return {
    sent,
    routes: {
      ...ACTIVITY_PING_ROUTE,
      'GET /api/editor/professions': PROFESSIONS,
      ...contentListRoute('professions', () => PROFESSIONS),
      'GET /api/editor/professions/11/specialities': SPECIALITIES['11'],
      'GET /api/editor/professions/12/specialities': SPECIALITIES['12'],
      'POST /api/editor/content/professions/bulk': (request: Request) =>
        record(request, answers.bulkProfession, {
          results: [{ id: '11', title: 'Ophthalmic Surgeon', ok: true, message: 'Unpublished.' }],
        }),
      'POST /api/editor/professions/12/specialities': async (request: Request) =>
        record(
          request,
          answers.createSpeciality,
          json(
            { tid: '112', profession_tid: '12', name: 'x', published: true, revision: 1, updated_at: null, updated_by: null },
            201,
          ),
        ),
      'PUT /api/editor/speciality-order': async (request: Request) => record(request, undefined, SPECIALITIES['11']),
    },
  };
}

const openProfessions = (backend: ReturnType<typeof taxonomyBackend>) =>
  renderApp({ path: '/editor/professions', stored: signedInEditor, routes: backend.routes as never });

const rowTitles = (list: HTMLElement) =>
  within(list)
    .getAllByTestId('content-row')
    .map((row) => row.querySelector('p')?.textContent);

describe('editor console: professions and specialities', () => {
  it('lists the professions with their specialities count, and the specialities of the first one', async () => {
    openProfessions(taxonomyBackend());
    const professions = await screen.findByRole('list', { name: 'Professions' });
    expect(rowTitles(professions)).toEqual(['1. Ophthalmic Surgeon', '2. Optometrist']);
    expect(within(professions).getByText('2 specialities')).toBeInTheDocument();
    expect(within(professions).getByText('1 speciality')).toBeInTheDocument();
    expect(within(professions).getByText('Draft')).toBeInTheDocument();
    const specialities = await screen.findByRole('list', { name: 'Specialities of Ophthalmic Surgeon' });
    expect(rowTitles(specialities)).toEqual(['1. Cataract & Refractive Surgery', '2. Glaucoma']);
    expect(screen.getByRole('combobox', { name: /^Profession/ })).toHaveValue('Ophthalmic Surgeon');
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Professions' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Professions · Editor console · the Source');
  });

  it('reorders specialities within their profession and unpublishes a profession by its name', async () => {
    const user = userEvent.setup();
    const backend = taxonomyBackend();
    openProfessions(backend);
    await user.click(await screen.findByRole('button', { name: 'Move “Cataract & Refractive Surgery” down' }));
    await waitFor(() =>
      expect(screen.getByText('Moved “Cataract & Refractive Surgery” to position 2 of 2.')).toBeInTheDocument(),
    );
    expect(backend.sent).toEqual([
      { method: 'PUT', path: '/api/editor/speciality-order', body: { profession_tid: '11', ids: ['102', '101'] } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Unpublish “Ophthalmic Surgeon”' }));
    await waitFor(() => expect(backend.sent).toHaveLength(2));
    expect(backend.sent[1]).toEqual({
      method: 'POST',
      path: '/api/editor/content/professions/bulk',
      body: { action: 'unpublish', ids: ['11'], revisions: { '11': 1 } },
    });
  });

  it('adds a speciality to the chosen profession, showing a duplicate name under the Name field', async () => {
    const user = userEvent.setup();
    const backend = taxonomyBackend({
      createSpeciality: json(
        { message: 'A speciality named Primary Eye Care already exists for Optometrist.', field: 'name' },
        400,
      ),
    });
    openProfessions(backend);
    await user.click(await screen.findByRole('combobox', { name: /^Profession/ }));
    await user.click(await screen.findByRole('option', { name: 'Optometrist (draft)' }));
    expect(rowTitles(await screen.findByRole('list', { name: 'Specialities of Optometrist' }))).toEqual(['1. Primary Eye Care']);

    await user.click(screen.getByRole('button', { name: 'Add a speciality' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a speciality to Optometrist' });
    await user.click(within(dialog).getByRole('button', { name: 'Add speciality' }));
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAccessibleDescription('Please enter a name');
    expect(backend.sent).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Name/), '  primary eye care ');
    await user.click(within(dialog).getByRole('button', { name: 'Add speciality' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Name/)).toHaveAccessibleDescription(
        'A speciality named Primary Eye Care already exists for Optometrist.',
      ),
    );
    expect(backend.sent).toEqual([
      {
        method: 'POST',
        path: '/api/editor/professions/12/specialities',
        body: { name: 'primary eye care', published: true },
      },
    ]);
  });

  it('names the specialities that go with a deleted profession, and shows why members’ professions are kept', async () => {
    const user = userEvent.setup();
    const refusal =
      'The profession Optometrist is used by 3 members: it or one of its specialities is in their profiles. Unpublish it instead: they keep it, and no one new can choose it.';
    const backend = taxonomyBackend({
      bulkProfession: json({ results: [{ id: '12', title: 'Optometrist', ok: false, message: refusal }] }),
    });
    openProfessions(backend);
    await user.click(await screen.findByRole('button', { name: 'Delete “Optometrist”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete?' });
    expect(dialog).toHaveTextContent('Delete the profession “Optometrist” and its 1 speciality?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(backend.sent).toEqual([
      {
        method: 'POST',
        path: '/api/editor/content/professions/bulk',
        body: { action: 'delete', ids: ['12'], revisions: { '12': 1 } },
      },
    ]);
  });
});

const ENTRIES: Schemas['EditorNeedHelp'][] = [
  { tid: '301', name: 'Account & login', published: true, revision: 1, updated_at: null, updated_by: null },
  { tid: '302', name: 'Surgical planning tools', published: true, revision: 1, updated_at: null, updated_by: null },
];

describe('editor console: the need-help list', () => {
  it('lists the entries, checks a new one’s name and unpublishes one', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderApp({
      path: '/editor/need-help',
      stored: signedInEditor,
      routes: {
        ...ACTIVITY_PING_ROUTE,
        'GET /api/editor/need-help': ENTRIES,
        ...contentListRoute('need-help', () => ENTRIES),
        'POST /api/editor/content/need-help/bulk': async (request: Request) => {
          sent.push(await request.json());
          return { results: [{ id: '302', title: 'Surgical planning tools', ok: true, message: 'Unpublished.' }] };
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Need-help list' });
    expect(rowTitles(list)).toEqual(['1. Account & login', '2. Surgical planning tools']);
    expect(document.title).toBe('Need-help list · Editor console · the Source');
    expect(screen.getByRole('heading', { level: 1, name: 'Need-help list' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add an entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a need-help entry' });
    await user.type(within(dialog).getByLabelText(/^Name/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAccessibleDescription('Please enter a name');
    expect(within(dialog).getByRole('switch', { name: 'Published (listed for guests and members)' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // It has changes, so it asks first.
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    // The dialog has closed (its exit transition too), so no timer of it outlives the test.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Unpublish “Surgical planning tools”' }));
    await waitFor(() => expect(sent).toEqual([{ action: 'unpublish', ids: ['302'], revisions: { '302': 1 } }]));
    expect(
      await screen.findByText('“Surgical planning tools” is unpublished: guests and members no longer see it.'),
    ).toBeInTheDocument();
  });
});
