import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsentRecord } from '../../../src/api/operations/listConsents';
import {
  act,
  fireEvent,
  guestHomeRoutes,
  json,
  memberLayoutRoutes,
  memberSession,
  renderApp,
  screen,
  settingsSecurityRoutes,
  userEvent,
  waitFor,
  within,
  type FakeRoutes,
} from '../../support/render';

// 22 November 2026, 14:05:00 UTC
const T = 1_795_356_300;

const DELETED_NOTICE = 'Your account has been deleted. We have sent you a confirmation email.';

/** /settings with empty Security lists, plus whatever the test adds. */
function settingsRoutes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    ...memberLayoutRoutes,
    ...settingsSecurityRoutes,
    'GET /jsonapi/user/settings/7': { data: [{ email_notification: true }] },
    'GET /uiapi/myresource/7': [],
    ...extra,
  };
}

afterEach(() => void vi.restoreAllMocks());

const privacy = () => screen.findByRole('region', { name: 'Privacy' });
const probe = () => screen.getByTestId('session-probe');

describe('Settings → Privacy: consents', () => {
  it('lists every acceptance with the page, version and time, newest first', async () => {
    const consents: ConsentRecord[] = [
      { page: 'terms-service', title: 'Terms of Service', version: 2, accepted: T },
      { page: 'privacy-statement', title: 'Privacy Statement', version: 1, accepted: T - 86_400 },
      { page: 'terms-service', title: 'Terms of Service', version: 1, accepted: T - 86_400 },
    ];
    renderApp({ session: memberSession, path: '/settings', routes: settingsRoutes({ 'GET /api/user/consents': consents }) });
    const section = await screen.findByRole('region', { name: 'Consents' });
    expect(within(section).getByText(/Times are in UTC/)).toBeInTheDocument();
    const table = await within(section).findByRole('table', { name: 'Consents' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Page', 'Version', 'Accepted']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Terms of Service', '2', '22 November 2026, 14:05 UTC'],
      ['Privacy Statement', '1', '21 November 2026, 14:05 UTC'],
      ['Terms of Service', '1', '21 November 2026, 14:05 UTC'],
    ]);
    // Keyboard users can scroll the table (axe: scrollable-region-focusable).
    expect(within(section).getByRole('region', { name: 'Consents, scrollable' })).toHaveAttribute('tabindex', '0');
  });

  it('says so when there are none', async () => {
    renderApp({ session: memberSession, path: '/settings', routes: settingsRoutes() });
    expect(await within(await privacy()).findByText('You have not accepted any terms or policies yet.')).toBeInTheDocument();
    expect(within(await privacy()).queryByRole('table')).toBeNull();
  });

  it('says so when the consents cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp({
      session: memberSession,
      path: '/settings',
      routes: settingsRoutes({ 'GET /api/user/consents': json({ message: 'Service unavailable' }, 503) }),
    });
    expect(await within(await privacy()).findByText('Could not load your consents.')).toBeInTheDocument();
  });
});

describe('Settings → Privacy: Download my data', () => {
  const exported = { format: 'the-source-data-export/1', profile: { mail: 'anna.berg@clinic.example' }, consents: [] };

  it('saves the export as a JSON file under the server’s file name', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:the-export');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: { href: string; download: string; inDocument: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, inDocument: document.body.contains(this) });
    });
    const app = renderApp({
      session: memberSession,
      path: '/settings',
      routes: settingsRoutes({
        'GET /api/user/data-export': () =>
          new Response(JSON.stringify(exported), {
            headers: {
              'Content-Type': 'application/json',
              'Content-Disposition': 'attachment; filename="the-source-data-2026-11-22.json"',
            },
          }),
      }),
    });
    await user.click(await within(await privacy()).findByRole('button', { name: 'Download my data' }));

    expect(await within(await privacy()).findByRole('status')).toHaveTextContent(
      'Your data was saved as the-source-data-2026-11-22.json.',
    );
    expect(app.calls.filter((call) => call.path === '/api/user/data-export')).toHaveLength(1);
    expect(clicked).toEqual([{ href: 'blob:the-export', download: 'the-source-data-2026-11-22.json', inDocument: true }]);
    const blob = createObjectURL.mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual(exported);
    // The temporary link is gone, and the URL is revoked shortly after.
    expect(document.querySelector('a[download]')).toBeNull();
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:the-export'));
  });

  it('shows the server’s message when the export fails, and saves nothing', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.spyOn(URL, 'createObjectURL');
    renderApp({
      session: memberSession,
      path: '/settings',
      routes: settingsRoutes({ 'GET /api/user/data-export': json({ message: 'Service unavailable' }, 503) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await within(await privacy()).findByRole('alert')).toHaveTextContent('Service unavailable');
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(within(await privacy()).queryByRole('status')).toBeNull();
  });
});

describe('Settings → Privacy: Delete my account', () => {
  function deleteBackend(answer: (pass: string) => Response | { message: string }) {
    const bodies: unknown[] = [];
    return {
      bodies,
      routes: settingsRoutes({
        ...guestHomeRoutes,
        // /aboutus, visited at the end, reads its page.
        'GET /jsonapi/basiclandingpages/detail': [{ title: 'About us', body: '<p>About.</p>' }],
        'POST /api/user/account/delete': async (request: Request) => {
          const body = (await request.json()) as { pass: string };
          bodies.push(body);
          return answer(body.pass);
        },
      }),
    };
  }

  async function openDialog(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await within(await privacy()).findByRole('button', { name: 'Delete my account' }));
    return screen.findByRole('dialog', { name: 'Delete my account' });
  }

  it('explains what is deleted and what is kept, and asks for the password before calling', async () => {
    const user = userEvent.setup();
    const backend = deleteBackend(() => ({ message: 'deleted' }));
    renderApp({ session: memberSession, path: '/settings', routes: backend.routes });
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('heading', { name: 'What is deleted' })).toBeInTheDocument();
    for (const item of [
      'your profile and picture',
      'your settings and subscribed resources',
      'your notifications and which of them you have read',
      'your consents and sign-in history',
      'all your sessions: you are signed out everywhere',
    ]) {
      expect(within(dialog).getByText(item)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('heading', { name: 'What is kept, without your name or email address' })).toBeInTheDocument();
    expect(within(dialog).getByText(/the support and contact messages you sent/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Password/)).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Please enter your password')).toBeInTheDocument();
    expect(backend.bodies).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete my account' })).toBeNull());
    expect(probe()).toHaveTextContent('signed-in');
  });

  it('shows the server’s message for a wrong password and keeps the member signed in', async () => {
    const user = userEvent.setup();
    const wrong = 'Your password is incorrect. Your account has not been deleted.';
    const backend = deleteBackend(() => json({ message: wrong }, 400));
    const app = renderApp({ session: memberSession, path: '/settings', routes: backend.routes });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/^Password/), 'not-my-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(wrong);
    expect(backend.bodies).toEqual([{ pass: 'not-my-password' }]);
    expect(probe()).toHaveTextContent('signed-in');
    expect(app.location()).toBe('/settings');
  });

  it('on success signs out here (no logout call), goes Home and says once that the account is deleted', async () => {
    const user = userEvent.setup();
    const backend = deleteBackend(() => ({
      message: 'Your account has been deleted. A confirmation has been sent to your email address.',
    }));
    const app = renderApp({ session: memberSession, path: '/settings', routes: backend.routes });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/^Password/), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(DELETED_NOTICE);
    expect(backend.bodies).toEqual([{ pass: 'secret123' }]);
    expect(probe()).toHaveTextContent('signed-out');
    expect(app.location()).toBe('/');
    expect(window.localStorage.getItem('persist:root')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Delete my account' })).toBeNull();
    expect(app.calls.filter((call) => call.path === '/user/logout')).toEqual([]);

    // Shown once: closed, it does not come back.
    expect(screen.getByRole('main')).toContainElement(notice);
    fireEvent.click(within(notice).getByRole('button', { name: 'Close notice' }));
    await waitFor(() => expect(screen.queryByText(DELETED_NOTICE)).toBeNull());
    act(() => app.navigate('/aboutus'));
    act(() => app.navigate('/'));
    expect(screen.queryByText(DELETED_NOTICE)).toBeNull();
  });
});
