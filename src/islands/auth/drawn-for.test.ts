import { describe, expect, it } from 'vitest';
import { drawnForSomeoneElse, noteDrawn } from './drawn-for';

function notes() {
  const kept = new Map<string, string>();
  return { getItem: (key: string) => kept.get(key) ?? null, setItem: (key: string, value: string) => void kept.set(key, value) };
}

describe('a page given back by Back', () => {
  it('is out of date when it was drawn signed out and a page since was drawn signed in', () => {
    const kept = notes();
    noteDrawn(kept, false);
    noteDrawn(kept, true);
    expect(drawnForSomeoneElse(kept, false)).toBe(true);
  });

  it('is out of date when it was drawn signed in and a page since was drawn signed out', () => {
    const kept = notes();
    noteDrawn(kept, false);
    expect(drawnForSomeoneElse(kept, true)).toBe(true);
  });

  it('stands when it was drawn as the newest page was', () => {
    const kept = notes();
    noteDrawn(kept, true);
    expect(drawnForSomeoneElse(kept, true)).toBe(false);
    noteDrawn(kept, false);
    expect(drawnForSomeoneElse(kept, false)).toBe(false);
  });

  it('stands when no page has been noted', () => {
    expect(drawnForSomeoneElse(notes(), true)).toBe(false);
  });
});
