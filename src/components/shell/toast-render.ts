/**
 * Draws the toast store into the shell's toast area. Loaded by ToastArea's script with the first
 * toast a page shows, so pages that never show one do not download the store or this code.
 */
import { $toasts, dismissToast, showToast, type Toast, type ToastType } from '@/lib/stores/toasts';

const errors = document.querySelector<HTMLElement>('[data-toast-errors]');
const polite = document.querySelector<HTMLElement>('[data-toast-polite]');

function render(toast: Toast): HTMLElement {
  const element = document.createElement('div');
  element.className = `toast toast-${toast.type}`;
  element.dataset.toastId = String(toast.id);
  if (toast.type === 'error') element.setAttribute('role', 'alert');
  const message = document.createElement('p');
  message.className = 'toast-message';
  message.textContent = toast.message;
  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.className = 'toast-dismiss';
  dismiss.setAttribute('aria-label', 'Dismiss');
  dismiss.textContent = '×';
  dismiss.addEventListener('click', () => dismissToast(toast.id));
  element.append(message, dismiss);
  return element;
}

const TYPES: ToastType[] = ['success', 'error', 'info'];

/** Shows the toast a `basera:toast` event asked for. */
export function showFromEvent(detail: { type?: ToastType; message?: string } | null | undefined): void {
  if (detail?.message) showToast({ type: TYPES.includes(detail.type!) ? detail.type! : 'info', message: detail.message });
}

// Subscribing draws the toasts already in the store at once: the one that caused this load among them.
if (errors && polite) {
  $toasts.subscribe((toasts) => {
    const wanted = new Set(toasts.map((toast) => String(toast.id)));
    for (const element of document.querySelectorAll<HTMLElement>('[data-toast-id]')) {
      if (!wanted.has(element.dataset.toastId!)) element.remove();
    }
    for (const toast of toasts) {
      if (document.querySelector(`[data-toast-id="${toast.id}"]`)) continue;
      (toast.type === 'error' ? errors : polite).append(render(toast));
    }
  });
}
