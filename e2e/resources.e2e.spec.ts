import { MemberHomePage } from './pages/member-home.page';
import { expect, portal, signInPage, test } from './resources.fixtures';
import { waitForMail } from './support/mailbox';
import { subscribe } from './support/members';

// Resources journeys against the real portal and the demo content (content/resources.yaml).
const PROFESSIONAL_TITLES = [
  'Lumira Academy',
  'Lumira Lens Planner',
  'Lumira Product Catalogue',
  'Patient Education Kit',
  'Refractive Outcomes Registry',
  'Surgical Video Library',
  'Toric Align Mobile',
];
const DISTRIBUTOR_TITLES = [
  'Distributor Order Portal',
  'Distributor Sales Training',
  'Lumira Lens Planner',
  'Lumira Product Catalogue',
  'Marketing Asset Hub',
  'Patient Education Kit',
];

test.describe('resources for members', () => {
  test('a professional and a distributor each see only their resources', async ({
    browser,
    memberHome,
    signInAs,
    page,
    request,
  }) => {
    await signInAs('professional', 'res-pro');
    await memberHome.goto();
    await memberHome.seeMyResourcesEmpty();
    await memberHome.seeAddableTitles(PROFESSIONAL_TITLES);

    // A distributor in a second browser context.
    const context = await browser.newContext();
    const distributorPage = await context.newPage();
    const distributorHome = new MemberHomePage(distributorPage);
    await test.step('distributor', async () => {
      await signInPage(distributorPage, request, 'distributor', 'res-dist');
      await distributorHome.goto();
      await distributorHome.seeAddableTitles(DISTRIBUTOR_TITLES);
      // A professionals-only page answers empty to a distributor, who is sent home.
      await distributorPage.goto('/appdetail/surgical-academy');
      await expect(distributorPage).toHaveURL(/\/$/);
      // Related lists are narrowed to the member's type: the Video tag has only professionals' resources.
      await distributorPage.goto('/resourcedetail/205');
      await expect(distributorPage.getByRole('heading', { name: 'No Results Found...!' })).toBeVisible();
    });
    await context.close();

    // The header panel lists the same resources under All Resources.
    const panel = await memberHome.openResourceManager();
    await expect(panel.getByRole('link')).toHaveCount(PROFESSIONAL_TITLES.length);
    await expect(panel.getByRole('link', { name: 'Marketing Asset Hub' })).toHaveCount(0);
    await panel.getByRole('link', { name: 'Lumira Academy' }).click();
    await expect(page).toHaveURL(/\/appdetail\/surgical-academy$/);
  });

  test('add a resource: thank-you modal, then it opens from My Resources', async ({ memberHome, signInAs }) => {
    await signInAs('professional', 'res-pro');
    await memberHome.goto();
    await memberHome.clickAdd('Lumira Lens Planner');
    await expect(memberHome.thankYou).toContainText('Thank you for adding Lumira Lens Planner.');
    await memberHome.closeThankYou();
    await memberHome.seeOpens('Lumira Lens Planner', 'https://planner.lumira-optics.example/');
    await expect(memberHome.addable.getByRole('button', { name: 'Add Lumira Lens Planner' })).toHaveCount(0);

    // A mobile-only resource opens its mobile_app_url.
    await memberHome.clickAdd('Toric Align Mobile');
    await memberHome.closeThankYou();
    await memberHome.seeOpens('Toric Align Mobile', 'https://apps.lumira-optics.example/toric-align');
  });

  test('an approval-required resource is pending until approved from the command line', async ({
    memberHome,
    detailPage,
    signInAs,
    page,
  }) => {
    const { member } = await signInAs('professional', 'res-pro');
    await detailPage.goto('video-library');
    await detailPage.seeTitle('Surgical Video Library');
    await detailPage.clickAdd();
    await expect(detailPage.thankYou).toContainText('sent to our medical education team for approval');
    await detailPage.thankYou.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByText('Pending Approval')).toBeVisible();

    await memberHome.goto();
    await memberHome.seePending('Surgical Video Library');

    const listed = await portal('approvals');
    expect(listed).toContain(`--nid 1003 --email ${member.email}`);
    const approved = await portal('approve', '--nid', '1003', '--email', member.email);
    expect(approved).toContain('Approved: Surgical Video Library');

    await page.reload();
    await memberHome.seeOpens('Surgical Video Library', 'https://videos.lumira-optics.example/');
    const mail = await waitForMail(member.email, { subject: /Access approved: Surgical Video Library/ });
    expect(mail.text).toContain('has been approved');
  });

  test('remove a resource from its detail page', async ({ memberHome, detailPage, signInAs, request }) => {
    const { session } = await signInAs('professional', 'res-pro');
    await subscribe(request, session, '1006');
    await detailPage.goto('product-catalogue');
    await detailPage.clickRemove();
    await expect(detailPage.button('Add')).toBeVisible();
    await memberHome.goto();
    await memberHome.seeMyResourcesEmpty();
  });
});

test.describe('resources for guests', () => {
  test('a guest on a detail page sees the gallery, Visit, other resources and Register to join the Source', async ({
    detailPage,
    page,
  }) => {
    await detailPage.goto('lens-planner');
    await detailPage.seeTitle('Lumira Lens Planner');
    await detailPage.seeVisit('https://planner.lumira-optics.example/');
    await detailPage.seeRegisterToJoin();
    await expect(detailPage.gallery.getByRole('button', { name: /^Show / })).toHaveCount(3);
    await detailPage.gallery.getByRole('button', { name: /media 3 of 3/ }).click();
    await expect(detailPage.gallery.locator('video[controls]')).toBeVisible();
    await expect(detailPage.otherResources.getByRole('link', { name: 'Lumira Academy' })).toBeVisible();
    await detailPage.otherResources.getByRole('link', { name: 'Lumira Academy' }).click();
    await expect(page).toHaveURL(/\/appdetail\/surgical-academy$/);
    await detailPage.seeTitle('Lumira Academy');
    await page.getByRole('link', { name: 'Register to join the Source' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('no Visit when the resource does not allow it', async ({ detailPage, page }) => {
    await detailPage.goto('toric-align');
    await detailPage.seeTitle('Toric Align Mobile');
    await expect(page.getByRole('link', { name: 'Visit' })).toHaveCount(0);
  });

  test('related resources: a tag lists its resources; an empty list shows No Results Found...!', async ({ detailPage, page }) => {
    await detailPage.gotoRelated('205');
    await detailPage.seeRelatedGrid(['Lumira Academy', 'Surgical Video Library']);
    // Glaucoma is a search tag no resource carries.
    await detailPage.gotoRelated('208');
    await detailPage.seeNoResults();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
