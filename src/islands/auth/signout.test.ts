import { describe, expect, it, vi } from 'vitest';
import { forgetDrafts, pageAfterSignOut } from './signout';

describe('pageAfterSignOut', () => {
  it('goes home when the page would send a signed-out person to sign in', async () => {
    const fetcher = vi.fn(async () => ({ redirected: true, url: 'http://x.test/?signin=1&redirect=%2Fmy-account' }));
    expect(await pageAfterSignOut('http://x.test/my-account', fetcher)).toBe('/');
    expect(fetcher).toHaveBeenCalledWith('http://x.test/my-account', expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('stays on a page visitors may see', async () => {
    expect(await pageAfterSignOut('http://x.test/buy', async () => ({ redirected: false, url: 'http://x.test/buy' }))).toBe('reload');
  });

  it('stays when the page redirects for another reason', async () => {
    expect(await pageAfterSignOut('http://x.test/old', async () => ({ redirected: true, url: 'http://x.test/new' }))).toBe('reload');
  });

  it('stays (and reloads) when the page cannot be asked', async () => {
    expect(await pageAfterSignOut('http://x.test/my-account', () => Promise.reject(new TypeError('Failed to fetch')))).toBe('reload');
  });
});

describe('forgetDrafts', () => {
  it('removes every unsaved property draft, whoever it was kept for, and nothing else', () => {
    const entries = new Map([
      ['basera:draftProperty', '{}'],
      ['basera:draftProperty:abc-123', '{}'],
      ['basera:draftProperty:abc-123:42', '{}'],
      ['basera:recentSearches', '[]'],
    ]);
    const storage = {
      get length() {
        return entries.size;
      },
      key: (i: number) => [...entries.keys()][i] ?? null,
      removeItem: (key: string) => void entries.delete(key),
    };
    forgetDrafts(storage);
    expect([...entries.keys()]).toEqual(['basera:recentSearches']);
  });
});
