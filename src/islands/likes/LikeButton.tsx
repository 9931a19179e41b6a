import { useEffect, useRef, useState } from 'react';
import { showToast } from '@/lib/stores/toasts';
import { $session } from '@/lib/stores/session';
import { likeMessages } from '@/lib/listings/messages';
import { LIKE_EVENT, announceLike, applyPendingLike, knownLikes, openSignIn, rememberPendingLike, sendLike } from './pending';
import './like-button.css';

export interface LikeButtonProps {
  listingId: number;
  /** Whether the signed-in person likes it already (from the server). */
  liked?: boolean;
  /** Whether someone is signed in (Astro.locals.user !== null). */
  signedIn?: boolean;
  /** 'icon' for cards, 'labelled' for the detail page. */
  variant?: 'icon' | 'labelled';
}

/**
 * The heart on cards and on the listing page. Optimistic: it turns at once and turns back, with an
 * error toast, if the server refuses. Signed-out visitors are asked to sign in; the like is kept
 * and applied when they come back signed in.
 */
export default function LikeButton({ listingId, liked = false, signedIn = false, variant = 'icon' }: LikeButtonProps) {
  const [isLiked, setLiked] = useState(() => knownLikes.get(listingId) ?? liked);
  const [busy, setBusy] = useState(false);
  const signedInRef = useRef(signedIn);

  useEffect(() => {
    const onLike = (event: Event) => {
      const { detail } = event as CustomEvent<{ listingId: number; liked: boolean }>;
      if (detail.listingId === listingId) setLiked(detail.liked);
    };
    window.addEventListener(LIKE_EVENT, onLike);

    if (signedIn) void applyPendingLike();
    const stop = $session.listen((state) => {
      signedInRef.current = state.status === 'loggedIn';
      if (state.status === 'loggedIn') void applyPendingLike({ keep: true });
    });
    return () => {
      window.removeEventListener(LIKE_EVENT, onLike);
      stop();
    };
  }, [listingId, signedIn]);

  async function toggle() {
    if (!signedInRef.current) {
      rememberPendingLike(listingId);
      // A button rendered for a visitor carries data-auth-open: the shell opens the modal itself.
      if (signedIn) openSignIn();
      return;
    }
    if (busy) return;
    const next = !isLiked;
    setLiked(next);
    setBusy(true);
    try {
      await sendLike(listingId, next);
      announceLike(listingId, next);
    } catch (error) {
      setLiked(!next);
      if ((error as { status?: number }).status === 401 && next) {
        signedInRef.current = false;
        rememberPendingLike(listingId);
        openSignIn();
      } else {
        showToast({ type: 'error', message: likeMessages.failed });
      }
    } finally {
      setBusy(false);
    }
  }

  const label = isLiked ? 'Unlike this property' : signedIn ? 'Like this property' : likeMessages.signInToLike;
  return (
    <button
      type="button"
      className={`like-button like-${variant}`}
      aria-pressed={isLiked}
      aria-label={variant === 'icon' ? label : undefined}
      title={label}
      onClick={toggle}
      data-like-button={listingId}
      data-auth-open={signedIn ? undefined : 'SIGN_IN'}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z" />
      </svg>
      {variant === 'labelled' && <span>{isLiked ? 'Liked' : 'Like'}</span>}
    </button>
  );
}
