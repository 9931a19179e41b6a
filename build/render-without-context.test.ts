import { describe, expect, it } from 'vitest';
import { renderWithoutContext } from './render-without-context.mjs';

const ADAPTER_FILE = '/app/node_modules/@astrojs/node/dist/serve-app.js';
// The shape of the adapter's handler (serve-app.js of @astrojs/node 9).
const ADAPTER_CODE = `function createAppHandler(app, AsyncLocalStorage, log) {
  const als = new AsyncLocalStorage();
  const onRejection = () => log(\`Unhandled rejection while rendering \${als.getStore()}\`);
  return { onRejection, handle: async (request) => {
    const response = await als.run(
      request.url,
      () => app.render(request, { addCookieHeader: true })
    );
    return response;
  } };
}
return createAppHandler;`;

type Transform = (code: string, id: string) => { code: string } | null;
const transform = renderWithoutContext().transform as Transform;

describe('renderWithoutContext', () => {
  it('renders each page directly, never inside the AsyncLocalStorage', async () => {
    const out = transform(ADAPTER_CODE, ADAPTER_FILE)!;
    let runs = 0;
    class Storage {
      run<T>(_store: unknown, fn: () => T) {
        runs++;
        return fn();
      }
      getStore() {
        return undefined;
      }
    }
    const lines: string[] = [];
    const create = new Function(out.code)() as (app: unknown, storage: unknown, log: (line: string) => void) => { handle(r: unknown): Promise<string>; onRejection(): void };
    const app = { render: (request: { url: string }, options: { addCookieHeader: boolean }) => Promise.resolve(`${request.url} ${options.addCookieHeader}`) };
    const handler = create(app, Storage, (line) => lines.push(line));
    expect(await handler.handle({ url: '/sale/1' })).toBe('/sale/1 true');
    expect(runs).toBe(0);
    handler.onRejection();
    expect(lines).toEqual(['Unhandled rejection while rendering a page']);
  });

  it('leaves every other file alone', () => {
    expect(transform(ADAPTER_CODE, '/app/src/lib/other.js')).toBeNull();
  });

  it('refuses to build when the adapter no longer renders inside als.run', () => {
    expect(() => transform('export function createAppHandler() {}', ADAPTER_FILE)).toThrow(/no longer runs each render in als.run/);
  });
});
