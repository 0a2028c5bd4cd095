import { expect, test } from './resources.fixtures';
import { subscribe } from './support/members';

// Baselines for the resources screens; the visual-desktop and visual-mobile projects give the two
// viewports. A member of its own ('res-visual') keeps the header's unread count and My Resources
// the same on every run; media settle on frame 0 before each shot.
test.describe('resources screens look right', () => {
  test('signed-in home with an open and a pending resource', async ({ memberHome, signInAs, request }) => {
    const { session } = await signInAs('professional', 'res-visual');
    await subscribe(request, session, '1001');
    await subscribe(request, session, '1003');
    await memberHome.goto();
    await expect(memberHome.openLink('Lumira Lens Planner')).toBeVisible();
    await expect(memberHome.pendingTile('Surgical Video Library')).toBeVisible();
    await expect(memberHome.addable.getByRole('button', { name: /^Add / })).toHaveCount(5);
    await memberHome.settleMedia();
    await expect(memberHome.page).toHaveScreenshot('home-member.png', { fullPage: true });
  });

  test('resource detail for a guest', async ({ detailPage }) => {
    await detailPage.goto('lens-planner');
    await detailPage.seeRegisterToJoin();
    await expect(detailPage.otherResources.getByRole('link')).toHaveCount(4);
    await detailPage.settle();
    await expect(detailPage.page).toHaveScreenshot('resource-detail-guest.png', { fullPage: true });
  });

  test('resource detail for a member', async ({ detailPage, signInAs }) => {
    await signInAs('professional', 'res-visual');
    await detailPage.goto('lens-planner');
    await expect(detailPage.button('Add')).toBeVisible();
    await expect(detailPage.otherResources.getByRole('link')).toHaveCount(4);
    await detailPage.settle();
    await expect(detailPage.page).toHaveScreenshot('resource-detail-member.png', { fullPage: true });
  });

  test('subscribe thank-you dialog', async ({ detailPage, signInAs }) => {
    await signInAs('professional', 'res-visual');
    await detailPage.goto('surgical-academy');
    await detailPage.clickAdd();
    await expect(detailPage.thankYou).toContainText('Welcome to Lumira Academy.');
    await detailPage.settle();
    await expect(detailPage.page).toHaveScreenshot('dialog-subscribe-thank-you.png');
  });

  test('related resources', async ({ detailPage }) => {
    await detailPage.gotoRelated('201');
    await expect(detailPage.page.getByRole('heading', { name: 'Related Resources' })).toBeVisible();
    await detailPage.settleMedia();
    await expect(detailPage.page).toHaveScreenshot('related-resources.png', { fullPage: true });
  });

  test('empty related resources', async ({ detailPage }) => {
    await detailPage.gotoRelated('208');
    await detailPage.seeNoResults();
    await detailPage.settleMedia();
    await expect(detailPage.page).toHaveScreenshot('related-resources-empty.png', { fullPage: true });
  });
});
