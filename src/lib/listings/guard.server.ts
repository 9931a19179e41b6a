import type { APIContext } from 'astro';
import { problem } from '@/lib/http/problem';
import { clientKey, consume, type Limit } from '@/lib/ratelimit';

/** The client address of a request, for limits (never stored). */
export function requestClient(context: Pick<APIContext, 'request' | 'clientAddress'>): string {
  let socket: string | undefined;
  try {
    socket = context.clientAddress;
  } catch {
    socket = undefined; // not every adapter knows it
  }
  return clientKey(context.request, socket);
}

/**
 * Counts one attempt against each limit. Answers the seconds to wait for the first limit that is
 * over, or null when the request may go on.
 */
export async function limitReached(checks: ReadonlyArray<readonly [Limit, string]>): Promise<{ retryAfterSeconds: number } | null> {
  for (const [limit, who] of checks) {
    const verdict = await consume(limit, who);
    if (!verdict.allowed) return { retryAfterSeconds: verdict.retryAfterSeconds };
  }
  return null;
}

/** As limitReached, answered as a 429 problem with Retry-After, or null when the request may go on. */
export async function overLimit(checks: ReadonlyArray<readonly [Limit, string]>, message: string): Promise<Response | null> {
  const reached = await limitReached(checks);
  return reached ? problem(429, message, {}, { 'retry-after': String(reached.retryAfterSeconds) }) : null;
}
