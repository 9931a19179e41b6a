/**
 * My Properties in the browser: renew, remove (with a reason) and delete (after a confirmation),
 * each answered with a toast, the card updated or taken out of the tab, and the tab counts set from
 * the server's answer, without a reload. Opening a listing's inquiries records that they were read.
 */
import { showToast } from '@/lib/stores/toasts';
import { formatOrdinalDate } from '@/lib/text/dates';
import { dealPriceField, expiringSoonText, manageMessages, removalReasonFits, removeSchema, REMOVAL_REASONS, renewExpiringLabel, searchSummary, type StatusCounts } from '@/lib/listings/manage';
import { busy, http, isBusy, problemDetail, problemErrors } from './api';

function setCounts(counts: StatusCounts | undefined) {
  if (!counts) return;
  for (const [status, n] of Object.entries(counts)) {
    const badge = document.querySelector<HTMLElement>(`[data-count="${status}"]`);
    if (badge) {
      badge.textContent = String(n);
      badge.setAttribute('aria-label', `${n} properties`);
    }
  }
}

/**
 * Takes a card out of this tab; shows the empty state when it was the last. The focus, which was on
 * the card's button or in its dialog, goes to the card that takes its place (or the one before it, or
 * the empty state), not to the top of the page fifty listings up. `counts` are the tab counts after
 * the change: the last card of one page (or of a search) is not the last of the tab, and the page
 * then says so and keeps its pager, rather than 'You have no … properties'.
 */
function takeOut(card: HTMLElement, counts: StatusCounts) {
  const next = [card.nextElementSibling, card.previousElementSibling].find((el): el is HTMLElement => el instanceof HTMLElement && el.matches('[data-property]'));
  const tab = card.closest<HTMLElement>('[data-list]')?.dataset.tab as keyof StatusCounts | undefined;
  card.remove();
  // A search's 'n of m match' counts what is left, as the tabs do.
  const found = document.querySelector<HTMLElement>('[data-found]');
  if (found && tab) {
    const left = Math.max(0, Number(found.dataset.found) - 1);
    found.dataset.found = String(left);
    found.textContent = searchSummary(left, counts[tab], found.dataset.tabLabel ?? '', found.dataset.search ?? '');
  }
  const empty = document.querySelector<HTMLElement>('[data-empty]');
  if (!next && empty) {
    empty.hidden = false;
    if (tab && counts[tab] > 0) {
      const text = empty.querySelector('[data-empty-text]');
      if (text) text.textContent = manageMessages.pageEmptied;
    } else document.querySelector<HTMLElement>('[data-pager]')?.setAttribute('hidden', '');
  }
  const target = next ?? empty;
  if (target) {
    target.tabIndex = -1;
    target.focus();
  }
}

function cardOf(id: string) {
  return document.querySelector<HTMLElement>(`[data-property="${id}"]`);
}

/** A renewed card's new expiry date, no longer marked as soon. */
function showExpiry(expires: Element, expiresAt: string) {
  expires.textContent = formatOrdinalDate(expiresAt);
  expires.classList.remove('mp-soon');
}

/** A listing renewed, removed or deleted on its own no longer lapses soon: the line over the tab counts the rest. */
function noLongerExpiring(id: string) {
  const banner = document.querySelector<HTMLElement>('[data-expiring]');
  if (!banner) return;
  const left = (banner.dataset.expiring ?? '').split(',').filter((other) => other !== '' && other !== id);
  if (left.length === 0) return banner.remove();
  banner.dataset.expiring = left.join(',');
  banner.querySelector('p')!.textContent = expiringSoonText(left.length);
  banner.querySelector('.btn-label')!.textContent = renewExpiringLabel(left.length);
}

async function renew(button: HTMLButtonElement) {
  if (isBusy(button)) return;
  const id = button.dataset.id!;
  try {
    const { data } = await busy(button, () => http.post<{ message: string; expiresAt: string; counts: StatusCounts }>('/api/data/property/renew', { propertyId: Number(id) }));
    showToast({ type: 'success', message: data.message });
    setCounts(data.counts);
    noLongerExpiring(id);
    const card = cardOf(id);
    if (card?.dataset.status === 'published') {
      const expires = card.querySelector('[data-expires]');
      if (expires) showExpiry(expires, data.expiresAt);
    } else if (card) takeOut(card, data.counts);
  } catch (error) {
    showToast({ type: 'error', message: problemDetail(error, manageMessages.failed) });
  }
}

/** Renews together what the published tab said would lapse soon; each renewed card shows its new date. */
async function renewExpiring(button: HTMLButtonElement) {
  if (isBusy(button)) return;
  const banner = button.closest<HTMLElement>('[data-expiring]');
  try {
    const { data } = await busy(button, () => http.post<{ renewed: number[]; expiresAt: string; message: string; counts: StatusCounts }>('/api/data/property/renewExpiring', {}));
    showToast({ type: 'success', message: data.message });
    setCounts(data.counts);
    for (const id of data.renewed) {
      const expires = cardOf(String(id))?.querySelector('[data-expires]');
      if (expires) showExpiry(expires, data.expiresAt);
    }
    // The focus was on the button going away: it goes to the list the banner sat over.
    const list = document.querySelector<HTMLElement>('[data-list]');
    banner?.remove();
    if (list) {
      list.tabIndex = -1;
      list.focus();
    }
  } catch (error) {
    showToast({ type: 'error', message: problemDetail(error, manageMessages.failed) });
  }
}

function openDialog(dialog: HTMLDialogElement, button: HTMLButtonElement) {
  const form = dialog.querySelector('form')!;
  form.reset();
  form.querySelectorAll<HTMLElement>('[data-error-for], [data-form-error]').forEach((el) => (el.textContent = ''));
  form.querySelector<HTMLElement>('[data-selling-price]')?.setAttribute('hidden', '');
  // The remove dialog offers the reasons that fit the listing: sold for a sale, rented out for a rental.
  const purpose = button.dataset.purpose === 'rent' ? 'rent' : 'sale';
  form.querySelectorAll<HTMLOptionElement>('option[data-purpose]').forEach((option) => {
    option.hidden = option.disabled = !removalReasonFits(option.value, purpose);
  });
  const field = dealPriceField(purpose);
  const priceLabel = form.querySelector('[data-price-label]');
  if (priceLabel) priceLabel.textContent = field.label;
  (form.elements.namedItem('sellingPrice') as HTMLInputElement | null)?.setAttribute('placeholder', field.placeholder);
  (form.elements.namedItem('propertyId') as HTMLInputElement).value = button.dataset.id!;
  dialog.querySelectorAll('[data-dialog-subject]').forEach((el) => (el.textContent = `"${button.dataset.title ?? ''}"`));
  dialog.dataset.returnFocus = `${button.dataset.id}:${button.dataset.action}`;
  dialog.showModal();
}

/** Closes a dialog without acting: the focus goes back to the button that opened it (Remove or Delete). */
function closeDialog(dialog: HTMLDialogElement) {
  dialog.close();
  const [id, action] = (dialog.dataset.returnFocus ?? '').split(':');
  if (id) document.querySelector<HTMLElement>(`[data-property="${id}"] [data-action="${action}"]`)?.focus();
}

/**
 * A refusal or a failed request, said inside the dialog, which stays open with what was typed: the
 * toast area is under the dialog's backdrop, and closing would throw the reason and the note away.
 */
function showFailure(form: HTMLFormElement, error: unknown) {
  const message = problemDetail(error, manageMessages.failed);
  const box = form.querySelector<HTMLElement>('[data-form-error]');
  if (box) box.textContent = message;
  // Closed with Escape while the request was under way: said where it can be seen.
  if (!form.closest('dialog')?.open) showToast({ type: 'error', message });
}

function showErrors(form: HTMLFormElement, errors: Record<string, string>) {
  form.querySelectorAll<HTMLElement>('[data-error-for]').forEach((el) => (el.textContent = errors[el.dataset.errorFor!] ?? ''));
  const first = Object.keys(errors)[0];
  if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
}

function setUpRemove(dialog: HTMLDialogElement) {
  const form = dialog.querySelector<HTMLFormElement>('[data-remove-form]')!;
  const reason = form.elements.namedItem('reason') as HTMLSelectElement;
  reason.addEventListener('change', () => {
    const sold = REMOVAL_REASONS.find((r) => r.id === reason.value)?.sold ?? false;
    form.querySelector<HTMLElement>('[data-selling-price]')!.hidden = !sold;
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (isBusy(submit)) return;
    form.querySelector<HTMLElement>('[data-form-error]')!.textContent = '';
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const parsed = removeSchema.safeParse(values);
    if (!parsed.success) {
      showErrors(form, Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    try {
      const { data } = await busy(submit, () => http.delete<{ message: string; counts: StatusCounts }>('/api/data/property/remove/', parsed.data));
      dialog.close();
      showToast({ type: 'success', message: data.message });
      setCounts(data.counts);
      noLongerExpiring(String(parsed.data.propertyId));
      const card = cardOf(String(parsed.data.propertyId));
      if (card) takeOut(card, data.counts);
    } catch (error) {
      const errors = problemErrors(error);
      if (Object.keys(errors).length > 0) showErrors(form, errors);
      else showFailure(form, error);
    }
  });
}

function setUpDelete(dialog: HTMLDialogElement) {
  const form = dialog.querySelector<HTMLFormElement>('[data-delete-form]')!;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const propertyId = Number((form.elements.namedItem('propertyId') as HTMLInputElement).value);
    const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (isBusy(submit)) return;
    form.querySelector<HTMLElement>('[data-form-error]')!.textContent = '';
    try {
      const { data } = await busy(submit, () => http.delete<{ message: string; counts: StatusCounts }>('/api/data/property/delete/', { propertyId }));
      dialog.close();
      showToast({ type: 'success', message: data.message });
      setCounts(data.counts);
      noLongerExpiring(String(propertyId));
      const card = cardOf(String(propertyId));
      if (card) takeOut(card, data.counts);
    } catch (error) {
      showFailure(form, error);
    }
  });
}

/** Records that the unread inquiries in an opened list were read: once per phone number. */
async function markRead(details: HTMLDetailsElement) {
  const propertyId = Number(details.dataset.inquiries);
  const unread = [...details.querySelectorAll<HTMLElement>('[data-unread]')];
  const phones = [...new Set(unread.map((el) => el.dataset.phone).filter((p): p is string => !!p))];
  try {
    await Promise.all(phones.map((phone) => http.post('/api/data/property/updateInquirySeenStatusTime', { propertyId, phone })));
    for (const el of unread) {
      el.removeAttribute('data-unread');
      el.classList.remove('is-unread');
    }
    details.querySelector('[data-unread-badge]')?.remove();
  } catch {
    // Not marked read: they simply stay 'new' until the next time the list is opened.
  }
}

function start() {
  // On a phone the tab bar scrolls sideways: keep the open tab in sight.
  document.querySelector('.mp-tabs [aria-current="page"]')?.scrollIntoView({ inline: 'center', block: 'nearest' });
  const removeDialog = document.querySelector<HTMLDialogElement>('#remove-dialog');
  const deleteDialog = document.querySelector<HTMLDialogElement>('#delete-dialog');
  if (!removeDialog || !deleteDialog) return;
  setUpRemove(removeDialog);
  setUpDelete(deleteDialog);
  for (const dialog of [removeDialog, deleteDialog]) {
    dialog.querySelector('[data-close]')?.addEventListener('click', () => closeDialog(dialog));
  }
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-action]');
    if (!button) return;
    if (button.dataset.action === 'renew') void renew(button);
    if (button.dataset.action === 'renew-expiring') void renewExpiring(button);
    if (button.dataset.action === 'remove') openDialog(removeDialog, button);
    if (button.dataset.action === 'delete') openDialog(deleteDialog, button);
  });
  document.querySelectorAll<HTMLDetailsElement>('details[data-inquiries]').forEach((details) => {
    details.addEventListener('toggle', () => {
      if (details.open && details.querySelector('[data-unread]')) void markRead(details);
    });
  });
}

start();
