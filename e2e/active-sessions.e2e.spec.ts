import { expect, test } from './member-tools.fixtures';
import { expectNoAxeViolations } from './support/axe';
import { loginViaApi } from './support/members';

// Issue 44: Settings → Security after a few sign-ins, at a phone's width.
test.describe('active sessions', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('this browser comes first and marked, every card fits 390 px, and signing out all others asks first', async ({
    page,
    request,
    settingsPage,
    signInAs,
  }) => {
    const { member } = await signInAs('professional', 'sessions-390');
    // A few more sign-ins of the same browser, as after logging in again over some days.
    for (let n = 0; n < 3; n += 1) await loginViaApi(request, member);
    await settingsPage.goto();

    await expect(settingsPage.sessionCards).not.toHaveCount(0);
    const count = await settingsPage.sessionCards.count();
    expect(count).toBeGreaterThanOrEqual(4);
    await expect(settingsPage.sessionCards.first()).toContainText('This browser');
    await expect(settingsPage.sessionCards.nth(1)).toContainText(/Last active (just now|\d+ minutes? ago)/);
    await settingsPage.seeSessionsFitWidth();

    await settingsPage.clickSignOutAllOthers();
    await expect(settingsPage.signOutOthersConfirm).toContainText('You stay signed in on this browser.');
    await expectNoAxeViolations(page, 'Sign out of all other sessions? dialog at 390 px');
    await settingsPage.signOutOthersConfirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(settingsPage.signOutOthersConfirm).toBeHidden();
    await expect(settingsPage.sessionCards).toHaveCount(count);

    await settingsPage.clickSignOutAllOthers();
    await settingsPage.signOutOthersConfirm.getByRole('button', { name: `Sign out ${count - 1} sessions` }).click();
    await expect(settingsPage.activeSessions.getByRole('status')).toContainText(`Signed out of ${count - 1} other sessions.`);
    await expect(settingsPage.sessionCards).toHaveCount(1);
    await expect(settingsPage.sessionCards.first()).toContainText('This browser');
  });
});
