// @ts-check
/**
 * A Vite plugin that keeps the node adapter from running every page inside an AsyncLocalStorage.
 * @astrojs/node (serve-app.js) wraps each render in `als.run(request.url, …)` only so that an unhandled
 * promise rejection can name the page it came from. On Node 20 an AsyncLocalStorage in use turns on
 * V8's promise hooks for the whole process: every promise of every render then calls back into
 * JavaScript, about a tenth of a page's CPU (results page 10.5 → 9.4 ms, listing page 2.9 → 2.6 ms,
 * measured side by side). Our middleware logs a failed request with its path itself.
 *
 * It rewrites the adapter's code, so it refuses to build when the code is not as expected (an upgrade
 * changed it): then check whether the adapter still does this, and drop or adapt the plugin.
 */
const TARGET = /[\\/]@astrojs[\\/]node[\\/]dist[\\/]serve-app\.js$/;
const RUN = /\bals\.run\(\s*request\.url,/;
const STORE = /\bals\.getStore\(\)/;

/** @returns {import('vite').Plugin} */
export function renderWithoutContext() {
  return {
    name: 'basera:render-without-context',
    transform(code, id) {
      if (!TARGET.test(id)) return null;
      if (!RUN.test(code) || !STORE.test(code)) throw new Error(`render-without-context: ${id} no longer runs each render in als.run as expected`);
      const rewritten = code.replace(RUN, '((render) => render())(').replace(STORE, '"a page"');
      return { code: rewritten, map: null };
    },
  };
}
