import type { Locator, Page } from '@playwright/test';
import { inviteDistributor, uniqueEmail } from './accounts.fixtures';
import { expect, test } from './member-tools.fixtures';
import { expectNoAxeViolations } from './support/axe';
import { loginViaApi } from './support/members';

// Issue 44: a page the member was sent to says why, in the page, where it hides nothing.

/** Whatever is drawn at the centre of `target` is `target` itself (or inside it): nothing covers it. */
async function expectUncovered(target: Locator) {
  await expect(target).toBeVisible();
  const isOnTop = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
  expect(isOnTop, 'nothing drawn over it').toBe(true);
}

/** The notice at the top of Home's content. */
const homeNotice = (page: Page) => page.getByRole('main').getByRole('alert');

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`"You were signed out" sits in Home's content and covers neither Login nor Register at ${viewport.width} px`, async ({
    page,
    request,
    signInAs,
  }) => {
    await page.setViewportSize(viewport);
    const { member } = await signInAs('professional', `arrival-signed-out-${viewport.width}`);
    await page.goto('/aboutus');
    await expect(page.getByRole('button', { name: /^User menu/ })).toBeVisible();
    // Signed out from another browser's security settings.
    const other = await loginViaApi(request, member);
    const ended = await request.post('/api/user/sessions/end-others', {
      headers: { authorization: `Bearer ${other.access_token}`, 'X-CSRF-Token': other.csrf_token },
    });
    expect(ended.ok()).toBe(true);
    await page.reload();

    await expect(page).toHaveURL(/\/$/);
    const notice = homeNotice(page);
    await expect(notice).toContainText('You were signed out');
    await expect(notice).toContainText('This session was signed out from your security settings.');
    const banner = page.getByRole('banner');
    await expectUncovered(banner.getByRole('link', { name: 'Login' }));
    await expectUncovered(banner.getByRole('link', { name: 'Register' }));
    await expectNoAxeViolations(page, `guest / with "You were signed out" at ${viewport.width} px`);
    await page.screenshot({ path: test.info().outputPath('signed-out-notice.png') });

    // It goes by itself once the member moves on.
    await banner.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(homeNotice(page)).toHaveCount(0);
  });
}

test('an invitation link opened after it was used goes Home, says so, and offers to log in', async ({ page, request }) => {
  const email = uniqueEmail('arrival-used-invite');
  const values = { email, first: 'Dario', last: 'Moretti', company: 'Optica Partners', country: 'IT' };
  const link = await inviteDistributor(values);
  const jwt = new URL(link).pathname.split('/').pop()!;
  const wrap = (value: string) => ({ value });
  const registered = await request.post('/user/registerpass?_format=json', {
    data: {
      name: wrap(email),
      mail: wrap(email),
      pass: wrap('Lens-Quartz-42'),
      field_name_title: wrap(''),
      field_first_name: wrap(values.first),
      field_last_name: wrap(values.last),
      field_company_name: wrap(values.company),
      field_country: wrap(values.country),
      field_user_type: { value: '2' },
      jwt: wrap(jwt),
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);

  await page.goto(new URL(link).pathname);
  await expect(page).toHaveURL(/\/$/);
  const notice = homeNotice(page);
  await expect(notice).toContainText('This invitation has already been used');
  await expect(page.getByText(/Please reach out to your .* representative or use/)).toHaveCount(0);
  await notice.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a professional on a distributors’ or an unknown resource link lands on Home, told the resource is not for their account', async ({
  page,
  signInAs,
}) => {
  await signInAs('professional', 'arrival-resource');
  await page.goto('/appdetail/order-portal');
  await expect(page).toHaveURL(/\/$/);
  await expect(homeNotice(page)).toContainText('This resource is not available to your account.');
  await expect(page.getByRole('region', { name: 'My Resources' })).toBeVisible();
  await expectNoAxeViolations(page, 'professional / with the resource notice');

  // A resource nobody has: the same (spec §6 sends a member home; the server tells hidden from missing to nobody).
  await page.goto('/appdetail/no-such-resource');
  await expect(page).toHaveURL(/\/$/);
  await expect(homeNotice(page)).toContainText('This resource is not available to your account.');
  await expect(page.getByText('Page not found!')).toHaveCount(0);
});
