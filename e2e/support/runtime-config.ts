import type { Page } from '@playwright/test';

/** The inline configuration block the server writes into every page (server/plugins/spa.ts). */
const INLINE_CONFIG = /(<script type="application\/json" id="runtime-config">)(.*?)(<\/script>)/;

/**
 * Gives the SPA other runtime settings (e.g. a captcha site key) in this page: the configuration
 * written into the page's HTML and `/config.json` alike.
 */
export async function overrideRuntimeConfig(page: Page, patch: Record<string, unknown>): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), ...patch } });
  });
  await page.route(
    (url) =>
      !/^\/(assets|files|api|jsonapi|viewapi|uiapi|user|session|admin|entity)\//.test(url.pathname) &&
      url.pathname !== '/config.json',
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        INLINE_CONFIG,
        (_, open: string, json: string, close: string) =>
          `${open}${JSON.stringify({ ...JSON.parse(json), ...patch }).replace(/</g, '\\u003c')}${close}`,
      );
      await route.fulfill({ response, body: html });
    },
  );
}
