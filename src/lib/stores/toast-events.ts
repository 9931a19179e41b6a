/**
 * The window events of toasts, in a module of their own so the shell's eager script can name them
 * without pulling in the store.
 */

/** Dispatched with `{ type, message }` as detail by code that cannot import the store (inline scripts). */
export const TOAST_EVENT = 'basera:toast';
/** Dispatched by the store when a toast is shown, so the shell loads its renderer on first use. */
export const TOAST_SHOWN_EVENT = 'basera:toast-shown';
