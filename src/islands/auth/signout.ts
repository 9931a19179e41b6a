import { logout } from '@/lib/stores/session';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { providerSession } from './session-source';

type Fetcher = (input: string, init: RequestInit) => Promise<Pick<Response, 'redirected' | 'url'>>;

/**
 * Where a person lands once signed out: the same page when visitors may see it, else the home page. A page
 * for signed-in people would send them on to sign in again (`?signin=1`), a prompt nobody asked for.
 */
export async function pageAfterSignOut(href: string, fetcher: Fetcher = fetch): Promise<'reload' | '/'> {
  try {
    const res = await fetcher(href, { credentials: 'same-origin', headers: { accept: 'text/html' } });
    return res.redirected && new URL(res.url, href).searchParams.get('signin') === '1' ? '/' : 'reload';
  } catch {
    return 'reload';
  }
}

/**
 * Unsaved property drafts (kept per person and per listing, under keys that start with the draft key)
 * hold an owner's name and phone: on a shared computer they go when their person signs out.
 */
export function forgetDrafts(storage: Pick<Storage, 'length' | 'key' | 'removeItem'>): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) keys.push(storage.key(i) ?? '');
    for (const key of keys) if (key.startsWith(STORAGE_KEYS.draftProperty)) storage.removeItem(key);
  } catch {
    // Storage may be unavailable (private mode): nothing was kept there then.
  }
}

/** Sign Out: the provider's tokens, the server cookie, the user and the unsaved draft go; the page renders signed out. */
export async function signOutAndReload(): Promise<void> {
  await logout(providerSession);
  forgetDrafts(window.localStorage);
  const next = await pageAfterSignOut(window.location.href);
  if (next === 'reload') window.location.reload();
  else window.location.assign(next);
}
