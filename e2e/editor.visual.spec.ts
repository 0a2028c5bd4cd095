import { expect, test, type Page } from '@playwright/test';
import { useEditorSessionIn, visualEditor, type E2eEditorSession } from './support/editors';
import { overlayShot, prepareForShots, SHOT_TIME, stableShot } from './support/visual';
import type { components } from '../src/api/schema.gen';

// Baselines of the editor console (issue 14) at 1280 (visual-desktop) and 390 (visual-mobile): the
// console is desktop-first and must stay usable on a phone. The demo content is the seed's; the
// audit log and a page's history, whose rows and times depend on when the run seeded and what
// earlier specs did, are answered by page.route.
test.beforeEach(({ page }) => prepareForShots(page));

const AUDIT_ROWS: components['schemas']['AuditEntry'][] = [
  {
    id: '3',
    created: SHOT_TIME,
    actor: { uid: '7', label: 'editor@shots.e2e.example' },
    action: 'publish',
    entity_type: 'resource',
    entity_id: '1011',
    title: 'Distributor Price Lists',
    before: { title: 'Distributor Price Lists', published: false },
    after: { title: 'Distributor Price Lists', published: true },
  },
  {
    id: '2',
    created: SHOT_TIME - 600,
    actor: { uid: '7', label: 'editor@shots.e2e.example' },
    action: 'reorder',
    entity_type: 'banner',
    entity_id: 'guest',
    title: null,
    before: { order: ['a', 'b'], titles: ['Welcome to the Source', 'Clarity in motion'] },
    after: { order: ['b', 'a'], titles: ['Clarity in motion', 'Welcome to the Source'] },
  },
  {
    id: '1',
    created: SHOT_TIME - 3600,
    actor: { uid: null, label: 'command line' },
    action: 'create',
    entity_type: 'editor',
    entity_id: '7',
    title: 'editor@shots.e2e.example',
    before: null,
    after: { email: 'editor@shots.e2e.example' },
  },
];

/** The Terms of Service's history on the shots (the seed's version 1 has the time of the seed). */
const TERMS_VERSIONS = [
  {
    version: 3,
    title: 'Terms of Service',
    slug_url: 'terms-service',
    location: 'Footer',
    saved: SHOT_TIME,
    saved_by: 'editor@shots.e2e.example',
    material: true,
    summary: 'Saved plans may now be shared within your clinic.',
    consent_version: 2,
    current: true,
  },
  {
    version: 2,
    title: 'Terms of Service',
    slug_url: 'terms-service',
    location: 'Footer',
    saved: SHOT_TIME - 86_400,
    saved_by: 'editor@shots.e2e.example',
    material: false,
    summary: 'A typo in section 5.',
    consent_version: null,
    current: false,
  },
  {
    version: 1,
    title: 'Terms of Service',
    slug_url: 'terms-service',
    location: 'Footer',
    saved: SHOT_TIME - 30 * 86_400,
    saved_by: 'seed',
    material: false,
    summary: '',
    consent_version: null,
    current: false,
  },
];

let session: E2eEditorSession | undefined;

async function openConsole(page: Page, path: string) {
  session ??= await visualEditor(page.request);
  await useEditorSessionIn(page, { ...session, editor: { ...session.editor, uid: '7' } });
  await page.route(/\/api\/editor\/audit-log(\?|$)/, (route) =>
    route.fulfill({ json: { items: AUDIT_ROWS, total: AUDIT_ROWS.length, page: 1, limit: 25 } }),
  );
  await page.goto(path);
}

test.describe('the editor console looks right', () => {
  test('sign-in', async ({ page }) => {
    await page.goto('/editor/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await stableShot(page, 'editor-login.png');
  });

  test('the audit log', async ({ page }) => {
    await openConsole(page, '/editor');
    await expect(page.getByRole('table', { name: 'Audit log' }).getByRole('row')).toHaveCount(AUDIT_ROWS.length + 1);
    await stableShot(page, 'editor-audit-log.png');
    await page.getByText('What changed (1)').first().click();
    await page.getByText('Order before and after').click();
    await stableShot(page, 'editor-audit-log-changes.png');
  });

  test('banners and a banner form', async ({ page }) => {
    await openConsole(page, '/editor/banners');
    await expect(page.getByRole('list', { name: 'Guest banners' }).getByTestId('content-row')).toHaveCount(4);
    await stableShot(page, 'editor-banners.png');
    await page.getByRole('button', { name: 'Edit “Welcome to the Source”' }).click();
    await overlayShot(page, page.getByRole('dialog', { name: /^Edit banner/ }), 'editor-banner-form.png');
  });

  test('resources and a resource form', async ({ page }) => {
    await openConsole(page, '/editor/resources');
    await expect(page.getByRole('list', { name: 'Resources' }).getByTestId('content-row')).toHaveCount(10);
    await stableShot(page, 'editor-resources.png');
    await page.getByRole('textbox', { name: 'Search' }).fill('lumira');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Title, A to Z' }).click();
    const found = page.getByRole('list', { name: 'Resources' }).getByTestId('content-row');
    await expect(found.first()).toContainText('Lumira Academy');
    await page.getByRole('checkbox', { name: 'Select “Lumira Academy”' }).check();
    await page.getByRole('checkbox', { name: 'Select “Lumira Lens Planner”' }).check();
    await stableShot(page, 'editor-resources-searched-chosen.png');
    await page.getByRole('button', { name: 'Unpublish chosen' }).click();
    await overlayShot(page, page.getByRole('dialog', { name: 'Unpublish 2 resources?' }), 'editor-resources-bulk-question.png');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Display order' }).click();
    await page.getByRole('button', { name: 'Edit “Lumira Lens Planner”' }).click();
    await overlayShot(
      page,
      page.getByRole('dialog', { name: 'Edit resource “Lumira Lens Planner”' }),
      'editor-resource-form.png',
    );
  });

  test('pages, a page form and a page’s history', async ({ page }) => {
    await openConsole(page, '/editor/pages');
    const rows = page.getByRole('list', { name: 'Pages' }).getByTestId('content-row');
    await expect(rows).toHaveCount(6);
    await expect(rows.first()).toContainText('1. Terms of Service');
    await stableShot(page, 'editor-pages.png');

    await page.getByRole('button', { name: 'Edit “Terms of Service”' }).click();
    const form = page.getByRole('dialog', { name: 'Edit the page “Terms of Service”' });
    await expect(form.getByRole('textbox', { name: /^Body/ }).getByRole('heading', { name: '7. Contact' })).toBeVisible();
    await overlayShot(page, form, 'editor-page-form.png');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();

    await page.route(/\/api\/editor\/pages\/[^/]+\/versions(\?|$)/, (route) => route.fulfill({ json: TERMS_VERSIONS }));
    await page.getByRole('link', { name: 'History of “Terms of Service”' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'History of “Terms of Service”' })).toBeVisible();
    await expect(page.getByTestId('version-row')).toHaveCount(TERMS_VERSIONS.length);
    await stableShot(page, 'editor-page-history.png');
  });

  test('professions with the specialities of the first', async ({ page }) => {
    await openConsole(page, '/editor/professions');
    await expect(page.getByRole('list', { name: 'Professions' }).getByTestId('content-row')).toHaveCount(5);
    await expect(page.getByRole('list', { name: 'Specialities of Ophthalmic Surgeon' }).getByTestId('content-row')).toHaveCount(
      6,
    );
    await stableShot(page, 'editor-professions.png');
  });

  test('the need-help list', async ({ page }) => {
    await openConsole(page, '/editor/need-help');
    await expect(page.getByRole('list', { name: 'Need-help list' }).getByTestId('content-row')).toHaveCount(6);
    await stableShot(page, 'editor-need-help.png');
  });

  test('the preview: a legal page as a guest', async ({ page }) => {
    await openConsole(page, '/editor/preview');
    await page.getByRole('combobox', { name: 'Screen' }).click();
    await page.getByRole('option', { name: 'Terms of Service' }).click();
    const frame = page.getByRole('region', { name: 'Preview as Guest' });
    await expect(frame.getByRole('heading', { name: '7. Contact' })).toBeVisible();
    await stableShot(page, 'editor-preview.png');
  });

  test('the approvals queue', async ({ page }) => {
    await page.route(/\/api\/editor\/approvals(\?|$)/, (route) =>
      route.fulfill({
        json: [
          {
            nid: '1003',
            title: 'Surgical Video Library',
            uid: '41',
            member_name: 'Anna Meyer',
            email: 'anna.meyer@shots.e2e.example',
            user_type: '1',
            requested_at: SHOT_TIME - 5 * 86_400,
            age_days: 5,
          },
          {
            nid: '1007',
            title: 'Distributor Order Portal',
            uid: '42',
            member_name: 'Dario Rossi',
            email: 'dario.rossi@shots.e2e.example',
            user_type: '2',
            requested_at: SHOT_TIME - 86_400,
            age_days: 1,
          },
        ],
      }),
    );
    await openConsole(page, '/editor/approvals');
    await expect(page.getByRole('checkbox', { name: 'Select Anna Meyer for Surgical Video Library' })).toBeVisible();
    await stableShot(page, 'editor-approvals.png');
  });

  test('the inbox', async ({ page }) => {
    const message = (id: string, type: string, subject: string, hours: number, handled: boolean) => ({
      id,
      type,
      name: 'Anna Meyer',
      email: 'anna.meyer@shots.e2e.example',
      country: 'Germany',
      subject,
      message: 'The planner shows the wrong axis after an import from the biometer.',
      resource: type === 'support' ? 'Lumira Lens Planner - Calculation question' : '',
      has_attachment: type === 'support',
      attachment_type: type === 'support' ? 'image/png' : null,
      received: SHOT_TIME - hours * 3600,
      handled_at: handled ? SHOT_TIME - 3600 : null,
      handled_by: handled ? 'editor@shots.e2e.example' : null,
    });
    const items = [
      message('2', 'support', 'Axis after import', 2, false),
      message('1', 'need_help_form', 'Question about training', 30, true),
    ];
    await page.route(/\/api\/editor\/inbox(\?|$)/, (route) =>
      route.fulfill({ json: { items, total: items.length, page: 1, limit: 25 } }),
    );
    await openConsole(page, '/editor/inbox');
    await expect(page.getByText('Axis after import')).toBeVisible();
    await stableShot(page, 'editor-inbox.png');
  });

  test('the invitations ledger', async ({ page }) => {
    const invitation = (id: string, email: string, name: [string, string], status: string, hours: number, by: string | null) => ({
      id,
      email,
      first_name: name[0],
      last_name: name[1],
      company: 'Optics Supply',
      country: 'ES',
      invited_by: by,
      created: SHOT_TIME - hours * 3600,
      sent: SHOT_TIME - hours * 3600,
      expires: SHOT_TIME - hours * 3600 + 14 * 86_400,
      opened: status === 'opened' ? SHOT_TIME - 3600 : null,
      status,
    });
    const items = [
      invitation('4', 'dana.ortiz@shots.e2e.example', ['Dana', 'Ortiz'], 'pending', 1, 'editor@shots.e2e.example'),
      invitation('3', 'lars.berg@shots.e2e.example', ['Lars', 'Berg'], 'opened', 5, 'editor@shots.e2e.example'),
      invitation('2', 'ana.silva@shots.e2e.example', ['Ana', 'Silva'], 'accepted', 30, null),
      invitation('1', 'jean.dupont@shots.e2e.example', ['Jean', 'Dupont'], 'revoked', 400, 'editor@shots.e2e.example'),
    ];
    await page.route(/\/api\/editor\/invitations(\?|$)/, (route) =>
      route.fulfill({ json: { items, total: items.length, page: 1, limit: 25 } }),
    );
    await openConsole(page, '/editor/invitations');
    await expect(page.getByRole('table', { name: 'Ledger' }).getByRole('row')).toHaveCount(items.length + 1);
    await expect(page.getByRole('combobox', { name: 'Country' })).toBeVisible();
    await stableShot(page, 'editor-invitations.png');
  });

  test('notifications: compose and the list with email progress', async ({ page }) => {
    const notification = (nid: string, subject: string, audience: string, status: string, counts: number[], hours: number) => ({
      nid,
      subject,
      message: '<p>Hello</p>',
      audience,
      created_by: 'editor@shots.e2e.example',
      created: SHOT_TIME - hours * 3600,
      send_at: SHOT_TIME - hours * 3600,
      status,
      recipients: counts[0]! + counts[1]! + counts[2]! + 2,
      queued: counts[0],
      sent: counts[1],
      failed: counts[2],
    });
    const items = [
      notification('3', 'Webinar: toric IOL planning', 'professionals', 'scheduled', [12, 0, 0], -20),
      notification('2', 'Price list 2027', 'distributors', 'sending', [4, 9, 1], 1),
      notification('1', 'New lens planner release', 'all', 'sent', [0, 42, 0], 50),
    ];
    await page.route(/\/api\/editor\/notifications(\?|$)/, (route) =>
      route.fulfill({ json: { items, total: items.length, page: 1, limit: 25 } }),
    );
    await openConsole(page, '/editor/notifications');
    await expect(page.getByRole('table', { name: 'Sent and scheduled' }).getByRole('row')).toHaveCount(items.length + 1);
    await stableShot(page, 'editor-notifications.png');
  });

  test('members', async ({ page }) => {
    const member = (uid: string, name: string, type: string, status: string, hours: number) => ({
      uid,
      name,
      email: `${name.toLowerCase().replace(' ', '.')}@shots.e2e.example`,
      user_type: type,
      status,
      created: SHOT_TIME - hours * 3600,
      last_sign_in: status === 'active' ? SHOT_TIME - 3600 : null,
    });
    const items = [
      member('44', 'Anna Meyer', '1', 'active', 2),
      member('43', 'Dario Rossi', '2', 'not_activated', 26),
      member('42', 'Greta Berg', '1', 'blocked', 300),
    ];
    await page.route(/\/api\/editor\/members(\?|$)/, (route) =>
      route.fulfill({ json: { items, total: items.length, page: 1, limit: 25 } }),
    );
    await openConsole(page, '/editor/members');
    await expect(page.getByRole('table', { name: 'Members' }).getByRole('row')).toHaveCount(items.length + 1);
    await stableShot(page, 'editor-members.png');
  });
});
