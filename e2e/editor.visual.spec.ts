import { expect, test, type Page } from '@playwright/test';
import { useEditorSessionIn, visualEditor, type E2eEditorSession } from './support/editors';
import { overlayShot, prepareForShots, SHOT_TIME, stableShot } from './support/visual';

// Baselines of the editor console (issue 14) at 1280 (visual-desktop) and 390 (visual-mobile): the
// console is desktop-first and must stay usable on a phone. The demo content is the seed's; the
// audit log, whose rows depend on what earlier specs did, is answered by page.route.
test.beforeEach(({ page }) => prepareForShots(page));

const AUDIT_ROWS = [
  {
    id: '3',
    created: SHOT_TIME,
    actor: { uid: '7', label: 'editor@shots.e2e.example' },
    action: 'publish',
    entity_type: 'resource',
    entity_id: '1011',
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
    before: { order: ['a', 'b'] },
    after: { order: ['b', 'a'] },
  },
  {
    id: '1',
    created: SHOT_TIME - 3600,
    actor: { uid: null, label: 'command line' },
    action: 'create',
    entity_type: 'editor',
    entity_id: '7',
    before: null,
    after: { email: 'editor@shots.e2e.example' },
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
    await page.getByRole('button', { name: 'Edit “Lumira Lens Planner”' }).click();
    await overlayShot(
      page,
      page.getByRole('dialog', { name: 'Edit resource “Lumira Lens Planner”' }),
      'editor-resource-form.png',
    );
  });
});
