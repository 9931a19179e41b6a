import { test, type Page } from '@playwright/test';

/**
 * Browsers keep a page left by a link whole for a moment, script and all, and give it back on Back (the
 * back/forward cache); the test browser is started without it unless asked, as here.
 */
export const withBackForwardCache = test.extend<object, object>({
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({ ...launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
    },
    { scope: 'worker' },
  ],
});

/** Notes, for `wasGivenBack`, each time this tab shows a page the cache gave back whole. */
export async function noteGivenBack(page: Page): Promise<void> {
  await page.addInitScript(() =>
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) sessionStorage.setItem('test.givenBack', String(Number(sessionStorage.getItem('test.givenBack') ?? 0) + 1));
    }),
  );
}

/** How many pages this tab was given back whole, even if one was then loaded afresh. */
export async function timesGivenBack(page: Page): Promise<number> {
  return page.evaluate(() => Number(sessionStorage.getItem('test.givenBack') ?? 0));
}
