import { describe, expect, it } from 'vitest';
import {
  json,
  memberLayoutRoutes,
  memberSession,
  settingsSecurityRoutes,
  renderApp,
  screen,
  userEvent,
  waitFor,
  within,
} from '../../support/render';
import { professionalRecord, profileBackend } from '../profile/profile-fixtures';
import { subscribedItem } from '../resources/fixtures';

function settingsBackend(initial: boolean | null) {
  let stored = initial;
  const patches: unknown[] = [];
  return {
    patches,
    routes: {
      ...memberLayoutRoutes,
      ...settingsSecurityRoutes,
      'GET /jsonapi/user/settings/7': () => ({ data: [{ email_notification: stored ?? true }] }),
      'PATCH /user/7': async (request: Request) => {
        const body = (await request.json()) as { field_email_notification: { value: boolean } };
        patches.push({ body, query: new URL(request.url).search });
        stored = body.field_email_notification.value;
        return { message: 'Updated' };
      },
      'GET /uiapi/myresource/7': [subscribedItem(11, { slug_url: '/lens-planner', icon: '/files/i.png', title: 'Lens Planner' })],
    },
  };
}

describe('settings page', () => {
  it('shows the sections, My Resources summary and the read-only preferences', async () => {
    renderApp({ session: memberSession, path: '/settings', routes: settingsBackend(null).routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 5000 })).toBeInTheDocument();
    for (const name of ['Security', 'My Resources', 'Notifications', 'Preference']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    const resources = screen.getByRole('region', { name: 'My Resources' });
    expect(await within(resources).findByText('You have 1 resource in My Resources.')).toBeInTheDocument();
    expect(within(resources).getByRole('link', { name: 'Go to My Resources' })).toHaveAttribute('href', '/#my-resources');
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('English');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeDisabled();
  });

  it('toggling Email Notifications off saves {field_email_notification: {value: false}} at once, then congratulates', async () => {
    const user = userEvent.setup();
    const backend = settingsBackend(null);
    // 'Go to Profile' ends on My Account, which loads the profile.
    const routes = { ...profileBackend(professionalRecord).routes, ...backend.routes };
    const { location } = renderApp({ session: memberSession, path: '/settings', routes });
    const toggle = await screen.findByRole('switch', { name: 'Email Notifications' });
    expect(toggle).toBeChecked(); // a null setting counts as on
    await user.click(toggle);
    await waitFor(() => expect(backend.patches).toHaveLength(1));
    expect(backend.patches[0]).toEqual({ body: { field_email_notification: { value: false } }, query: '?_format=json' });
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations' });
    expect(within(dialog).getByText('Your profile has been successfully updated.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Email Notifications' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Go to Profile' }));
    expect(location()).toBe('/userProfile');
  });

  it('returns focus to the Email Notifications switch when the Congratulations dialog closes', async () => {
    const user = userEvent.setup();
    renderApp({ session: memberSession, path: '/settings', routes: settingsBackend(null).routes });
    const toggle = await screen.findByRole('switch', { name: 'Email Notifications' });
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations' });
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Congratulations' })).toBeNull());
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Email Notifications' })).toHaveFocus());
  });

  it('puts the toggle back when the save fails, without the dialog', async () => {
    const user = userEvent.setup();
    const backend = settingsBackend(false);
    renderApp({
      session: memberSession,
      path: '/settings',
      routes: { ...backend.routes, 'PATCH /user/7': () => json({ message: 'down' }, 500) },
    });
    const toggle = await screen.findByRole('switch', { name: 'Email Notifications' });
    await waitFor(() => expect(toggle).not.toBeChecked());
    await user.click(toggle);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Email Notifications' })).not.toBeChecked());
    expect(screen.queryByRole('dialog', { name: 'Congratulations' })).toBeNull();
  });

  it('Change Password opens its dialog', async () => {
    const user = userEvent.setup();
    renderApp({ session: memberSession, path: '/settings', routes: settingsBackend(null).routes });
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    expect(within(dialog).getByLabelText('Old Password')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change Password' })).toBeNull());
  });
});
