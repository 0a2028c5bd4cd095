import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './resources.fixtures';
import { clearSubscriptions, subscribe, useSessionIn, type MemberKind } from './support/members';
import { holdRequests, overlayShot, prepareForShots, stableShot, visualMember } from './support/visual';

// Baselines for the member homes and the resources screens; the visual-desktop and visual-mobile
// projects give the two viewports. Members of their own, My Resources emptied before each test,
// keep the header and My Resources the same on every run.
test.beforeEach(({ page }) => prepareForShots(page));

const DETAIL_REQUESTS = /\/jsonapi\/resource\/detail/;

async function signIn(page: Page, request: APIRequestContext, kind: MemberKind) {
  const signedIn = await visualMember(request, kind, `vis-res-${kind}`);
  await clearSubscriptions(request, signedIn.session);
  await useSessionIn(page, signedIn.session);
  return signedIn;
}

test.describe('resources screens look right', () => {
  test('professional member home, the pending-approval tooltip and the resource manager', async ({
    page,
    request,
    memberHome,
  }) => {
    const { session } = await signIn(page, request, 'professional');
    await subscribe(request, session, '1001');
    await subscribe(request, session, '1003');
    await memberHome.goto();
    await expect(memberHome.openLink('Lumira Lens Planner')).toBeVisible();
    await expect(memberHome.pendingTile('Surgical Video Library')).toBeVisible();
    await expect(memberHome.addable.getByRole('button', { name: /^Add / })).toHaveCount(5);
    await stableShot(page, 'home-member-professional.png');

    await memberHome.pendingTile('Surgical Video Library').hover();
    await expect(page.getByRole('tooltip')).toHaveText('Pending Approval');
    await stableShot(page, 'home-member-pending-tooltip.png', { fullPage: false, keepPointer: true });

    await page.evaluate(() => window.scrollTo(0, 0));
    const manager = await memberHome.openResourceManager();
    await expect(manager.getByRole('link', { name: /Lumira Lens Planner/ })).toBeVisible();
    await overlayShot(page, manager, 'header-resource-manager-all.png');
    await manager.getByText('My Favourite', { exact: true }).click();
    await expect(manager.getByLabel('Surgical Video Library (Pending Approval)')).toBeVisible();
    await overlayShot(page, manager, 'header-resource-manager-favourite.png');
  });

  test('distributor member home', async ({ page, request, memberHome }) => {
    await signIn(page, request, 'distributor');
    await memberHome.goto();
    await memberHome.seeMyResourcesEmpty();
    await stableShot(page, 'home-member-distributor.png');
  });

  test('resource detail for a guest, while loading and loaded', async ({ page, detailPage }) => {
    const loading = await holdRequests(page, DETAIL_REQUESTS);
    await detailPage.goto('lens-planner');
    await expect(page.getByRole('status').getByLabel('Loading')).toBeVisible();
    await stableShot(page, 'resource-detail-loading.png', { ignoreRequests: DETAIL_REQUESTS });
    loading.release();
    await detailPage.seeRegisterToJoin();
    await expect(detailPage.otherResources.getByRole('link')).toHaveCount(4);
    await stableShot(page, 'resource-detail-guest.png');
  });

  test('resource detail for a member and the subscribe thank-you', async ({ page, request, detailPage }) => {
    await signIn(page, request, 'professional');
    await detailPage.goto('lens-planner');
    await expect(detailPage.button('Add')).toBeVisible();
    await expect(detailPage.otherResources.getByRole('link')).toHaveCount(4);
    await stableShot(page, 'resource-detail-member.png');
    await detailPage.goto('surgical-academy');
    await detailPage.clickAdd();
    await expect(detailPage.thankYou).toContainText('Welcome to Lumira Academy.');
    await overlayShot(page, detailPage.thankYou, 'dialog-subscribe-thank-you.png');
  });

  test('related resources, an empty list and an unknown resource', async ({ page, detailPage }) => {
    await detailPage.gotoRelated('201');
    await expect(page.getByRole('heading', { name: 'Related Resources' })).toBeVisible();
    await stableShot(page, 'related-resources.png');
    await detailPage.gotoRelated('208');
    await detailPage.seeNoResults();
    await stableShot(page, 'related-resources-empty.png');
    await detailPage.goto('no-such-resource');
    await expect(page.getByRole('heading', { name: 'Page not found!' })).toBeVisible();
    await stableShot(page, 'resource-detail-not-found.png');
  });
});
