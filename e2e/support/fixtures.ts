import { test as base } from '@playwright/test';
import { ContentPage } from '../pages/content.page';
import { HomePage } from '../pages/home.page';
import { LayoutPage } from '../pages/layout.page';

/** Page objects handed to every spec; add a fixture here for each new page object. */
export interface PageFixtures {
  layout: LayoutPage;
  homePage: HomePage;
  contentPage: ContentPage;
}

export const test = base.extend<PageFixtures>({
  layout: async ({ page }, use) => use(new LayoutPage(page)),
  homePage: async ({ page }, use) => use(new HomePage(page)),
  contentPage: async ({ page }, use) => use(new ContentPage(page)),
});

export { expect } from '@playwright/test';
