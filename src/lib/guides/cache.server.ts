/**
 * A small per-server memo for figures that are expensive to compute and fine to be a few minutes
 * old (area analytics, the city index). Every server computes its own; nothing depends on another
 * server's copy, so several servers behind a load balancer stay correct.
 */
import { BoundedCache } from '@/lib/cache/bounded';

const TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 2000;
const entries = new BoundedCache<Promise<unknown>>(MAX_ENTRIES);

export function memo<T>(key: string, compute: () => Promise<T>): Promise<T> {
  const hit = entries.get(key);
  if (hit) return hit as Promise<T>;
  const value = compute();
  // A failed computation is not remembered.
  value.catch(() => entries.delete(key));
  entries.set(key, value, Date.now() + TTL_MS);
  return value;
}

export function forgetGuides(): void {
  entries.clear();
}
