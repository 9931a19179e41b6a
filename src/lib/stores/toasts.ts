import { atom } from 'nanostores';
import { TOAST_LIFETIME_MS, TOAST_SHOWN_EVENT, type ShownToast } from './toast-events';

export { TOAST_LIFETIME_MS };

/**
 * Toasts: short messages after an action ('Property saved', an error from the API). Islands call
 * showToast; the shell's toast area renders the list. Client-only: never call this on the server,
 * where module state would be shared by every request.
 */
export type ToastType = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
}

/** Older toasts give way once this many are on screen. */
export const MAX_TOASTS = 4;

export const $toasts = atom<Toast[]>([]);

const timers = new Map<number, ReturnType<typeof setTimeout>>();
let lastId = 0;

export function showToast(toast: { type: ToastType; message: string }): number {
  const id = ++lastId;
  const next = [...$toasts.get(), { id, type: toast.type, message: toast.message }];
  for (const dropped of next.slice(0, Math.max(0, next.length - MAX_TOASTS))) clearTimer(dropped.id);
  $toasts.set(next.slice(-MAX_TOASTS));
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_LIFETIME_MS),
  );
  // The shell loads the code that draws toasts on the first one (see ToastArea).
  if (typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent<ShownToast>(TOAST_SHOWN_EVENT, { detail: { id, type: toast.type, message: toast.message } }));
  }
  return id;
}

export function dismissToast(id: number): void {
  clearTimer(id);
  const current = $toasts.get();
  if (current.some((toast) => toast.id === id)) $toasts.set(current.filter((toast) => toast.id !== id));
}

export function clearToasts(): void {
  for (const id of timers.keys()) clearTimer(id);
  $toasts.set([]);
}

function clearTimer(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}
