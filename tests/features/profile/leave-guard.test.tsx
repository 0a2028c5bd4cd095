import { describe, expect, it } from 'vitest';
import {
  footerPage,
  guestHomeRoutes,
  memberHomeRoutes,
  memberSession,
  renderApp,
  screen,
  settingsSecurityRoutes,
  userEvent,
  waitFor,
  within,
} from '../../support/render';
import { professionalRecord, profileBackend } from './profile-fixtures';

// Issue 10: every in-app way off My Account asks while edits are unsaved (src/lib/navigation-guard.ts).
const LEAVE = 'Are you sure you want to leave? All provided data will be lost.';

type User = ReturnType<typeof userEvent.setup>;

function renderDirtyProfile() {
  const backend = profileBackend(professionalRecord);
  const app = renderApp({
    path: '/userProfile',
    session: memberSession,
    routes: {
      ...backend.routes,
      ...guestHomeRoutes,
      // Leaving by the logo lands on the member home, whose calls may start before the test ends.
      ...memberHomeRoutes,
      'GET /jsonapi/basiclandingpages': [footerPage('terms-service')],
      'GET /jsonapi/basiclandingpages/detail': [{ title: 'Terms of Service', body: '<p>Terms.</p>' }],
      'POST /user/logout': () => new Response(null, { status: 204 }),
      'GET /jsonapi/user/settings/7': { data: [{ email_notification: true }] },
      // Leaving by the user menu's Settings lands there.
      ...settingsSecurityRoutes,
    },
  });
  return app;
}

async function editFirstName(user: User, value: string) {
  await screen.findByRole('heading', { name: 'My Account' }, { timeout: 5000 });
  await user.click(screen.getByRole('button', { name: 'Edit Profile picture and name' }));
  const first = screen.getByRole('textbox', { name: 'First Name' });
  await user.clear(first);
  await user.type(first, value);
}

async function openUserMenuItem(user: User, item: string) {
  await user.click(screen.getByRole('button', { name: /^User menu/ }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

const prompt = () => screen.findByRole('dialog', { name: 'Unsaved changes' });

describe('My Account: leaving with unsaved edits', { timeout: 30_000 }, () => {
  it('asks before the user menu takes the member to Settings; staying keeps the edits', async () => {
    const user = userEvent.setup();
    const app = renderDirtyProfile();
    await editFirstName(user, 'Zed');
    await openUserMenuItem(user, 'Settings');
    const dialog = await prompt();
    expect(within(dialog).getByText(LEAVE)).toBeInTheDocument();
    expect(app.location()).toBe('/userProfile');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull());
    expect(app.location()).toBe('/userProfile');
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Zed');
  });

  it('asks before a footer link leaves, and goes there once confirmed', async () => {
    const user = userEvent.setup();
    const app = renderDirtyProfile();
    await editFirstName(user, 'Zed');
    await user.click(await screen.findByRole('link', { name: 'Page terms-service' }));
    const dialog = await prompt();
    expect(app.location()).toBe('/userProfile');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, discard changes' }));
    await waitFor(() => expect(app.location()).toBe('/linkdetail/terms-service'));
    expect(await screen.findByRole('heading', { name: 'Terms of Service' })).toBeInTheDocument();
  });

  it('asks before Logout ends the session: staying keeps the member signed in, confirming logs out', async () => {
    const user = userEvent.setup();
    const app = renderDirtyProfile();
    await editFirstName(user, 'Zed');
    await openUserMenuItem(user, 'Logout');
    await user.click(within(await prompt()).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('session-probe')).toHaveTextContent('signed-in');
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Zed');

    await openUserMenuItem(user, 'Logout');
    await user.click(within(await prompt()).getByRole('button', { name: 'Yes, discard changes' }));
    await screen.findByText('signed-out', { selector: '[data-testid="session-probe"]' });
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it('the logo asks once (the unsaved-changes prompt), not twice', async () => {
    const user = userEvent.setup();
    const app = renderDirtyProfile();
    await editFirstName(user, 'Zed');
    await user.click(screen.getByRole('link', { name: 'The Source home' }));
    const dialog = await prompt();
    expect(screen.queryByRole('dialog', { name: 'Leave My Account?' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, discard changes' }));
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not ask without unsaved edits', async () => {
    const user = userEvent.setup();
    const app = renderDirtyProfile();
    await screen.findByRole('heading', { name: 'My Account' }, { timeout: 5000 });
    await openUserMenuItem(user, 'Settings');
    await waitFor(() => expect(app.location()).toBe('/settings'));
    expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull();
  });
});
