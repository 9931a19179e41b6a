import { showToast } from '@/lib/stores/toasts';
import { likeMessages } from '@/lib/listings/messages';
import { $authModal } from '@/islands/auth/store';
import { AUTH_UNAVAILABLE_EVENT } from '@/lib/stores/toast-events';

/**
 * A like asked for while signed out: kept in sessionStorage (this tab only) until the person has
 * signed in, then applied once by whichever like button mounts first.
 */
const KEY = 'basera:pending-like';
/** A project's like, asked for the same way on its page. */
const PROJECT_KEY = 'basera:pending-project-like';

export function rememberPendingLike(listingId: number): void {
  try {
    sessionStorage.setItem(KEY, String(listingId));
  } catch {
    // Private modes may refuse storage; the like is then simply not carried over.
  }
}

export function rememberPendingProjectLike(projectId: number): void {
  try {
    sessionStorage.setItem(PROJECT_KEY, String(projectId));
  } catch {
    // As above.
  }
}

function take(key: string, keep: boolean): number | null {
  try {
    const value = sessionStorage.getItem(key);
    if (!keep) sessionStorage.removeItem(key);
    const id = Number(value);
    return value && Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** The pending like, removed as it is read (unless `keep`) so it is applied once. */
export function takePendingLike(keep = false): number | null {
  return take(KEY, keep);
}

/** The pending project like, removed as it is read. */
export function takePendingProjectLike(): number | null {
  return take(PROJECT_KEY, false);
}

/** Drops every pending like: the visitor gave up on signing in. */
export function forgetPendingLikes(): void {
  try {
    sessionStorage.removeItem(KEY);
    sessionStorage.removeItem(PROJECT_KEY);
  } catch {
    // Nothing was kept.
  }
}

let watching = false;

/**
 * A like waits for the sign-in it asked for, not for a later one: when the sign-in dialog closes
 * without a sign-in (Escape, the close button, the backdrop), or cannot open, the pending like is dropped. A
 * sign-in never closes it (the page is loaded again, signed in), and moving between its screens
 * (sign up, a code, a new password) keeps the like.
 */
export function forgetPendingLikesWhenSignInIsDismissed(): void {
  if (watching) return;
  watching = true;
  let open = $authModal.get().type !== null;
  $authModal.listen(({ type }) => {
    const closed = open && type === null;
    open = type !== null;
    if (closed) forgetPendingLikes();
  });
  // The dialog could not even open (its code did not load): the like is not left waiting either.
  if (typeof window !== 'undefined') window.addEventListener(AUTH_UNAVAILABLE_EVENT, forgetPendingLikes);
}

/** Opens the shell's sign-in modal the way its own Sign In button does. */
export function openSignIn(): void {
  const opener = document.createElement('button');
  opener.type = 'button';
  opener.hidden = true;
  opener.setAttribute('data-auth-open', 'SIGN_IN');
  document.body.append(opener);
  opener.click();
  opener.remove();
}

/** Sends a like or an unlike; throws when the server refuses (401 included). */
export async function sendLike(listingId: number, like: boolean): Promise<void> {
  const res = await fetch(
    like ? '/api/data/propertyLikes/like' : `/api/data/propertyLikes/dislike?propertyId=${listingId}`,
    {
      method: like ? 'POST' : 'DELETE',
      headers: like ? { 'content-type': 'application/json', accept: 'application/json' } : { accept: 'application/json' },
      body: like ? JSON.stringify({ propertyId: listingId }) : undefined,
      credentials: 'same-origin',
    },
  );
  if (!res.ok) throw Object.assign(new Error(`Like failed with ${res.status}`), { status: res.status });
}

/** Tells every like button of a listing on the page (a card and the detail header) what changed. */
export const LIKE_EVENT = 'basera:liked';
export function announceLike(listingId: number, liked: boolean): void {
  window.dispatchEvent(new CustomEvent(LIKE_EVENT, { detail: { listingId, liked } }));
}

/**
 * Applies the pending like, if any (call only when signed in); every button of it is told. With
 * `keep` it stays pending as well: signing in reloads the page, which may cut this request short,
 * and liking twice is harmless.
 */
export async function applyPendingLike({ keep = false } = {}): Promise<void> {
  const pending = takePendingLike(keep);
  if (pending === null) return;
  announceLike(pending, true);
  try {
    await sendLike(pending, true);
  } catch {
    announceLike(pending, false);
    showToast({ type: 'error', message: likeMessages.failed });
  }
}
