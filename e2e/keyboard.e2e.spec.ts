import { expect, test } from './accessibility.fixtures';

// Keyboard and focus (issue 10): what a member who does not use a mouse relies on.
test.describe('Keyboard and focus', () => {
  test('Tab reaches the show/hide password toggle, which Enter flips', async ({ page, loginPage }) => {
    await loginPage.goto();
    await loginPage.password.fill('Lens-Quartz-42');
    await loginPage.password.press('Tab');
    const toggle = page.getByRole('button', { name: 'Show or hide password' });
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(loginPage.password).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  test('after the Contact Us thank-you, focus is back on the Contact Us that opened the form (issue 44)', async ({
    page,
    contactDialog,
  }) => {
    await page.goto('/aboutus');
    const opener = page.getByRole('list', { name: 'Legal and information' }).getByRole('button', { name: 'Contact Us' });
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(contactDialog.dialog).toBeVisible();
    await contactDialog.fill({
      firstName: 'Marta',
      lastName: 'Kowalska',
      email: 'marta.kowalska@eye-clinic.example',
      country: 'Poland',
      subject: 'Focus check',
      comments: 'Where does focus go afterwards?',
    });
    await contactDialog.submit();
    await contactDialog.seeThankYou();
    await expect(contactDialog.thankYou.getByRole('button', { name: 'Continue' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(contactDialog.thankYou).toBeHidden();
    await expect(opener).toBeFocused();
    // The next Tab carries on from there, not from the top of the page.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).not.toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.closest('footer') !== null)).toBe(true);
  });

  test('closing the Settings Congratulations dialog returns focus to the Email Notifications switch', async ({
    page,
    settingsPage,
    signInAs,
  }) => {
    await signInAs('professional', 'keyboard');
    await settingsPage.goto();
    await settingsPage.emailToggle.focus();
    const wasOn = await settingsPage.emailToggle.isChecked();
    await page.keyboard.press('Space');
    await expect(settingsPage.congratulations).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(settingsPage.congratulations).toBeHidden();
    await expect(settingsPage.emailToggle).toBeFocused();
    await settingsPage.seeEmailNotifications(!wasOn);
    // Put it back for the next run of this member.
    await page.keyboard.press('Space');
    await expect(settingsPage.congratulations).toBeVisible();
    await settingsPage.congratulations.getByRole('button', { name: 'Close dialog' }).click();
    await expect(settingsPage.emailToggle).toBeFocused();
  });

  test('after the add-resource thank-you, focus is on Remove (detail) or on My Resources (home)', async ({
    page,
    detailPage,
    memberHome,
    signInAs,
  }) => {
    await signInAs('professional', 'keyboard');
    await detailPage.goto('lens-planner');
    await detailPage.button('Add').focus();
    await page.keyboard.press('Enter');
    await expect(detailPage.thankYou).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(detailPage.thankYou).toBeHidden();
    await expect(detailPage.button('Remove')).toBeFocused();

    await memberHome.goto();
    await memberHome.addable.getByRole('button', { name: 'Add Lumira Academy' }).focus();
    await page.keyboard.press('Enter');
    await expect(memberHome.thankYou).toBeVisible();
    // The dialog's Close button has the first focus.
    await page.keyboard.press('Enter');
    await expect(memberHome.thankYou).toBeHidden();
    await expect(memberHome.myResources.getByRole('heading', { name: 'My Resources' })).toBeFocused();
  });

  test('after the support thank-you, focus is on the Support heading', async ({ page, supportPage, signInAs }) => {
    await signInAs('professional', 'keyboard');
    await supportPage.goto();
    await supportPage.chooseResource('Lumira Lens Planner');
    await supportPage.chooseReason('Calculation question');
    await supportPage.fillRequest('Keyboard check', 'Focus should come back to the page.');
    await supportPage.submit();
    await supportPage.seeThankYouAndContinue();
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeFocused();
  });

  test('the gallery arrows follow the thumbnails column when Tab or the wheel scrolls it', async ({ page, detailPage }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await detailPage.goto('lens-planner');
    const up = detailPage.gallery.getByRole('button', { name: 'Scroll thumbnails up' });
    const down = detailPage.gallery.getByRole('button', { name: 'Scroll thumbnails down' });
    const thumbnails = detailPage.gallery.getByRole('button', { name: /^Show / });
    await expect(thumbnails).toHaveCount(3);
    await expect(up).toBeDisabled();
    await expect(down).toBeEnabled();

    // Tab to the last thumbnail: the browser scrolls the column to show it.
    await thumbnails.first().focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(thumbnails.last()).toBeFocused();
    await expect(up).toBeEnabled();

    // The wheel over the column scrolls it back to the top.
    await thumbnails.first().hover();
    await page.mouse.wheel(0, -300);
    await expect(up).toBeDisabled();
    await expect(down).toBeEnabled();

    // The arrows still animate from the real position.
    await down.click();
    await expect(down).toBeDisabled();
    await expect(up).toBeEnabled();
  });
});
