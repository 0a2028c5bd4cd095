import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen';
import { EDITOR_SESSION_KEY } from '../../../src/session/editor-session';
import { editorLogin, signedInEditor } from '../../support/editor-session';
import { json, memberSession, renderApp, screen, userEvent, waitFor, within } from '../../support/render';

type Schemas = components['schemas'];

const entry = (id: number, overrides: Partial<Schemas['AuditEntry']> = {}): Schemas['AuditEntry'] => ({
  id: String(id),
  created: 1_780_000_000 + id,
  actor: { uid: '7', label: 'eva@example.com' },
  action: 'set_password',
  entity_type: 'editor',
  entity_id: '7',
  title: null,
  before: { password_set: false },
  after: { password_set: true },
  ...overrides,
});

const page = (items: Schemas['AuditEntry'][], total = items.length, pageNumber = 1): Schemas['AuditPage'] => ({
  items,
  total,
  page: pageNumber,
  limit: 25,
});

/** localStorage holding a signed-in editor's session. */

describe('editor console: sign-in', () => {
  it('signs an editor in and opens the audit log, never the member home', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    const app = renderApp({
      path: '/editor/login',
      routes: {
        'POST /api/editor/login': async (request: Request) => {
          sent = await request.json();
          return editorLogin;
        },
        'GET /api/editor/audit-log': page([
          entry(2),
          entry(1, { action: 'create', actor: { uid: null, label: 'command line' } }),
        ]),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Sign in' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'eva @example.com');
    expect(screen.getByLabelText('Email')).toHaveValue('eva@example.com');
    await user.type(screen.getByLabelText('Password'), 'Amber-Console-58');
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'Audit log' })).toBeInTheDocument();
    expect(sent).toEqual({ email: 'eva@example.com', password: 'Amber-Console-58' });
    expect(app.location()).toBe('/editor');
    // Issue 44: the console is named like the rest of the portal, not after the company.
    expect(screen.getByText('The Source · Editor console')).toBeInTheDocument();
    expect(screen.getByTestId('editor-name')).toHaveTextContent('Eva Lindqvist (eva@example.com)');
    expect(screen.getByTestId('session-probe')).toHaveTextContent('signed-out');
    const auditCall = app.calls.find((call) => call.path === '/api/editor/audit-log');
    expect(auditCall?.authorization).toBe('Bearer editor-access');
    expect(document.title).toBe('Audit log · Editor console · the Source');
  });

  it("shows the server's refusal under the form (a member account at the console)", async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/editor/login',
      routes: {
        'POST /api/editor/login': () =>
          json({ message: 'This is a member account, not an editor account. Members sign in at /login.' }, 403),
      },
    });
    await user.type(await screen.findByLabelText('Email'), 'anna@clinic.example');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is a member account, not an editor account. Members sign in at /login.',
    );
  });

  it('shows a signed-in member going to /editor the editor sign-in, not their session', async () => {
    const app = renderApp({ path: '/editor', session: memberSession, routes: {} });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(app.location()).toBe('/editor/login');
    expect(screen.queryByRole('navigation', { name: 'Console' })).not.toBeInTheDocument();
  });
});

describe('editor console: set password from the emailed link', () => {
  it('sends uid, token and the new password; a spent link shows the server message', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    let answer: 'refuse' | 'accept' = 'refuse';
    renderApp({
      path: '/editor/set-password/7/tok_en-1',
      routes: {
        'POST /api/editor/password': async (request: Request) => {
          bodies.push(await request.json());
          return answer === 'refuse'
            ? json({ message: 'This link is invalid or has already been used.' }, 400)
            : { message: 'Your password has been set. You can now sign in to the editor console.' };
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Set password' });
    await user.type(screen.getByLabelText('New password'), 'Amber-Console-58');
    await user.type(screen.getByLabelText('Confirm password'), 'Amber-Console-5');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Confirm password'), '8');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has already been used.');
    answer = 'accept';
    await user.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been set.');
    expect(bodies.at(-1)).toEqual({ uid: '7', token: 'tok_en-1', password: 'Amber-Console-58' });
    expect(screen.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/editor/login');
  });
});

describe('editor console: audit log', () => {
  it('lists entries with who, action, entity and the change, and filters them', async () => {
    const user = userEvent.setup();
    const searches: string[] = [];
    const app = renderApp({
      path: '/editor',
      stored: signedInEditor,
      routes: {
        'GET /api/editor/audit-log': (request: Request) => {
          searches.push(new URL(request.url).search);
          return page([entry(2), entry(1, { action: 'create', actor: { uid: null, label: 'command line' }, before: null })]);
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    // The log's own rows (each change's field table has rows of its own).
    const rows = within(table)
      .getAllByRole('row')
      .filter((row) => row.closest('table') === table);
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .filter((cell) => cell.closest('tr') === rows[1])
        .map((cell) => cell.textContent),
    ).toEqual([
      expect.stringMatching(/^\d+ \w+ \d{4}, \d\d:\d\d UTC$/),
      'eva@example.com',
      'Password set',
      'Editor account 7Only this item',
      'What changed (1)FieldBeforeAfterPassword setNoYes',
    ]);
    // The change is folded in a native disclosure until asked for.
    expect(within(rows[1]!).getByText('What changed (1)').closest('details')).not.toHaveAttribute('open');
    expect(within(rows[2]!).getByText('command line')).toBeInTheDocument();
    expect(screen.getByText('2 entries')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Editor'), 'eva');
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Created' }));
    await user.type(screen.getByLabelText('From (UTC)'), '2026-05-02');
    await user.type(screen.getByLabelText('To (UTC)'), '2026-05-01');
    expect(screen.getByText('The "to" date must not be before the "from" date.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('To (UTC)'));
    await user.type(screen.getByLabelText('To (UTC)'), '2026-05-03');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(searches.at(-1)).toBe('?actor=eva&action=create&from=2026-05-02&to=2026-05-03&page=1&limit=25'));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    // Back to the unfiltered first page (still cached from the first load).
    await waitFor(() => expect(screen.getByLabelText('Editor')).toHaveValue(''));
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('');
    expect(searches.filter((search) => search === '?page=1&limit=25')).toHaveLength(1);
    expect(await screen.findByText('2 entries')).toBeInTheDocument();
    expect(app.location()).toBe('/editor');
  });

  it('pages through the log', async () => {
    const user = userEvent.setup();
    const searches: string[] = [];
    renderApp({
      path: '/editor',
      stored: signedInEditor,
      routes: {
        'GET /api/editor/audit-log': (request: Request) => {
          const search = new URL(request.url).search;
          searches.push(search);
          const n = search.includes('page=2') ? 2 : 1;
          return page([entry(n * 100, { entity_id: String(n * 100) })], 30, n);
        },
      },
    });
    expect(await screen.findByText('30 entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(searches.at(-1)).toBe('?page=2&limit=25'));
    const table = await screen.findByRole('table', { name: 'Audit log' });
    await waitFor(() => expect(within(table).getByRole('cell', { name: /^Editor account 200/ })).toBeInTheDocument());
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('goes back to the sign-in with the reason when the session has ended', async () => {
    const app = renderApp({
      path: '/editor',
      stored: signedInEditor,
      routes: {
        'GET /api/editor/audit-log': () => json({ message: 'You were signed out after 100 minutes without activity.' }, 401),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('You were signed out after 100 minutes without activity.')).toBeInTheDocument();
    expect(app.location()).toBe('/editor/login');
    expect(window.localStorage.getItem(EDITOR_SESSION_KEY)).toBeNull();
  });

  it('signs out with the logout and csrf tokens, and lands on the sign-in', async () => {
    const user = userEvent.setup();
    let logout: { search: string; csrf: string | null } | undefined;
    const app = renderApp({
      path: '/editor',
      stored: signedInEditor,
      routes: {
        'GET /api/editor/audit-log': page([]),
        'POST /api/editor/logout': (request: Request) => {
          logout = { search: new URL(request.url).search, csrf: request.headers.get('X-CSRF-Token') };
          return new Response(null, { status: 204 });
        },
      },
    });
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(logout).toEqual({ search: '?token=editor-logout', csrf: 'editor-csrf' });
    expect(app.calls.find((call) => call.path === '/api/editor/logout')?.authorization).toBe('Bearer editor-access');
    expect(window.localStorage.getItem(EDITOR_SESSION_KEY)).toBeNull();
  });
});
