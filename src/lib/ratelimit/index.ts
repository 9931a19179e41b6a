import { settings } from '../config/settings.server';
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

/**
 * The client address for limits. X-Forwarded-For is believed only as far as our own proxies wrote it
 * (TRUST_PROXY of them, each appending the address it saw): anything further left was sent by the
 * client and could be anything, so trusting it would let anyone reset their limits with a header.
 */
export function clientKey(request: Request, socketAddress: string | undefined, trustedProxies = settings().TRUST_PROXY): string {
  if (trustedProxies > 0) {
    const hops = (request.headers.get('x-forwarded-for') ?? '').split(',').map((hop) => hop.trim()).filter(Boolean);
    const seenByFirstProxy = hops[hops.length - trustedProxies];
    if (seenByFirstProxy) return seenByFirstProxy;
  }
  return socketAddress || 'unknown';
}
