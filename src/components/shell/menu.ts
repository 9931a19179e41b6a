/**
 * The top bar's drop-down menus (the site menus and the account menu): a button that shows and hides
 * the panel it controls. Click, Enter or Space toggles it; Escape closes it and gives the focus back to
 * the button; arrow keys open it and move through its links and buttons; the focus leaving it or a click
 * elsewhere closes it. With `hover`, a mouse over it opens it too, and leaving closes it after a short
 * delay (a click then pins it open). `onOpen` lets a group keep one menu open at a time.
 */
const HOVER_CLOSE_DELAY_MS = 160;

export interface Menu {
  isOpen(): boolean;
  setOpen(open: boolean): void;
}

export function wireMenu(item: HTMLElement, options: { hover?: boolean; onOpen?: () => void } = {}): Menu {
  const button = item.querySelector<HTMLButtonElement>('button[aria-expanded]')!;
  const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
  const entries = () => [...panel.querySelectorAll<HTMLElement>('a, button')];
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => {
    if (open && !isOpen()) options.onOpen?.();
    button.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
    if (!open) delete item.dataset.hoverOpened;
  };

  if (options.hover) {
    let closeTimer: ReturnType<typeof setTimeout> | undefined;
    item.addEventListener('pointerenter', (event) => {
      if (event.pointerType !== 'mouse') return;
      clearTimeout(closeTimer);
      if (!isOpen()) {
        setOpen(true);
        item.dataset.hoverOpened = '';
      }
    });
    item.addEventListener('pointerleave', (event) => {
      if (event.pointerType !== 'mouse' || item.dataset.hoverOpened === undefined) return;
      closeTimer = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
    });
  }
  button.addEventListener('click', () => {
    // A click on a menu that hover just opened keeps it open (and pinned) rather than closing it.
    if (isOpen() && item.dataset.hoverOpened !== undefined) {
      delete item.dataset.hoverOpened;
      return;
    }
    setOpen(!isOpen());
  });
  item.addEventListener('keydown', (event) => {
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
  item.addEventListener('focusout', (event) => {
    if (!item.contains(event.relatedTarget as Node | null)) setOpen(false);
  });
  document.addEventListener('click', (event) => {
    if (isOpen() && !item.contains(event.target as Node | null)) setOpen(false);
  });
  return { isOpen, setOpen };
}
