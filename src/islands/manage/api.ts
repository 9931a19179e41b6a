/**
 * The request wrapper for the management pages: the session cookie goes with every same-site
 * request; on a 401 the identity client (loaded only then) fetches a fresh token once.
 */
import { ApiError, createHttpClient } from '@/lib/http/client';
import { manageMessages } from '@/lib/listings/manage';
import { setBusy } from '@/islands/ui/busy';

export { isBusy } from '@/islands/ui/busy';

export const http = createHttpClient({
  refreshToken: async () => (await import('@/lib/auth/client')).freshIdToken().catch(() => null),
  storeToken: async (token) => {
    await (await import('@/islands/auth/session-source')).startServerSession(token);
  },
});

/** The problem detail of a refused request, or `fallback`; a request that never got an answer says so. */
export function problemDetail(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return manageMessages.unreachable;
  const data = (error as { data?: { detail?: unknown } })?.data;
  return typeof data?.detail === 'string' && data.detail !== '' ? data.detail : fallback;
}

/** Field messages of a 400 problem: { field: message }. */
export function problemErrors(error: unknown): Record<string, string> {
  const data = (error as { data?: { errors?: unknown } })?.data;
  return data?.errors && typeof data.errors === 'object' ? (data.errors as Record<string, string>) : {};
}

/**
 * Shows a busy state on a button while `work` runs. The button keeps the focus (it is not disabled);
 * callers check `isBusy()` so a second press does not repeat the request.
 */
export async function busy<T>(button: HTMLButtonElement | null, work: () => Promise<T>): Promise<T> {
  setBusy(button, true);
  try {
    return await work();
  } finally {
    setBusy(button, false);
  }
}
