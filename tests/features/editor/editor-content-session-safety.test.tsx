import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../../src/api/schema.gen';
import { editorLogin, signedInEditor } from '../../support/editor-session';
import { json, renderApp, screen, userEvent, waitFor, within } from '../../support/render';
import { contentListRoute } from '../../support/console-lists';

type Schemas = components['schemas'];

const TAG: Schemas['EditorTag'] = {
  tid: '201',
  name: 'Cataract surgery',
  published: true,
  revision: 4,
  updated_at: null,
  updated_by: null,
};
const ENDED = 'You were signed out after 100 minutes without activity.';

/** A console over one tag; `expired` makes the first save answer 401 (the idle expiry). */
function openTags({ expired = false } = {}) {
  const pings: string[] = [];
  const saves: { authorization: string | null; body: unknown }[] = [];
  const logins: unknown[] = [];
  renderApp({
    path: '/editor/tags',
    stored: signedInEditor,
    routes: {
      'GET /api/editor/tags': [TAG],
      ...contentListRoute('tags', () => [TAG]),
      'GET /api/editor/me': (request: Request) => {
        pings.push(request.headers.get('Authorization') ?? '');
        return editorLogin.editor;
      },
      'PUT /api/editor/tags/201': async (request: Request) => {
        const authorization = request.headers.get('Authorization');
        const body = (await request.json()) as Schemas['TagInput'];
        saves.push({ authorization, body });
        if (expired && authorization === `Bearer ${editorLogin.access_token}`) return json({ message: ENDED }, 401);
        return { ...TAG, ...body, revision: 5 };
      },
      'POST /api/editor/login': async (request: Request) => {
        logins.push(await request.json());
        return { ...editorLogin, access_token: 'editor-access-2' };
      },
      'GET /api/editor/audit-log': { items: [], total: 0, page: 1, limit: 25 },
    } as never,
  });
  return { pings, saves, logins };
}

const openEdit = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Edit “Cataract surgery”' }));
  return screen.findByRole('dialog', { name: /Cataract surgery/ });
};

afterEach(() => vi.restoreAllMocks());

describe('editor console: an editor’s session while a form has changes', () => {
  it('counts typing as activity: one ping on the first change, the next only a minute later', async () => {
    const user = userEvent.setup();
    const { pings } = openTags();
    const dialog = await openEdit(user);
    const before = pings.length;
    const name = within(dialog).getByLabelText(/^Name/);
    await user.type(name, ' and lens');
    await waitFor(() => expect(pings.length).toBe(before + 1));
    expect(pings.at(-1)).toBe(`Bearer ${editorLogin.access_token}`);

    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    await user.type(name, 's');
    await waitFor(() => expect(pings.length).toBe(before + 2));
    await user.type(name, 'x');
    expect(pings.length).toBe(before + 2);
  });

  it('signs in again over the form when the session ended, then saves what was typed', async () => {
    const user = userEvent.setup();
    const { saves, logins } = openTags({ expired: true });
    const dialog = await openEdit(user);
    const name = within(dialog).getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Cataract procedures');
    await user.click(within(dialog).getByRole('button', { name: /^Save/ }));

    const signIn = await screen.findByRole('dialog', { name: 'Sign in again to save' });
    expect(within(signIn).getByLabelText('Email')).toHaveValue('eva@example.com');
    // The console stays: the form and what was typed are still there.
    expect(screen.getByRole('dialog', { name: /Cataract surgery/ })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Cataract procedures');

    await user.type(within(signIn).getByLabelText('Password'), 'correct horse');
    await user.click(within(signIn).getByRole('button', { name: 'Sign in and save' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(logins).toEqual([{ email: 'eva@example.com', password: 'correct horse' }]);
    expect(saves[1]).toEqual({
      authorization: 'Bearer editor-access-2',
      body: { name: 'Cataract procedures', published: true, revision: 4 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Cataract surgery/ })).toBeNull());
    await waitFor(() => expect(screen.getByTestId('console-status')).toHaveTextContent('Saved “Cataract procedures”.'));
    // Still in the console, on the list, signed in with the new session.
    expect(screen.queryByRole('dialog', { name: 'Sign in again to save' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Edit “Cataract surgery”' })).toBeInTheDocument();
  });
});
