/**
 * Marks a React component as React's for Astro's server render. Astro asks each renderer in turn whether
 * it can draw an island's component, and @astrojs/react answers by running the component once more
 * inside a test render: on a results page that was the filter form's whole element tree, built and
 * thrown away (about 1.4% of the page's CPU). A component that names its renderer is not asked about.
 *
 * `pure`: the island's server markup follows from its props alone, and its props are plain data (no
 * functions, dates, maps or sets). The server then renders it once for each distinct set of props and
 * serves that markup again (build/cheaper-islands.mjs): the filter form of a popular search is the same
 * for every visitor and every page of it, and its React render was a fifth of a results page's CPU.
 */
const RENDERER = Symbol.for('astro:renderer');
/** Read by the React renderer as build/cheaper-islands.mjs rewrites it. */
export const PURE_ISLAND = Symbol.for('basera:pure-island');

export function reactIsland<Component extends (props: never) => unknown>(component: Component, options: { pure?: boolean } = {}): Component {
  const marked = component as unknown as Record<symbol, unknown>;
  marked[RENDERER] = '@astrojs/react';
  if (options.pure) marked[PURE_ISLAND] = true;
  return component;
}
