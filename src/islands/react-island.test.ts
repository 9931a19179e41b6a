import { describe, expect, it } from 'vitest';
import { reactIsland } from './react-island';

describe('reactIsland', () => {
  it('names @astrojs/react as the renderer under the symbol Astro looks for, and gives the component back', () => {
    const Component = () => null;
    expect(reactIsland(Component)).toBe(Component);
    expect((Component as unknown as Record<symbol, string>)[Symbol.for('astro:renderer')]).toBe('@astrojs/react');
  });
});
