/**
 * What someone has typed into a server-rendered form, kept in sessionStorage (this tab only) across a
 * page load the form itself causes: choosing another city reloads the Wanted page with that city's
 * areas, and a session that ran out asks for a sign-in, after which the page is drawn again. Without
 * it both would hand back an empty form. The draft is read once, by the next form that asks for it.
 */

type Draft = Record<string, string>;

function storage(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    // Private modes may refuse storage: the form then starts empty, as before.
    return null;
  }
}

/** The form's text, choices and ticks by field name, leaving out the fields named in `omit`. */
export function draftOf(entries: Iterable<[string, FormDataEntryValue]>, omit: readonly string[] = []): Draft {
  const draft: Draft = {};
  for (const [name, value] of entries) if (typeof value === 'string' && !omit.includes(name)) draft[name] = value;
  return draft;
}

export function keepDraft(key: string, form: HTMLFormElement, omit: readonly string[] = []): void {
  try {
    storage()?.setItem(key, JSON.stringify(draftOf(new FormData(form), omit)));
  } catch {
    // Full or refused: nothing is kept.
  }
}

/** The kept draft, removed as it is read; null when there is none (or it is not one). */
export function takeDraft(key: string): Draft | null {
  const kept = storage();
  const text = kept?.getItem(key) ?? null;
  kept?.removeItem(key);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return null;
  }
}

/** Puts a draft back into the form's fields; values a field no longer offers (an option gone) are skipped. */
export function restoreDraft(form: HTMLFormElement, draft: Draft, omit: readonly string[] = []): void {
  for (const [name, value] of Object.entries(draft)) {
    if (omit.includes(name)) continue;
    const field = form.elements.namedItem(name);
    if (field instanceof RadioNodeList) {
      for (const option of field) if (option instanceof HTMLInputElement) option.checked = option.value === value;
    } else if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.value === value)) field.value = value;
    } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      if (field.type !== 'hidden') field.value = value;
    }
  }
}
