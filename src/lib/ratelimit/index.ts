import { MemoryCounterStore, type CounterStore } from './window';

export { MemoryCounterStore, type CounterStore, type WindowCount } from './window';

export interface Limit {
  /** What is limited, e.g. 'inquiry'; part of the key. */
  name: string;
  max: number;
  windowMs: number;
}

export interface Verdict {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

let store: CounterStore = new MemoryCounterStore();
// Where counting goes while the shared store is unreachable: this server still limits on its own.
const fallback = new MemoryCounterStore();
let onStoreError: (error: unknown) => void = () => {};

/** Chooses where counters live (the Redis store when REDIS_URL is set; see redis.server.ts). */
export function useCounterStore(next: CounterStore, reportError: (error: unknown) => void = () => {}) {
  store = next;
  onStoreError = reportError;
}

/**
 * Counts one attempt of `who` (a phone, a user id, a client address) against `limit`.
 * If the shared counter store fails, this server counts on its own: the limit never opens up.
 */
export async function consume(limit: Limit, who: string, now = Date.now()): Promise<Verdict> {
  const key = `${limit.name}:${who}`;
  let window;
  try {
    window = await store.hit(key, limit.windowMs, now);
  } catch (error) {
    onStoreError(error);
    window = await fallback.hit(key, limit.windowMs, now);
  }
  return {
    allowed: window.count <= limit.max,
    remaining: Math.max(0, limit.max - window.count),
    retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
  };
}

/** The client address for limits: the first X-Forwarded-For hop when behind a proxy, else the socket address. */
export function clientKey(request: Request, socketAddress: string | undefined): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || socketAddress || 'unknown';
}
