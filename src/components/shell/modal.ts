/**
 * Modal dialogs of the shell (the drawer, the materials panel) on top of the native <dialog>: the
 * browser makes the rest of the page inert and closes on Escape; this adds a Tab trap that wraps
 * around, closing on a backdrop click, and returning focus to whatever opened the dialog.
 */
const returnTargets = new WeakMap<HTMLDialogElement, HTMLElement | null>();

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

export function openModal(dialog: HTMLDialogElement, returnTo: Element | null = document.activeElement): void {
  if (dialog.open) return;
  returnTargets.set(dialog, returnTo instanceof HTMLElement ? returnTo : null);
  dialog.showModal();
  dialog.dispatchEvent(new Event('modal-open'));
}

/** Close; with `restoreFocus` false the caller moves focus itself (for example into another dialog). */
export function closeModal(dialog: HTMLDialogElement, restoreFocus = true): void {
  if (!restoreFocus) returnTargets.set(dialog, null);
  if (dialog.open) dialog.close();
}

/**
 * Closes every open shell dialog so a modal of another kind (the auth modal, which is not on the top
 * layer) can take its place, and answers where focus should go once that one closes: what opened the
 * outermost dialog. Focus is not restored here; the new modal takes it.
 */
export function yieldShellModals(root: ParentNode = document): HTMLElement | null {
  let returnTo: HTMLElement | null = null;
  for (const dialog of root.querySelectorAll<HTMLDialogElement>('dialog[open]')) {
    returnTo ??= returnTargets.get(dialog) ?? null;
    closeModal(dialog, false);
  }
  return returnTo;
}

export function enhanceModal(dialog: HTMLDialogElement): void {
  dialog.addEventListener('close', () => {
    const target = returnTargets.get(dialog);
    returnTargets.delete(dialog);
    if (target?.isConnected) target.focus();
  });
  // A click whose target is the <dialog> itself landed on the backdrop: the content fills the box.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) closeModal(dialog);
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.offsetParent !== null || element === document.activeElement,
    );
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });
}
