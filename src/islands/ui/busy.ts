/**
 * The busy look of a plain-HTML button while its request is under way, the twin of Button.tsx's
 * `loading`: the label keeps its place but is hidden, and a spinner says what is happening. The button
 * is not disabled: a disabled button drops the keyboard focus to the page. Whoever acts on a press asks
 * `isBusy()` first, so a second press (or Enter in a form) does not send the request twice.
 */
export function setBusy(button: HTMLButtonElement | null | undefined, on: boolean, what = 'Working'): void {
  if (!button) return;
  button.querySelector(':scope > .btn-spinner')?.remove();
  if (!on) {
    button.removeAttribute('aria-busy');
    return;
  }
  button.setAttribute('aria-busy', 'true');
  const spinner = document.createElement('span');
  spinner.className = 'btn-spinner';
  spinner.setAttribute('role', 'status');
  spinner.setAttribute('aria-label', what);
  button.append(spinner);
}

export function isBusy(button: HTMLButtonElement | null | undefined): boolean {
  return button?.getAttribute('aria-busy') === 'true';
}
