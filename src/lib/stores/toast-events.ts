/**
 * The window events of toasts, in a module of their own so the shell's eager script can name them
 * without pulling in the store.
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
