import { describe, expect, it } from 'vitest';
import { KeptMarkup } from './kept';

describe('KeptMarkup', () => {
  it('renders once per key and serves the kept markup after', async () => {
    const kept = new KeptMarkup();
    let renders = 0;
    const render = async () => `<footer>${++renders}</footer>`;
    expect(await kept.get('footer:2026', render)).toBe('<footer>1</footer>');
    expect(await kept.get('footer:2026', render)).toBe('<footer>1</footer>');
    expect(await kept.get('footer:2027', render)).toBe('<footer>2</footer>');
  });

  it('renders again once the time to live has passed', async () => {
    let now = 0;
    const kept = new KeptMarkup(10, () => now);
    let renders = 0;
    const render = async () => String(++renders);
    expect(await kept.get('prices', render, 60)).toBe('1');
    now = 59_000;
    expect(await kept.get('prices', render, 60)).toBe('1');
    now = 60_000;
    expect(await kept.get('prices', render, 60)).toBe('2');
  });

  it('keeps at most its limit, letting the oldest go', async () => {
    const kept = new KeptMarkup(2);
    let renders = 0;
    const render = async () => String(++renders);
    await kept.get('a', render);
    await kept.get('b', render);
    await kept.get('c', render);
    expect(await kept.get('b', render)).toBe('2');
    expect(await kept.get('a', render)).toBe('4');
  });

  it('keeps nothing when rendering fails', async () => {
    const kept = new KeptMarkup();
    await expect(kept.get('broken', async () => Promise.reject(new Error('no prices')))).rejects.toThrow('no prices');
    expect(await kept.get('broken', async () => 'fine')).toBe('fine');
  });
});
