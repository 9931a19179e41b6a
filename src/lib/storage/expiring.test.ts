import { afterEach, describe, expect, it, vi } from 'vitest';
import { createExpiringStorage, findLocalStorage, memoryStorage, resilientStorage, type StorageLike } from './expiring';
import { STORAGE_KEYS } from './keys';

function fakeStorage() {
  const items = new Map<string, string>();
  const storage: StorageLike = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
  return { storage, items };
}

const throwing: StorageLike = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('expiring local storage', () => {
  it('stores { value, expiry } with a default lifetime of 30 days', () => {
    const { storage, items } = fakeStorage();
    const store = createExpiringStorage(storage, () => 1_000);
    store.set(STORAGE_KEYS.redirectUrl, '/my-properties?status=draft');
    expect(JSON.parse(items.get('basera:redirectUrl')!)).toEqual({
      value: '/my-properties?status=draft',
      expiry: 1_000 + 2_592_000_000,
    });
    expect(store.get(STORAGE_KEYS.redirectUrl)).toBe('/my-properties?status=draft');
  });

  it('removes an expired entry on read and treats it as absent', () => {
    const { storage, items } = fakeStorage();
    let clock = 0;
    const store = createExpiringStorage(storage, () => clock);
    store.set('k', { a: 1 }, 100);
    clock = 99;
    expect(store.get('k')).toEqual({ a: 1 });
    clock = 100;
    expect(store.get('k')).toBeNull();
    expect(items.has('k')).toBe(false);
  });

  it('treats malformed entries as absent and removes them', () => {
    const { storage, items } = fakeStorage();
    items.set('bad-json', '{oops');
    items.set('no-expiry', JSON.stringify({ value: 1 }));
    const store = createExpiringStorage(storage, () => 0);
    expect(store.get('bad-json')).toBeNull();
    expect(store.get('no-expiry')).toBeNull();
    expect(store.get('missing')).toBeNull();
    expect(items.size).toBe(0);
  });

  it('keeps working in memory when local storage throws', () => {
    const store = createExpiringStorage(throwing, () => 0);
    store.set(STORAGE_KEYS.token, 'id-token');
    expect(store.get(STORAGE_KEYS.token)).toBe('id-token');
    store.remove(STORAGE_KEYS.token);
    expect(store.get(STORAGE_KEYS.token)).toBeNull();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('finds the browser local storage, or null when reaching it throws', () => {
    const { storage } = fakeStorage();
    vi.stubGlobal('localStorage', storage);
    expect(findLocalStorage()).toBe(storage);
    vi.unstubAllGlobals();
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new Error('SecurityError');
      },
    });
    try {
      expect(findLocalStorage()).toBeNull();
    } finally {
      delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });

  it('falls back to memory when there is no local storage at all', () => {
    const store = createExpiringStorage(undefined, () => 0);
    store.set('draft', { title: 'House' });
    expect(store.get('draft')).toEqual({ title: 'House' });
  });

  it('switches to memory for good after the first failure', () => {
    let fail = false;
    const { storage } = fakeStorage();
    const flaky: StorageLike = {
      getItem: (k) => storage.getItem(k),
      setItem: (k, v) => {
        if (fail) throw new Error('QuotaExceededError');
        storage.setItem(k, v);
      },
      removeItem: (k) => storage.removeItem(k),
    };
    const store = resilientStorage(flaky);
    fail = true;
    store.setItem('a', '1');
    expect(store.getItem('a')).toBe('1');
    expect(storage.getItem('a')).toBeNull();
    expect(memoryStorage().getItem('a')).toBeNull();
  });

  it('names the keys the product keeps', () => {
    expect(Object.keys(STORAGE_KEYS)).toEqual(['token', 'redirectUrl', 'recentSearches', 'recentLocations', 'recentlyViewed', 'compare', 'draftProperty']);
    expect(new Set(Object.values(STORAGE_KEYS)).size).toBe(Object.keys(STORAGE_KEYS).length);
  });
});
