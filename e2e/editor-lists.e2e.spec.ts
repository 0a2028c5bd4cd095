import { expect, test, type Page } from '@playwright/test';
import { adminPost } from './support/admin-api';
import { signInNewEditor } from './support/editors';

// Issue 38, "Done means": a new editor searches, sorts and pages a list of 60+ resources, and
// bulk-unpublishes 3 banners, asked first and told how each went.

const EXTRA = 55;

/** The resources this spec made, and a session allowed to delete them: the portal is shared with the specs after it. */
const made: { ids: string[]; headers?: Record<string, string> } = { ids: [] };

test.afterAll(async ({ request }) => {
  // Re-seeding puts the demo's banners back but keeps items the demo does not have: delete ours.
  if (made.headers && made.ids.length > 0) {
    // Every edit names the revision it started from (docs/console-code.md, "No lost update").
    const listed = (await (await request.get('/api/editor/resources', { headers: made.headers })).json()) as {
      nid: string;
      revision: number;
    }[];
    const revisions = Object.fromEntries(
      listed.filter((item) => made.ids.includes(item.nid)).map((item) => [item.nid, item.revision]),
    );
    const deleted = await request.post('/api/editor/content/resources/bulk', {
      headers: made.headers,
      data: { action: 'delete', ids: made.ids, revisions },
    });
    expect(deleted.status(), await deleted.text()).toBe(200);
  }
  await adminPost(request, '/admin/api/seed', { force: true, overwrite_console_edits: true });
});

/** The signed-in editor's bearer header, as the console keeps the session. */
async function editorHeaders(page: Page) {
  const stored = await page.evaluate(() => window.localStorage.getItem('source:editor-session'));
  return { authorization: `Bearer ${(JSON.parse(stored!) as { access_token: string }).access_token}` };
}

const rowTitles = (page: Page, list: string) =>
  page
    .getByRole('list', { name: list })
    .getByTestId('content-row')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('p')?.textContent ?? ''));

test('an editor searches, sorts and pages more than 60 resources', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInNewEditor(page, 'list-editor');
  const headers = await editorHeaders(page);
  made.headers = headers;
  for (let n = 1; n <= EXTRA; n += 1) {
    const number = String(n).padStart(2, '0');
    const created = await page.request.post('/api/editor/resources', {
      headers,
      data: {
        title: `Atlas ${number}`,
        slug_url: `atlas-${number}`,
        summary: 'A chapter of the lens atlas.',
        description: '<p>The atlas.</p>',
        icon: '/files/demo/icons/order-portal.png',
        media: [],
        url_type: [2],
        related_tags: [],
        enable_visit: false,
        web_app_url: 'https://atlas.example/',
        mobile_app_url: '',
        popup_consent: '<p>Thank you.</p>',
        user_type: ['1', '2'],
        required_approval: false,
        support_areas: [],
        published: n % 2 === 0,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    made.ids.push(String(((await created.json()) as { nid: string | number }).nid));
  }
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Resources' }).click();
  await expect(page.getByText(/^6\d resources$/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Resources' }).getByTestId('content-row')).toHaveCount(25);
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('Page 2 of 3')).toBeVisible();

  await page.getByRole('textbox', { name: 'Search' }).fill('atlas 1');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('10 resources')).toBeVisible();
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Title, Z to A' }).click();
  await expect
    .poll(() => rowTitles(page, 'Resources'))
    .toEqual([
      'Atlas 19',
      'Atlas 18',
      'Atlas 17',
      'Atlas 16',
      'Atlas 15',
      'Atlas 14',
      'Atlas 13',
      'Atlas 12',
      'Atlas 11',
      'Atlas 10',
    ]);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Drafts' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('5 resources')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Resources' }).getByText('Published')).toHaveCount(0);
  // Published ones open on the site; a draft has nowhere to go yet.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByText(/^6\d resources$/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill('atlas 1');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('link', { name: 'View on site: “Atlas 18” (opens a new tab)' })).toHaveAttribute(
    'href',
    '/appdetail/atlas-18',
  );
  await expect(page.getByRole('link', { name: 'View on site: “Atlas 19” (opens a new tab)' })).toHaveCount(0);
});

test('an editor unpublishes three banners at once, asked first, each one’s result said', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = await signInNewEditor(page, 'bulk-editor');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Banners' }).click();
  const guests = page.getByRole('list', { name: 'Guest banners' });
  await expect(guests.getByTestId('content-row')).toHaveCount(4);
  const chosen = ['Welcome to the Source', 'Plan every lens with confidence', 'Clarity in motion'];
  for (const title of chosen) await guests.getByRole('checkbox', { name: `Select “${title}”` }).check();
  await page.getByRole('group', { name: 'Bulk actions' }).getByRole('button', { name: 'Unpublish chosen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unpublish 3 banners?' });
  await expect(dialog.getByRole('listitem')).toHaveText(chosen);
  await dialog.getByRole('button', { name: 'Unpublish 3 banners' }).click();
  await expect(page.getByText('3 banners unpublished.')).toBeVisible();
  await expect(guests.getByText('Draft')).toHaveCount(3);
  await expect(guests.getByText('Published')).toHaveCount(1);
  // Each is a change of its own in the audit log (this editor's: other specs unpublish banners too).
  const audit = await page.request.get(
    `/api/editor/audit-log?entity_type=banner&action=unpublish&actor=${encodeURIComponent(email)}`,
    {
      headers: await editorHeaders(page),
    },
  );
  const rows = ((await audit.json()) as { items: { after: { title: string } }[] }).items;
  expect(rows.map((row) => row.after.title).sort()).toEqual([...chosen].sort());
});
