/**
 * A small per-server memo for figures that are expensive to compute and fine to be a few minutes
 * old (area analytics, the city index). Every server computes its own; nothing depends on another
 * server's copy, so several servers behind a load balancer stay correct.
 */
const TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 2000;
const entries = new Map<string, { at: number; value: Promise<unknown> }>();

export function memo<T>(key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
  const hit = entries.get(key);
  if (hit && now - hit.at < TTL_MS) return hit.value as Promise<T>;
  const value = compute();
  // A failed computation is not remembered.
  value.catch(() => entries.delete(key));
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  entries.set(key, { at: now, value });
  return value;
}

export function forgetGuides(): void {
  entries.clear();
}
