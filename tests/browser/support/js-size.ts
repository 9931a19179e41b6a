import type { Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';

export interface ScriptSize {
  url: string;
  bytes: number;
  gzipped: number;
}

export interface JsSize {
  /** Script files fetched by the page, each gzipped on its own. */
  files: ScriptSize[];
  /** Inline <script> code in the HTML, gzipped together. */
  inlineGzipped: number;
  totalGzipped: number;
}

const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * The JavaScript a page loads before anyone touches it: every script response until the network is
 * idle, plus inline scripts, measured gzipped (what a slow phone actually downloads).
 */
export async function measurePageJs(page: Page, path: string): Promise<JsSize> {
  const pending: Promise<ScriptSize | null>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: response.url(), bytes: body.length, gzipped: gzipSync(body, { level: 9 }).length }))
        .catch(() => null),
    );
  };
  page.on('response', onResponse);
  try {
    await page.goto(path, { waitUntil: 'networkidle' });
  } finally {
    page.off('response', onResponse);
  }
  const files = (await Promise.all(pending)).filter((size): size is ScriptSize => size !== null);
  const inline = await page.$$eval('script:not([src])', (scripts) =>
    scripts.map((script) => ({ type: script.getAttribute('type') ?? '', code: script.textContent ?? '' })),
  );
  const inlineCode = inline.filter((script) => JS_TYPES.has(script.type)).map((script) => script.code).join('\n');
  const inlineGzipped = inlineCode ? gzipSync(Buffer.from(inlineCode), { level: 9 }).length : 0;
  const totalGzipped = files.reduce((sum, file) => sum + file.gzipped, 0) + inlineGzipped;
  return { files, inlineGzipped, totalGzipped };
}

export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
