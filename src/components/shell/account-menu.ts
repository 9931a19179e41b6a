/**
 * The top bar's account menu: a button that opens a short list (Profile Settings, My Properties,
 * Liked Properties, Sign Out). Click, Enter or Space opens and closes it; Escape closes it and gives
 * the focus back to the button; arrow keys move through the entries; a click elsewhere or the focus
 * leaving it closes it. No hover: it holds the person's own pages, which are opened on purpose.
 */
export function wireAccountMenu(menu: HTMLElement): void {
  const button = menu.querySelector<HTMLButtonElement>('button[aria-expanded]')!;
  const panel = menu.querySelector<HTMLElement>('.account-panel')!;
  const entries = () => [...panel.querySelectorAll<HTMLElement>('a, button')];
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
  };

  button.addEventListener('click', () => setOpen(!isOpen()));
  menu.addEventListener('keydown', (event) => {
    const list = entries();
    const at = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape' && isOpen()) {
      event.preventDefault();
      setOpen(false);
      button.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!isOpen()) setOpen(true);
      list[(at + 1) % list.length]?.focus();
    } else if (event.key === 'ArrowUp' && isOpen()) {
      event.preventDefault();
      list[at <= 0 ? list.length - 1 : at - 1]?.focus();
    }
  });
  menu.addEventListener('focusout', (event) => {
    if (!menu.contains(event.relatedTarget as Node | null)) setOpen(false);
  });
  document.addEventListener('click', (event) => {
    if (isOpen() && !menu.contains(event.target as Node | null)) setOpen(false);
  });
}
