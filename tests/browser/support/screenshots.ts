// Takes screenshots of the shell pages at desktop and phone widths, for a look by eye.
// Usage: npx tsx tests/browser/support/screenshots.ts http://127.0.0.1:4321 /tmp/shots
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

const [baseUrl = 'http://127.0.0.1:4321', outDir = 'test-results/screenshots'] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });

const pages = [
  { name: 'home', path: '/' },
  { name: '404', path: '/no-such-page' },
  { name: 'placeholder', path: '/projects' },
  { name: 'results', path: '/sale/residential-properties-for-sale-islamabad-1' },
  { name: 'detail', path: '/sale/123' },
];
const widths = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  for (const size of widths) {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    for (const entry of pages) {
      await page.goto(new URL(entry.path, baseUrl).href, { waitUntil: 'networkidle' });
      await page.screenshot({ path: join(outDir, `${entry.name}-${size.name}.png`), fullPage: true });
    }
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    if (size.name === 'phone') {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Menu' }).getByText('Buy').click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(outDir, 'drawer-phone.png') });
      await page.keyboard.press('Escape');
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(outDir, 'home-scrolled-phone.png') });
    } else {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Buy' }).hover();
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(outDir, 'menu-desktop.png') });
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Building Materials' }).click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(outDir, 'materials-desktop.png') });
    }
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(`screenshots in ${outDir}`);
