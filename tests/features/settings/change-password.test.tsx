import { describe, expect, it } from 'vitest';
import { PasswordChangedNotice } from '../../../src/features/accounts';
import { ChangePasswordDialog } from '../../../src/features/settings/components/ChangePasswordDialog';
import { json, memberSession, renderWithProviders, screen, userEvent, waitFor } from '../../support/render';

describe('Change password dialog', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByLabelText('Old Password'), 'oldpass1');
    await user.type(screen.getByLabelText('New Password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm Password'), 'newpass1');
  }

  it('patches the password, logs out with the old tokens, goes home and shows the confirmation', async () => {
    const user = userEvent.setup();
    let patch: unknown;
    const app = renderWithProviders(
      <>
        <ChangePasswordDialog opened onClose={() => {}} />
        <PasswordChangedNotice />
      </>,
      {
        path: '/settings',
        session: memberSession,
        routes: {
          'PATCH /user/7': async (request: Request) => {
            patch = await request.json();
            return { message: 'ok' };
          },
          'POST /user/logout': () => new Response(null, { status: 204 }),
        },
      },
    );
    expect(await screen.findByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog', { name: 'Password changed' })).toBeInTheDocument();
    expect(patch).toEqual({ pass: [{ existing: 'oldpass1', value: 'newpass1' }] });
    const logout = app.calls.find((c) => c.path === '/user/logout');
    expect(logout?.search).toContain('token=test-logout-token');
    expect(logout?.authorization).toBe('Bearer test-access-token');
    expect(app.location()).toBe('/');
    expect(window.localStorage.getItem('persist:root')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Password changed' })).not.toBeInTheDocument());
  });

  it('shows the server message in the dialog on failure', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordDialog opened onClose={() => {}} />, {
      session: memberSession,
      routes: { 'PATCH /user/7': () => json({ message: 'Your old password is incorrect.' }, 400) },
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your old password is incorrect.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
  });
});
