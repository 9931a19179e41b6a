/**
 * Choices made in an island's server-rendered form before the island woke up.
 *
 * An island that wakes on first use (client:use, ./directive.ts) can be changed by a quick hand in the
 * moment between that first touch and React taking over. React keeps what the form shows when it
 * hydrates, but its state still holds the server's values and it never heard of the change; the island
 * replays the edits once it runs, so they count exactly as if made a moment later.
 */

/** Where the directive leaves the edited controls on the island element (a symbol shared by both bundles). */
export const EARLY_EDITS = Symbol.for('basera.earlyEdits');

type WithEdits = Element & { [EARLY_EDITS]?: Set<Element> };

/**
 * Notes every control of `island` that changes until the edits are taken. The listeners capture, and
 * are added before React adds its own to the island: an edit made while React is still hydrating makes
 * React finish hydrating inside that very event and run the island's effects, which take the edits.
 * Noted any later, that edit would miss them, and React would then set the control back to the value
 * its state holds before the edit's 'change' event arrived: the choice was lost.
 */
export function watchEarlyEdits(island: Element): void {
  const edits = new Set<Element>();
  (island as WithEdits)[EARLY_EDITS] = edits;
  const note = (event: Event) => {
    if ((island as WithEdits)[EARLY_EDITS] === edits && event.target instanceof Element) edits.add(event.target);
  };
  island.addEventListener('change', note, { capture: true });
  island.addEventListener('input', note, { capture: true });
}

/** The controls edited inside the island holding `inside`, handed over once. */
export function takeEarlyEdits(inside: Element): Element[] {
  const island = inside.closest('astro-island') as WithEdits | null;
  const edits = island?.[EARLY_EDITS];
  if (!island || !edits) return [];
  delete island[EARLY_EDITS];
  return [...edits].filter((control) => control.isConnected);
}

const nativeValueSetter = Object.getOwnPropertyDescriptor(globalThis.HTMLInputElement?.prototype ?? {}, 'value')?.set;

/**
 * Tells React about a value the control shows but React has not seen. React notices a change by
 * comparing the control with the value it last set (its value tracker), and it took the control's
 * value as it was at hydration; so the tracker is first put back to the server's value, then the
 * control's own value is set around it and the event React listens for is sent.
 */
export function replayEdit(control: Element): void {
  if (control instanceof HTMLSelectElement) {
    const initial = [...control.options].find((option) => option.defaultSelected) ?? control.options[0];
    if (initial && initial.value !== control.value) control.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (control instanceof HTMLInputElement) {
    if (control.type === 'checkbox' || control.type === 'radio') {
      if (control.checked === control.defaultChecked) return;
      // React hears checkboxes and radios through clicks: put the old state back and click it over.
      control.checked = control.defaultChecked;
      control.click();
    } else {
      const shown = control.value;
      if (shown === control.defaultValue || !nativeValueSetter) return;
      control.value = control.defaultValue;
      nativeValueSetter.call(control, shown);
      control.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}
