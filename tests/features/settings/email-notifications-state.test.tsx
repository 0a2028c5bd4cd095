import { describe, expect, it } from 'vitest';
import {
  memberLayoutRoutes,
  memberSession,
  settingsSecurityRoutes,
  renderApp,
  screen,
  userEvent,
  waitFor,
  within,
} from '../../support/render';

/** Settings with email notifications on; the save waits until the test lets it answer. */
function slowSaveBackend() {
  let stored = true;
  let answer: () => void = () => {};
  return {
    answer: () => answer(),
    routes: {
      ...memberLayoutRoutes,
      ...settingsSecurityRoutes,
      'GET /uiapi/myresource/7': [],
      'GET /jsonapi/user/settings/7': () => ({ data: [{ email_notification: stored }] }),
      'PATCH /user/7': async (request: Request) => {
        const body = (await request.json()) as { field_email_notification: { value: boolean } };
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        stored = body.field_email_notification.value;
        return { message: 'Updated' };
      },
    },
  };
}

// Issue 10: the switch says its state in words and shows while it saves.
describe('Email Notifications switch', { timeout: 20_000 }, () => {
  it("reads 'On' or 'Off', and 'Saving…' with a busy spinner while the change is saved", async () => {
    const user = userEvent.setup();
    const backend = slowSaveBackend();
    renderApp({ session: memberSession, path: '/settings', routes: backend.routes });
    const section = await screen.findByRole('region', { name: 'Notifications' }, { timeout: 5000 });
    const toggle = await within(section).findByRole('switch', { name: 'Email Notifications' });
    expect(within(section).getByText('On')).toBeInTheDocument();
    expect(within(section).queryByText('ON')).toBeNull();

    await user.click(toggle);
    expect(await within(section).findByText('Saving…')).toBeInTheDocument();
    expect(toggle.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(toggle).toBeDisabled();

    backend.answer();
    await screen.findByRole('dialog', { name: 'Congratulations' });
    await waitFor(() => expect(within(section).getByText('Off')).toBeInTheDocument());
    expect(toggle.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
    expect(toggle).not.toBeChecked();
  });
});
