import { gzipSync } from 'node:zlib';
import { expect, test, type Locator } from '@playwright/test';
import { PHONE } from './support/shell-pages';

// A chart is drawn once, in markup that reads on a phone and on a desktop: its lines in one SVG that
// stretches to its box, its axis labels as text of a fixed size. Each was once drawn twice (a phone
// drawing and a wide one), which made the building materials page 196 KB of HTML.

const CHART_PAGES = ['/building-materials', '/area-guides/islamabad/f-7', '/area-guides/islamabad'];

/** The labels a chart shows, where they are on the screen and how big their text is. */
async function shownLabels(labels: Locator) {
  return labels.evaluateAll((all) =>
    all
      .filter((label) => label.getClientRects().length > 0)
      .map((label) => {
        const box = label.getBoundingClientRect();
        return { text: label.textContent, px: parseFloat(getComputedStyle(label).fontSize), left: box.left, right: box.right, top: Math.round(box.top) };
      }),
  );
}

for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
  test.describe(`charts at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('each is one drawing with a text alternative, and its labels are readable, on it and apart', async ({ page }) => {
      for (const path of CHART_PAGES) {
        await page.goto(path);
        const charts = page.locator('figure[data-chart]');
        expect(await charts.count(), path).toBeGreaterThan(0);
        for (const chart of await charts.all()) {
          const name = `${path} ${await chart.getAttribute('data-chart')}`;
          // One drawing, named and described for screen readers.
          await expect(chart.locator('svg'), name).toHaveCount(1);
          const drawing = chart.getByRole('img');
          await expect(drawing, name).toHaveAccessibleName(/\S/);
          await expect(drawing, name).toHaveAccessibleDescription(/\S/);
          const figure = (await chart.boundingBox())!;
          const svg = (await drawing.boundingBox())!;
          expect(svg.width, `${name}: drawing fills its box`).toBeGreaterThan(figure.width * 0.6);
          expect(svg.x + svg.width, `${name}: drawing inside its box`).toBeLessThanOrEqual(figure.x + figure.width + 1);
          expect(svg.height, `${name}: drawing tall enough to read`).toBeGreaterThanOrEqual(170);

          const values = await shownLabels(chart.locator('.y-axis li'));
          const dates = await shownLabels(chart.locator('.x-axis li'));
          expect(values.length, name).toBeGreaterThan(1);
          expect(dates.length, name).toBeGreaterThan(1);
          for (const label of [...values, ...dates]) {
            expect(label.px, `${name}: ${label.text}`).toBeGreaterThanOrEqual(11);
            expect(label.left, `${name}: ${label.text} inside the chart`).toBeGreaterThanOrEqual(figure.x - 1);
            expect(label.right, `${name}: ${label.text} inside the chart`).toBeLessThanOrEqual(Math.min(figure.x + figure.width, viewport.width) + 1);
          }
          // The dates share a line, each ending before the next begins; the values are a column top to bottom.
          expect(new Set(dates.map((d) => d.top)).size, name).toBe(1);
          for (let i = 1; i < dates.length; i++) expect(dates[i].left, `${name}: ${dates[i].text}`).toBeGreaterThan(dates[i - 1].right + 4);
          for (let i = 1; i < values.length; i++) expect(values[i].top, `${name}: ${values[i].text}`).toBeLessThan(values[i - 1].top);
        }
      }
    });
  });
}

test('a phone is shown fewer dates than a desktop, and the numbers are in a table under each chart', async ({ browser }) => {
  const counts: number[] = [];
  for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
    const page = await browser.newPage({ viewport });
    // A city's price index spans the page on a desktop.
    await page.goto('/area-guides/islamabad');
    const chart = page.locator('figure[data-chart]').first();
    counts.push((await shownLabels(chart.locator('.x-axis li'))).length);
    await chart.getByText('Show the numbers').click();
    const table = chart.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(25);
    await expect(table.getByRole('columnheader').first()).toHaveText('Date');
    // Each month reads as a figure, or a dash where it has none (written as an entity, shown as the character).
    const cells = await table.getByRole('cell').allTextContents();
    for (const cell of cells) expect(cell).toMatch(/^(–|PKR [\d,]+\/sq ft)$/);
    expect(cells).toContain('–');
    await page.close();
  }
  expect(counts[0]).toBeLessThan(counts[1]);
});

test('the building materials page stays small: each chart drawn once', async ({ request }) => {
  for (const path of ['/building-materials', '/building-materials?cityId=2']) {
    const html = Buffer.from(await (await request.get(path)).body());
    const charts = html.toString().match(/<figure[^>]*data-chart=/g) ?? [];
    const drawings = html.toString().match(/<svg[^>]*role="img"/g) ?? [];
    const gzipped = gzipSync(html).length;
    console.log(`${path}: ${(html.length / 1024).toFixed(1)} KB of HTML, ${(gzipped / 1024).toFixed(1)} KB gzipped, ${charts.length} charts`);
    expect(charts.length, path).toBeGreaterThanOrEqual(4);
    expect(drawings.length, `${path}: one drawing a chart`).toBe(charts.length);
    // 73 KB and 13 KB now; drawn twice, the page was 196 KB and 23 KB.
    expect(html.length, `${path}: raw bytes`).toBeLessThan(110 * 1024);
    expect(gzipped, `${path}: gzipped bytes`).toBeLessThan(16 * 1024);
  }
});
