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

/** Chooses where counters live (the Redis store when REDIS_URL is set; see redis.server.ts). */
export function useCounterStore(next: CounterStore) {
  store = next;
}

/**
 * Counts one attempt of `who` (a phone, a user id, a client address) against `limit`.
 * If the counter store fails, the attempt is refused: a limit that cannot be checked does not open.
 */
export async function consume(limit: Limit, who: string, now = Date.now()): Promise<Verdict> {
  try {
    const { count, resetAt } = await store.hit(`${limit.name}:${who}`, limit.windowMs, now);
    return {
      allowed: count <= limit.max,
      remaining: Math.max(0, limit.max - count),
      retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)),
    };
  } catch {
    return { allowed: false, remaining: 0, retryAfterSeconds: 60 };
  }
}

/** The client address for limits: the first X-Forwarded-For hop when behind a proxy, else the socket address. */
export function clientKey(request: Request, socketAddress: string | undefined): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || socketAddress || 'unknown';
}
