import { showToast } from '@/lib/stores/toasts';
import { $session } from '@/lib/stores/session';
import { likeMessages } from '@/lib/listings/messages';
import { likeLabel } from './label';
import { LIKE_EVENT, announceLike, applyPendingLike, forgetPendingLikesWhenSignInIsDismissed, openSignIn, rememberPendingLike, sendLike } from './pending';

/**
 * Every like button of the page, handled by one listener. Optimistic: a heart turns at once and turns
 * back, with an error toast, if the server refuses. Signed-out visitors are asked to sign in; the like
 * is kept and applied when they come back signed in.
 */
const buttonsOf = (listingId: number) => document.querySelectorAll<HTMLButtonElement>(`[data-like-button="${listingId}"]`);

function show(listingId: number, liked: boolean, signedIn: boolean) {
  const label = likeLabel(liked, signedIn);
  for (const button of buttonsOf(listingId)) {
    button.setAttribute('aria-pressed', String(liked));
    button.title = label;
    if (button.dataset.likeVariant === 'icon') button.setAttribute('aria-label', label);
    const text = button.querySelector('span');
    if (text) text.textContent = liked ? 'Liked' : 'Like';
  }
}

let started = false;

export function startLikeButtons(): void {
  if (started) return;
  started = true;
  forgetPendingLikesWhenSignInIsDismissed();
  // The server rendered the page for a signed-in person, or the session store learns of one later.
  let signedIn = document.querySelector('[data-like-button][data-signed-in]') !== null;
  const busy = new Set<number>();

  window.addEventListener(LIKE_EVENT, (event) => {
    const { listingId, liked } = (event as CustomEvent<{ listingId: number; liked: boolean }>).detail;
    show(listingId, liked, signedIn);
  });
  if (signedIn) void applyPendingLike();
  $session.listen((state) => {
    signedIn = state.status === 'loggedIn';
    if (!signedIn) return;
    // Signed in on this page: the hearts like at once instead of asking to sign in.
    for (const button of document.querySelectorAll('[data-like-button][data-auth-open]')) button.removeAttribute('data-auth-open');
    void applyPendingLike({ keep: true });
  });

  document.addEventListener('click', async (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('[data-like-button]');
    if (!button) return;
    const listingId = Number(button.dataset.likeButton);
    if (!signedIn) {
      rememberPendingLike(listingId);
      // A button rendered for a visitor carries data-auth-open: the shell opens the modal itself.
      if (!button.hasAttribute('data-auth-open')) openSignIn();
      return;
    }
    if (busy.has(listingId)) return;
    const next = button.getAttribute('aria-pressed') !== 'true';
    busy.add(listingId);
    show(listingId, next, signedIn);
    try {
      await sendLike(listingId, next);
      announceLike(listingId, next);
    } catch (error) {
      show(listingId, !next, signedIn);
      if ((error as { status?: number }).status === 401 && next) {
        signedIn = false;
        rememberPendingLike(listingId);
        openSignIn();
      } else {
        showToast({ type: 'error', message: likeMessages.failed });
      }
    } finally {
      busy.delete(listingId);
    }
  });
  // Marked live, so a test (or a curious person) can tell the hearts now answer.
  for (const button of document.querySelectorAll<HTMLElement>('[data-like-button]')) button.dataset.likeLive = '';
}
