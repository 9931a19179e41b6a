/**
 * Local storage with an expiry on every entry. Entries are stored as JSON `{ value, expiry }`
 * (expiry in epoch ms); an entry read after its expiry is removed and treated as absent.
 *
 * When local storage is missing (server rendering) or refuses (private mode, blocked cookies, a full
 * quota), entries live in memory instead, so the page keeps working for the visit.
 * Create one store per browser page; on the server create one per request, never at module level.
 */
import { STORAGE_DEFAULT_TTL_MS } from '@/lib/constants';

/** The part of the Web Storage interface this module needs. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface StoredEntry<T> {
  value: T;
  expiry: number;
}

export function memoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/**
 * Uses `primary` until it throws once, then memory for the rest of the visit (a store that failed
 * to write would otherwise lose the value we just told the user we kept).
 */
export function resilientStorage(primary: StorageLike | null | undefined): StorageLike {
  const fallback = memoryStorage();
  let active: StorageLike = primary ?? fallback;
  const attempt = <R>(run: (s: StorageLike) => R): R => {
    try {
      return run(active);
    } catch {
      active = fallback;
      return run(active);
    }
  };
  return {
    getItem: (key) => attempt((s) => s.getItem(key)),
    setItem: (key, value) => attempt((s) => s.setItem(key, value)),
    removeItem: (key) => attempt((s) => s.removeItem(key)),
  };
}

/** The browser's local storage when it exists and can be reached, else null. */
export function findLocalStorage(): StorageLike | null {
  try {
    const storage = (globalThis as { localStorage?: StorageLike }).localStorage;
    return storage ?? null;
  } catch {
    // Reading window.localStorage itself throws when the browser blocks site data.
    return null;
  }
}

export interface ExpiringStorage {
  get<T>(key: string): T | null;
  set<T>(key: string, value: T, ttlMs?: number): void;
  remove(key: string): void;
}

function isEntry(value: unknown): value is StoredEntry<unknown> {
  return (
    typeof value === 'object' && value !== null && 'value' in value && typeof (value as StoredEntry<unknown>).expiry === 'number'
  );
}

export function createExpiringStorage(
  storage: StorageLike | null | undefined = findLocalStorage(),
  now: () => number = Date.now,
): ExpiringStorage {
  const store = resilientStorage(storage);
  return {
    get<T>(key: string): T | null {
      const raw = store.getItem(key);
      if (raw === null) return null;
      let entry: unknown;
      try {
        entry = JSON.parse(raw);
      } catch {
        entry = null;
      }
      if (!isEntry(entry) || entry.expiry <= now()) {
        store.removeItem(key);
        return null;
      }
      return entry.value as T;
    },
    set<T>(key: string, value: T, ttlMs: number = STORAGE_DEFAULT_TTL_MS): void {
      const entry: StoredEntry<T> = { value, expiry: now() + ttlMs };
      store.setItem(key, JSON.stringify(entry));
    },
    remove(key: string): void {
      store.removeItem(key);
    },
  };
}
