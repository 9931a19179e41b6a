import { atom, task } from 'nanostores';
import type { SessionUser } from '../accounts/types';

/**
 * The application session in the browser (spec section 4): unknown until synchronised with the
 * identity provider, then logged in or loaded-but-logged-out; logout clears the user.
 * Client-only: the server knows the person from locals.user, never from this store.
 */
export type SessionState =
  | { status: 'unknown'; user: null }
  | { status: 'loggedIn'; user: SessionUser }
  | { status: 'loggedOut'; user: null };

export const $session = atom<SessionState>({ status: 'unknown', user: null });

/** Where the store learns who is signed in: the provider's cached session, confirmed by the server. */
export interface SessionSource {
  /** The person of the current provider session, or null when there is none ('not authenticated'). */
  current(): Promise<SessionUser | null>;
  /** Ends the provider session and the server's cookie. */
  end(): Promise<void>;
}

/** Starts from what the server rendered, so the page and the store agree before any request. */
export function seedSession(user: SessionUser | null): void {
  if ($session.get().status === 'unknown' && user) $session.set({ status: 'loggedIn', user });
}

export function markLoggedIn(user: SessionUser): void {
  $session.set({ status: 'loggedIn', user });
}

export function markLoggedOut(): void {
  $session.set({ status: 'loggedOut', user: null });
}

/** Synchronises with the provider: success marks logged in, anything else loaded-but-logged-out. */
export function syncSession(source: SessionSource): Promise<void> {
  return task(async () => {
    try {
      const user = await source.current();
      if (user) markLoggedIn(user);
      else markLoggedOut();
    } catch {
      markLoggedOut();
    }
  });
}

/** Logout clears the user, even when the provider cannot be reached. */
export function logout(source: SessionSource): Promise<void> {
  return task(async () => {
    try {
      await source.end();
    } finally {
      markLoggedOut();
    }
  });
}
