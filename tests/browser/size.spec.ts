import { expect, test } from '@playwright/test';
import { formatKb, measurePageJs } from './support/js-size';

// A shell page must stay light on a slow phone: the script it loads before anyone acts is capped.
const BUDGET_BYTES = 60 * 1024;

for (const path of ['/', '/projects', '/this-page-does-not-exist']) {
  test(`${path} loads at most 60 KB of JavaScript (gzipped) before any interaction`, async ({ page }) => {
    const size = await measurePageJs(page, path);
    console.log(
      `JS on ${path}: ${formatKb(size.totalGzipped)} gzipped ` +
        `(${size.files.length} files${size.files.map((file) => `, ${new URL(file.url).pathname} ${formatKb(file.gzipped)}`).join('')}; inline ${formatKb(size.inlineGzipped)})`,
    );
    expect(size.totalGzipped).toBeGreaterThan(0);
    expect(size.totalGzipped).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}
