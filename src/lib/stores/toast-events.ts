/**
 * The window events the shell's scripts share (toasts, a sign-in that could not open) and the words
 * for a dropped connection, in a module of their own so the shell's eager scripts (on every page,
 * under the article pages' script budget) can name them without pulling in the store or the messages.
 */

/** Dispatched with `{ type, message }` as detail by code that cannot import the store (inline scripts). */
export const TOAST_EVENT = 'basera:toast';
/**
 * Dispatched by the store when a toast is shown, with the toast as detail, so the shell loads its
 * renderer on first use (and can still show the message when that code cannot be fetched).
 */
export const TOAST_SHOWN_EVENT = 'basera:toast-shown';

/** How long a toast stays on screen. */
export const TOAST_LIFETIME_MS = 6000;

/** A toast as the shown event carries it. */
export interface ShownToast {
  id: number;
  type: 'success' | 'error' | 'info';
  message: string;
}

/**
 * When a request (or the code an action needs) never reached the server: the connection dropped after
 * the page loaded. House wording.
 */
export const UNREACHABLE = 'Could not reach Basera. Please check your connection and try again.';

/**
 * Dispatched when the sign-in dialog was asked for but its code could not be fetched: a like waiting
 * for that sign-in is dropped, as when the dialog is closed without signing in.
 */
export const AUTH_UNAVAILABLE_EVENT = 'basera:auth-unavailable';
