// @ts-check
/**
 * A Vite plugin that takes four costs out of each island Astro renders (on a results page the filter
 * island, 15 KB of form and 7 KB of props, cost about a quarter of the page's CPU through them):
 *
 * 1. Props serialized once. Astro 5 serializes an island's props for its `uid` hash
 *    (runtime/server/render/component.js) and again for its `props` attribute (hydration.js). The
 *    result is kept for that props object, which Astro makes anew for each island it renders.
 * 2. An island named without hashing its markup: the `uid` hashed, one character at a time in
 *    JavaScript, the island's HTML and props; it now hashes the props and the HTML's length. The HTML
 *    follows from the props, so islands that hashed alike before still do, and no others.
 * 3. No URL parse of the props: an attribute holding an `&` is tried as a URL (util.js, addAttribute:
 *    http(s) URLs are written unescaped), and escaped props always hold one, so every island threw and
 *    caught a failed 7 KB parse. Only a value that starts like an http(s) URL is tried now.
 * 4. A pure island rendered once per distinct props (@astrojs/react's server.js): a component marked
 *    pure (`reactIsland(component, { pure: true })`, src/islands/react-island.ts) has markup that follows
 *    from its props alone, so its React render is kept by its props (as JSON) and served again, at most
 *    RENDERED_PER_ISLAND per component, the least recently used going first. An island with children or
 *    slots, or props that are not plain data, is rendered every time. React's render of the filter form
 *    was about 1 ms of a 5 ms results page, most of it in the garbage it left.
 *
 * It rewrites Astro's own code, so it refuses to build when that code is not as expected (an Astro
 * upgrade changed it): then check whether Astro still does this, and drop or adapt the plugin.
 */
const SERIALIZE = /[\\/]astro[\\/]dist[\\/]runtime[\\/]server[\\/]serialize\.js$/;
const SERIALIZE_ORIGINAL = `function serializeProps(props, metadata) {
  const serialized = JSON.stringify(serializeObject(props, metadata));
  return serialized;
}`;
const SERIALIZE_ONCE = `const serializedIslandProps = new WeakMap();
function serializeProps(props, metadata) {
  let serialized = serializedIslandProps.get(props);
  if (serialized === undefined) {
    serialized = JSON.stringify(serializeObject(props, metadata));
    serializedIslandProps.set(props, serialized);
  }
  return serialized;
}`;

const COMPONENT = /[\\/]astro[\\/]dist[\\/]runtime[\\/]server[\\/]render[\\/]component\.js$/;
const HASHED_HTML = /(const astroId = shorthash\(\s*`<!--\$\{metadata\.componentExport\.value\}:\$\{metadata\.componentUrl\}-->\s*)\$\{html\}/;

const UTIL = /[\\/]astro[\\/]dist[\\/]runtime[\\/]server[\\/]render[\\/]util\.js$/;
const URL_TRIED = 'value.includes("&") && isHttpUrl(value)';
const URL_TRIED_WHEN_LIKELY = 'value.includes("&") && /^\\s*https?:/i.test(value) && isHttpUrl(value)';

const REACT_SERVER = /[\\/]@astrojs[\\/]react[\\/]dist[\\/]server\.js$/;
const REACT_RENDER = 'html = ReactDOM.renderToString(vnode);';
const REACT_RENDER_ONCE =
  'html = renderedOnce(Component, props, newChildren == null && Object.keys(slotted).length === 0, () => ReactDOM.renderToString(vnode));';
/** The memo of item 4, put at the top of the renderer's module. */
export const RENDERED_ONCE = `
const PURE_ISLAND = Symbol.for('basera:pure-island');
const RENDERED_PER_ISLAND = 200;
const renderedIslands = new WeakMap();
function plainData(_key, value) {
  if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') throw new TypeError('not plain data');
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) throw new TypeError('not plain data');
  }
  return value;
}
function renderedOnce(Component, props, childless, render) {
  if (!childless || !Component || Component[PURE_ISLAND] !== true) return render();
  let key;
  try {
    key = JSON.stringify(props, plainData);
  } catch {
    return render();
  }
  let kept = renderedIslands.get(Component);
  if (!kept) renderedIslands.set(Component, (kept = new Map()));
  let html = kept.get(key);
  if (html !== undefined) {
    kept.delete(key);
  } else {
    html = render();
    if (kept.size >= RENDERED_PER_ISLAND) kept.delete(kept.keys().next().value);
  }
  kept.set(key, html);
  return html;
}
`;

/** @returns {import('vite').Plugin} */
export function cheaperIslands() {
  return {
    name: 'basera:cheaper-islands',
    transform(code, id) {
      if (SERIALIZE.test(id)) {
        if (!code.includes(SERIALIZE_ORIGINAL)) throw new Error(`cheaper-islands: ${id} no longer has serializeProps as expected`);
        return { code: code.replace(SERIALIZE_ORIGINAL, SERIALIZE_ONCE), map: null };
      }
      if (COMPONENT.test(id)) {
        if (!HASHED_HTML.test(code)) throw new Error(`cheaper-islands: ${id} no longer hashes an island's HTML as expected`);
        return { code: code.replace(HASHED_HTML, '$1${html?.length ?? 0}'), map: null };
      }
      if (REACT_SERVER.test(id)) {
        if (code.split(REACT_RENDER).length !== 2) throw new Error(`cheaper-islands: ${id} no longer renders an island with renderToString as expected`);
        return { code: RENDERED_ONCE + code.replace(REACT_RENDER, REACT_RENDER_ONCE), map: null };
      }
      if (UTIL.test(id)) {
        if (!code.includes(URL_TRIED)) throw new Error(`cheaper-islands: ${id} no longer tries attributes as URLs as expected`);
        return { code: code.replace(URL_TRIED, URL_TRIED_WHEN_LIKELY), map: null };
      }
      return null;
    },
  };
}
