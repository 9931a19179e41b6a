import { createHttpClient } from '@/lib/http/client';
import { cachedIdToken, freshIdToken } from '@/lib/auth/client';
import { startServerSession } from '../session-source';

/** The wrapper for Profile Settings: bearer from the provider cache, one retry after a fresh token. */
export const http = createHttpClient({
  getToken: cachedIdToken,
  refreshToken: freshIdToken,
  storeToken: async (token) => {
    await startServerSession(token);
  },
});

/** After attributes change the token in the cookie is stale: fetch a fresh one and hand it over. */
export async function renewServerSession(): Promise<void> {
  const token = await freshIdToken().catch(() => null);
  if (token) await startServerSession(token).catch(() => undefined);
}

export function problemDetail(error: unknown, fallback: string): string {
  const data = (error as { data?: { detail?: unknown } })?.data;
  return typeof data?.detail === 'string' && data.detail !== '' ? data.detail : fallback;
}
