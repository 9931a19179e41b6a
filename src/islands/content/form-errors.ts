/** Shows an API problem's field errors next to the fields of a server-rendered form, and clears them. */
export function showFieldErrors(form: HTMLFormElement, errors: Record<string, string>): void {
  clearFieldErrors(form);
  let first: HTMLElement | null = null;
  for (const [name, message] of Object.entries(errors)) {
    const field = form.elements.namedItem(name.split('.')[0]);
    if (!(field instanceof HTMLElement)) continue;
    const note = document.createElement('span');
    note.className = 'field-error';
    note.id = `${form.id || 'form'}-${name}-error`;
    note.textContent = message;
    field.setAttribute('aria-invalid', 'true');
    field.setAttribute('aria-describedby', note.id);
    field.insertAdjacentElement('afterend', note);
    first ??= field;
  }
  first?.focus();
}

export function clearFieldErrors(form: HTMLFormElement): void {
  form.querySelectorAll('.field-error').forEach((note) => note.remove());
  form.querySelectorAll('[aria-invalid]').forEach((field) => {
    field.removeAttribute('aria-invalid');
    field.removeAttribute('aria-describedby');
  });
}

/** Sends JSON to this site's API with the visitor's cookie; answers the status and the parsed body. */
export async function sendJson(method: 'POST' | 'DELETE', url: string, body?: unknown): Promise<{ status: number; data: Record<string, unknown> }> {
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: response.status, data };
}

/**
 * Marks a form's submit button busy (disabled, so a second press sends nothing) and answers the function
 * that ends it. A disabled button loses the keyboard focus to the page; when the send ends with the form
 * still there (an error, a refusal), the focus goes back to the button rather than the top of the page.
 */
export function markBusy(button: HTMLButtonElement | null): () => void {
  const focused = button !== null && document.activeElement === button;
  button?.setAttribute('aria-busy', 'true');
  button?.setAttribute('disabled', '');
  return () => {
    button?.removeAttribute('aria-busy');
    button?.removeAttribute('disabled');
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (focused && lost) button?.focus();
  };
}
