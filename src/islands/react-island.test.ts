import { describe, expect, it } from 'vitest';
import { PURE_ISLAND, reactIsland } from './react-island';

describe('reactIsland', () => {
  it('names @astrojs/react as the renderer under the symbol Astro looks for, and gives the component back', () => {
    const Component = () => null;
    expect(reactIsland(Component)).toBe(Component);
    expect((Component as unknown as Record<symbol, string>)[Symbol.for('astro:renderer')]).toBe('@astrojs/react');
    expect((Component as unknown as Record<symbol, unknown>)[PURE_ISLAND]).toBeUndefined();
  });

  it('marks a pure island under the symbol the rewritten React renderer reads', () => {
    const Component = () => null;
    reactIsland(Component, { pure: true });
    expect((Component as unknown as Record<symbol, unknown>)[Symbol.for('basera:pure-island')]).toBe(true);
  });
});
