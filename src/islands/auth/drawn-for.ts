/**
 * Back can give a page back whole, as it was left (the back/forward cache), without asking the server
 * again. A page left signed out and given back after a sign-in still says Sign In, and its hearts are
 * empty. Each page this browser loads notes whether it was drawn for someone signed in; a page given back
 * that was drawn otherwise than the newest one is out of date, and is loaded afresh.
 */
const KEY = 'basera.drawnSignedIn';

type Notes = Pick<Storage, 'getItem' | 'setItem'>;

/** Notes how the page now showing was drawn. */
export function noteDrawn(notes: Notes, signedIn: boolean): void {
  notes.setItem(KEY, signedIn ? '1' : '0');
}

/** True when a page given back was drawn signed in or out where the newest page loaded was not. */
export function drawnForSomeoneElse(notes: Notes, signedIn: boolean): boolean {
  const newest = notes.getItem(KEY);
  return newest !== null && newest !== (signedIn ? '1' : '0');
}
