import { likeMessages } from '@/lib/listings/messages';

/** What a like button says (its title, and its name when it is an icon alone). */
export function likeLabel(liked: boolean, signedIn: boolean): string {
  return liked ? 'Unlike this property' : signedIn ? 'Like this property' : likeMessages.signInToLike;
}
