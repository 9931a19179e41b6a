import { likeLabel } from '@/islands/likes/label';
import { attr, html, type Markup } from '@/lib/text/html';

export interface LikeButtonProps {
  listingId: number;
  /** Whether the signed-in person likes it already. */
  liked?: boolean;
  /** Whether someone is signed in (Astro.locals.user !== null). */
  signedIn?: boolean;
  /** 'icon' for cards, 'labelled' for the detail page. */
  variant?: 'icon' | 'labelled';
}

/**
 * The heart on cards and on the listing page, as plain HTML: src/islands/likes/like-buttons.ts brings
 * every heart of a page to life with one small script. LikeButton.astro and the result cards both draw
 * it from here. The heart itself is drawn by CSS (mask-icon), so thirty cards carry no picture markup.
 */
export function likeButtonHtml({ listingId, liked = false, signedIn = false, variant = 'icon' }: LikeButtonProps): Markup {
  const label = likeLabel(liked, signedIn);
  return html`<button type="button" class="like-button mask-icon like-${variant}" aria-pressed="${liked ? 'true' : 'false'}"${attr(
    'aria-label',
    variant === 'icon' ? label : null,
  )} title="${label}" data-like-button="${listingId}" data-like-variant="${variant}"${attr('data-signed-in', signedIn)}${attr(
    'data-auth-open',
    signedIn ? null : 'SIGN_IN',
  )}>${
    variant === 'labelled' ? html`<span>${liked ? 'Liked' : 'Like'}</span>` : null
  }</button>`;
}
