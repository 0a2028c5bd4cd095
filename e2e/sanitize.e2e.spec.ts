import { expect, test } from './support/fixtures';

// CMS HTML is sanitised in the browser (SafeHtml, DOMPurify). Unit tests cannot prove it
// (happy-dom's DOM walker keeps nodes DOMPurify removes), so this runs in real Chromium: the
// landing-page call is answered with hostile HTML and the page must render it harmless.
test('a link page renders hostile CMS HTML harmlessly', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.route('**/jsonapi/basiclandingpages/detail?*', (route) =>
    route.fulfill({
      json: [
        {
          title: 'Hostile page',
          body: [
            '<h2>Safe heading</h2>',
            '<p>Safe <strong>paragraph</strong> <a href="javascript:alert(1)">bad link</a> <a href="/linkdetail/terms-service" target="_blank">good link</a></p>',
            '<script>alert("script")</script>',
            '<img src="/files/demo/avatar/default-avatar.png" alt="avatar" onerror="alert(\'img\')" onload="alert(\'load\')">',
            '<iframe src="https://example.com"></iframe>',
            '<div style="position:fixed" onclick="alert(1)">styled</div>',
          ].join(''),
        },
      ],
    }),
  );
  await page.goto('/linkdetail/hostile');
  const body = page.locator('.cms-html');
  await expect(page.getByRole('heading', { name: 'Safe heading' })).toBeVisible();
  await expect(body.locator('strong')).toHaveText('paragraph');
  await expect(body.locator('img')).toHaveAttribute('alt', 'avatar');
  await expect(body.locator('script, iframe')).toHaveCount(0);
  await expect(body.locator('[onerror], [onload], [onclick]')).toHaveCount(0);
  // The javascript: href is dropped, so it is plain text, not a link.
  await expect(body.getByText('bad link')).toBeVisible();
  await expect(body.locator('a[href^="javascript"]')).toHaveCount(0);
  await expect(body.getByRole('link', { name: 'good link' })).toHaveAttribute('rel', 'noopener noreferrer');
  await body.getByText('styled').click();
  expect(dialogs).toEqual([]);
});
