import { expect, test, type Page } from '@playwright/test';
import { firstListingPath, PHONE } from './support/shell-pages';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('desktop navigation', () => {
  test('a menu opens on hover and closes when the pointer leaves', async ({ page }) => {
    await page.goto('/');
    const buy = mainNav(page).getByRole('button', { name: 'Buy' });
    await expect(buy).toHaveAttribute('aria-expanded', 'false');
    await buy.hover();
    await expect(buy).toHaveAttribute('aria-expanded', 'true');
    const residential = mainNav(page).getByRole('link', { name: /^Residential/ });
    await expect(residential).toBeVisible();
    await expect(residential).toHaveAttribute('href', '/sale/residential-properties-for-sale-islamabad-1');

    // Moving to the next menu swaps them.
    const rent = mainNav(page).getByRole('button', { name: 'Rent' });
    await rent.hover();
    await expect(rent).toHaveAttribute('aria-expanded', 'true');
    await expect(buy).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page).getByRole('link', { name: /^Commercial/ })).toHaveAttribute(
      'href',
      '/rent/commercial-properties-for-rent-islamabad-1',
    );

    await page.mouse.move(700, 600);
    await expect(rent).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page).getByRole('link', { name: /^List my home for rent/ })).toBeHidden();
  });

  test('a menu works from the keyboard: Enter opens, arrows move, Escape closes', async ({ page }) => {
    await page.goto('/');
    const sell = mainNav(page).getByRole('button', { name: 'Sell' });
    await sell.focus();
    await page.keyboard.press('Enter');
    await expect(sell).toHaveAttribute('aria-expanded', 'true');
    const sellLink = mainNav(page).getByRole('link', { name: /^Sell a property/ });
    await expect(sellLink).toHaveAttribute('href', '/add-property?purpose=sell');

    await page.keyboard.press('ArrowDown');
    await expect(sellLink).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(mainNav(page).getByRole('link', { name: /^Rent out a property/ })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(sell).toHaveAttribute('aria-expanded', 'false');
    await expect(sell).toBeFocused();
    await expect(sellLink).toBeHidden();

    // Tabbing out of an open menu closes it.
    await page.keyboard.press('Space');
    await expect(sell).toHaveAttribute('aria-expanded', 'true');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    await expect(sell).toHaveAttribute('aria-expanded', 'false');
  });

  test('a click opens a menu (touch and mouse) and a click elsewhere closes it', async ({ page }) => {
    await page.goto('/');
    const more = mainNav(page).getByRole('button', { name: 'More' });
    await more.dispatchEvent('click');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav(page).getByRole('link', { name: /^Blog/ })).toHaveAttribute('href', '/blog');
    await expect(mainNav(page).getByRole('link', { name: /^Agencies/ })).toHaveAttribute('href', '/agencies');
    await page.getByRole('heading', { name: 'Popular cities' }).click();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  for (const width of [600, 700, 800, 1024]) {
    test(`at ${width}px every menu fits in the bar beside Wanted and Sign In`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const wanted = await page.getByRole('banner').getByRole('link', { name: 'Wanted' }).boundingBox();
      const triggers = mainNav(page).locator('.nav-trigger');
      expect(await triggers.count()).toBe(6);
      for (const box of await triggers.evaluateAll((elements) => elements.map((e) => e.getBoundingClientRect().toJSON()))) {
        expect(box.height).toBeLessThanOrEqual(44);
        expect(box.right).toBeLessThanOrEqual(wanted!.x);
      }
    });
  }

  test('Invest leads to projects', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page).getByRole('link', { name: 'Invest' })).toHaveAttribute('href', '/projects');
  });

  test('every link in the bar, drawer and footers answers 200', async ({ page, request }) => {
    const hrefs = new Set<string>();
    for (const path of ['/', await firstListingPath(page)]) {
      await page.goto(path);
      const found = await page.$$eval('header a[href], dialog a[href], footer a[href]', (links) =>
        links.map((link) => link.getAttribute('href')!),
      );
      for (const href of found) hrefs.add(href);
    }
    expect(hrefs.size).toBeGreaterThan(20);
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });

  test('the Wanted button shows everywhere but on /wanted', async ({ page }) => {
    await page.goto('/projects');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Wanted' })).toHaveAttribute('href', '/wanted');
    await page.goto('/wanted');
    await expect(page.getByRole('heading', { level: 1, name: 'Tell us what you are looking for' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Wanted' })).toHaveCount(0);
  });

  test('the building materials panel opens from the bar and closes', async ({ page }) => {
    await page.goto('/');
    const trigger = mainNav(page).getByRole('button', { name: 'Building Materials' });
    await trigger.click();
    const panel = page.getByRole('dialog', { name: 'Building material prices' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Building material prices' })).toBeVisible();
    await expect(panel.getByRole('table')).toContainText('Cement');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await panel.getByRole('button', { name: 'Close building material prices' }).click();
    await expect(panel).toBeHidden();
  });

  test('the account corner sits in the bar', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.locator('#auth-modal-root')).toHaveCount(1);
  });

  test('the route loader shows while a slow page loads', async ({ page }) => {
    await page.route('**/blog', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/projects');
    const loader = page.locator('[data-route-loader]');
    await expect(loader).toBeHidden();
    // Playwright waits for a navigation to finish before it looks again, so the page reports the moment itself.
    let shownAfterMs: number | null = null;
    let clickedAt = Date.now();
    await page.exposeFunction('reportLoaderShown', () => {
      shownAfterMs ??= Date.now() - clickedAt;
    });
    await page.evaluate(() => {
      const element = document.querySelector<HTMLElement>('[data-route-loader]')!;
      new MutationObserver(() => {
        if (!element.hidden) (window as unknown as { reportLoaderShown: () => void }).reportLoaderShown();
      }).observe(element, { attributes: true });
    });
    clickedAt = Date.now();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(shownAfterMs).not.toBeNull();
    expect(shownAfterMs!).toBeGreaterThanOrEqual(250);
    expect(shownAfterMs!).toBeLessThan(1500);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(loader).toBeHidden();
  });

  test('the loader does not flash on an in-page link', async ({ page }) => {
    await page.goto('/projects');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForTimeout(400);
    await expect(page.locator('[data-route-loader]')).toBeHidden();
    await expect(page.locator('#main')).toBeFocused();
  });

  test('the home search goes to the results page for the chosen purpose, city and category', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Search properties' });
    await search.getByText('Rent', { exact: true }).click();
    await search.getByLabel('City').selectOption({ label: 'Lahore' });
    await search.getByLabel('Category').selectOption({ label: 'Plot' });
    await search.getByLabel('Area').pressSequentially('dha phase');
    // Suggestions come from the chosen city's areas while typing.
    await expect
      .poll(() => page.locator('#search-area-suggestions option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)))
      .toContain('DHA Phase 5');
    await search.getByLabel('Area').fill('DHA Phase 5');
    const navigation = page.waitForRequest((request) => request.isNavigationRequest());
    await search.getByRole('button', { name: 'Search' }).click();
    expect(new URL((await navigation).url()).pathname + new URL((await navigation).url()).search).toBe(
      '/rent/plot-properties-for-rent-lahore-2?area=DHA+Phase+5',
    );
    // The results page reads the typed area as the city's area of that name.
    await expect(page).toHaveURL(/\/rent\/plot-properties-for-rent-dha-phase-5-lahore-2-\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('DHA Phase 5');
  });

  test('an area the city does not have shows the whole city and says so', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Search properties' });
    await search.getByLabel('City').selectOption({ label: 'Lahore' });
    await search.getByLabel('Area').fill('Nowhere Town');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'No area called “Nowhere Town” in Lahore' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Lahore');
  });
});

test.describe('toasts', () => {
  test('toasts appear, errors as alerts, and can be dismissed', async ({ page }) => {
    await page.goto('/projects');
    const toast = (type: string, message: string) =>
      page.evaluate(([type, message]) => {
        window.dispatchEvent(new CustomEvent('basera:toast', { detail: { type, message } }));
      }, [type, message]);
    await toast('success', 'Property saved');
    await toast('error', 'Something went wrong');
    await expect(page.getByRole('alert')).toHaveText(/Something went wrong/);
    const saved = page.getByText('Property saved');
    await expect(saved).toBeVisible();
    await expect(page.locator('[data-toast-polite]')).toContainText('Property saved');

    await page.getByRole('alert').getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(saved).toBeVisible();
  });

  test('a toast goes away by itself after six seconds', async ({ page }) => {
    await page.goto('/projects');
    const shownAt = Date.now();
    await page.evaluate(() => {
      window.dispatchEvent(new CustomEvent('basera:toast', { detail: { type: 'info', message: 'Link copied' } }));
    });
    const toast = page.getByText('Link copied');
    await expect(toast).toBeVisible();
    await page.waitForTimeout(5000);
    await expect(toast).toBeVisible({ timeout: 100 });
    await expect(toast).toHaveCount(0, { timeout: 3000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(5900);
  });
});

test.describe('footers', () => {
  // The wizard's own test checks that /add-property has no footer (it needs a signed-in person).
  test('a listing has the search footer; other pages the site footer', async ({ page }) => {
    await page.goto(await firstListingPath(page));
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Popular searches' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Houses for sale in Lahore' })).toHaveAttribute(
      'href',
      '/sale/residential-properties-for-sale-lahore-2?type=house',
    );

    await page.goto('/blog');
    await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'Browse' })).toBeVisible();
  });
});

test.describe('errors', () => {
  test('an unknown path gets the friendly 404 page', async ({ page }) => {
    const response = await page.goto('/no/such/page/here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'This page has moved out' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Search properties', exact: true })).toHaveAttribute('href', '/');
  });

  test('a 404 from any kind of page is the styled page, under the page policy', async ({ page }) => {
    const unknown = ['/sale/999999999', '/sale/abc', '/projects/no-such-project', '/agencies/no-such-agency-99999', '/blog/no-such-post', '/no/such/page'];
    for (const path of unknown) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      expect(response?.headers()['content-security-policy'], path).not.toContain("default-src 'none'");
      await expect(page.getByRole('heading', { level: 1, name: 'This page has moved out' }), path).toBeVisible();
      // The stylesheet applied: the header's menu button is hidden or drawn, never a bare default button.
      const sheets = await page.evaluate(() => document.styleSheets.length);
      expect(sheets, path).toBeGreaterThan(0);
      const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      expect(bodyFont, path).not.toMatch(/^"?Times/);
    }
  });

  test('a purpose other than sale or rent is a 404', async ({ page }) => {
    const response = await page.goto('/lease/residential-properties-for-sale-islamabad-1');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'This page has moved out' })).toBeVisible();
  });
});

test.describe('phone', () => {
  test.use({ viewport: PHONE });

  test('the drawer opens and closes from the keyboard, keeping focus inside', async ({ page }) => {
    await page.goto('/projects');
    await expect(mainNav(page)).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    const nav = drawer.getByRole('navigation', { name: 'Menu' });
    for (const name of ['Buy', 'Rent', 'Sell', 'More']) await expect(nav.getByText(name, { exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Invest' })).toBeVisible();
    await expect(nav.getByRole('button', { name: /Building Materials/ })).toContainText('New');
    await expect(drawer.getByRole('button', { name: 'Sign In' })).toBeVisible();

    // Groups expand.
    await expect(nav.getByRole('link', { name: 'Plot' })).toBeHidden();
    await nav.getByText('Buy', { exact: true }).click();
    await expect(nav.getByRole('link', { name: 'Plot' })).toHaveAttribute('href', '/sale/plot-properties-for-sale-islamabad-1');

    // Focus stays in the drawer however far one tabs, both ways.
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('#site-drawer'))).toBe(true);
    }
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('#site-drawer'))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
  });

  test('Building Materials in the drawer opens the panel in its place', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await menuButton.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: /Building Materials/ }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    const panel = page.getByRole('dialog', { name: 'Building material prices' });
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('on home the bar is see-through at the top and solid with a shadow after 50px', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const look = () =>
      header.evaluate((element) => {
        const style = getComputedStyle(element);
        return { background: style.backgroundColor, shadow: style.boxShadow };
      });
    expect(await look()).toEqual({ background: 'rgba(0, 0, 0, 0)', shadow: 'none' });

    await page.evaluate(() => window.scrollTo(0, 30));
    await page.waitForTimeout(300);
    expect((await look()).shadow).toBe('none');

    await page.evaluate(() => window.scrollTo(0, 50));
    await expect.poll(async () => (await look()).shadow).not.toBe('none');
    // Both change over a 0.2 s transition: the shadow may show a frame before the background does.
    await expect.poll(async () => (await look()).background).not.toBe('rgba(0, 0, 0, 0)');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(async () => (await look()).shadow).toBe('none');
  });

  test('other pages have a solid bar from the start', async ({ page }) => {
    await page.goto('/projects');
    const background = await page.getByRole('banner').evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
  });
});
