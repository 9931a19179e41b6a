/**
 * Marks a React component as React's for Astro's server render. Astro asks each renderer in turn whether
 * it can draw an island's component, and @astrojs/react answers by running the component once more
 * inside a test render: on a results page that was the filter form's whole element tree, built and
 * thrown away (about 1.4% of the page's CPU). A component that names its renderer is not asked about.
 */
const RENDERER = Symbol.for('astro:renderer');

export function reactIsland<Component extends (props: never) => unknown>(component: Component): Component {
  (component as unknown as Record<symbol, string>)[RENDERER] = '@astrojs/react';
  return component;
}
