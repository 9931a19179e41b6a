/**
 * The operators' console in the browser: publish, reject or ask to improve (with feedback per kind
 * and per photo), the verified mark, and reports (dismiss, take down). Works from the keyboard:
 * j/k move between listings, p publishes, r opens the feedback form, v toggles verified, Esc closes.
 */
import { showToast } from '@/lib/stores/toasts';
import { ApiError } from '@/lib/http/client';
import { busy, http, problemDetail } from '@/islands/manage/api';
import { moderationMessages } from '@/lib/moderation/schema';
import { manageMessages } from '@/lib/listings/manage';

const FAILED = manageMessages.failed;

function items(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[data-review], [data-report]')];
}

function current(): HTMLElement | null {
  return document.querySelector<HTMLElement>('.is-current') ?? null;
}

function select(item: HTMLElement | undefined, focus = true) {
  if (!item) return;
  for (const other of items()) other.classList.toggle('is-current', other === item);
  if (focus) {
    item.focus({ preventScroll: true });
    item.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }
}

function move(by: 1 | -1) {
  const all = items();
  const index = all.indexOf(current() ?? all[0]);
  select(all[Math.min(all.length - 1, Math.max(0, index + (current() ? by : 0)))]);
}

function bumpCount(name: 'queue' | 'reports', by = 1) {
  const badge = document.querySelector(`[data-count="${name}"]`);
  if (badge) badge.textContent = String(Math.max(0, Number(badge.textContent) - by));
}

/** Takes a handled item out and moves on to the next one. */
function done(item: HTMLElement, count: 'queue' | 'reports') {
  const all = items();
  const next = all[all.indexOf(item) + 1] ?? all[all.indexOf(item) - 1];
  // On a slow connection the operator may have moved on while this was sent: the focus stays where they are.
  const wasCurrent = item === current();
  item.remove();
  // A card of reports counts each report in it.
  bumpCount(count, Number(item.dataset.reports ?? 1));
  if (!next) document.querySelector<HTMLElement>('[data-empty]')?.removeAttribute('hidden');
  else if (wasCurrent) select(next);
}

/** Items with a request under way: a second press (p twice, a double click) does not send it again. */
const working = new WeakSet<HTMLElement>();

/**
 * The item was decided elsewhere (another operator, or its owner changed or deleted it): its actions go,
 * and it says what happened, with a link to load it afresh. Its feedback form goes too: a note written
 * for a listing already decided would mislead whoever reads it.
 */
function stale(item: HTMLElement, message: string, count: 'queue' | 'reports') {
  const wasCurrent = item === current();
  item.dataset.stale = '1';
  item.querySelector('[data-actions]')?.remove();
  item.querySelector('[data-feedback-form], [data-takedown-form]')?.remove();
  item.querySelector<HTMLElement>('[data-stale-text]')!.textContent = message;
  // Still in review means it stays in the queue (the owner changed it); anything else has left it.
  if (message !== moderationMessages.changedByOwner) bumpCount(count, Number(item.dataset.reports ?? 1));
  // The button pressed is gone: the focus goes to its card, unless the operator has moved on meanwhile.
  if (wasCurrent) select(item);
}

/**
 * Sends one action of an item. The answer is said where the operator is looking: a refusal because
 * the item was decided elsewhere in the item itself, any other failure in `errorSlot` (the form being
 * sent, whose text is kept) or else as a toast.
 */
async function act<T extends { message: string }>(
  item: HTMLElement,
  button: HTMLButtonElement | null,
  path: string,
  body: unknown,
  errorSlot?: HTMLElement | null,
): Promise<T | null> {
  if (working.has(item) || item.dataset.stale) return null;
  working.add(item);
  if (errorSlot) errorSlot.textContent = '';
  try {
    const { data } = await busy(button, () => http.post<T>(path, body));
    showToast({ type: 'success', message: data.message });
    return data;
  } catch (error) {
    const message = problemDetail(error, FAILED);
    const status = error instanceof ApiError ? error.statusCode : 0;
    if (status === 409 || status === 404) stale(item, message, item.dataset.report ? 'reports' : 'queue');
    else if (errorSlot) {
      errorSlot.textContent = message;
      // The focus stays on the button pressed; a screen reader hears the message (role=alert).
    } else showToast({ type: 'error', message });
    return null;
  } finally {
    working.delete(item);
  }
}

async function publish(item: HTMLElement) {
  const button = item.querySelector<HTMLButtonElement>('[data-act="publish"]');
  if (await act(item, button, '/api/moderation/publish', { propertyId: Number(item.dataset.review), seen: item.dataset.seen })) done(item, 'queue');
}

async function toggleVerified(item: HTMLElement) {
  const button = item.querySelector<HTMLButtonElement>('[data-act="verify"]');
  if (!button) return;
  const verified = button.dataset.verified !== '1';
  if (await act(item, button, '/api/moderation/verify', { propertyId: Number(item.dataset.review), verified })) {
    button.dataset.verified = verified ? '1' : '0';
    button.setAttribute('aria-pressed', String(verified));
  }
}

function openFeedback(item: HTMLElement, open = true) {
  const form = item.querySelector<HTMLFormElement>('[data-feedback-form]');
  const toggle = item.querySelector<HTMLElement>('[data-act="feedback"]');
  if (!form || item.dataset.stale) return;
  form.hidden = !open;
  toggle?.setAttribute('aria-expanded', String(open));
  if (open) form.querySelector<HTMLElement>('textarea')?.focus();
  else select(item);
}

/** The feedback form as the endpoint's body: a note per kind that has one, a reason per photo that has one. */
function feedbackBody(form: HTMLFormElement, propertyId: number) {
  const data = new FormData(form);
  const feedback: Array<{ kind: string; status?: string; message: string }> = [];
  const images: Array<{ imageId: number; reason: string }> = [];
  for (const [name, value] of data.entries()) {
    const text = String(value).trim();
    if (name.startsWith('kind:') && text) {
      const kind = name.slice(5);
      const status = String(data.get(`status:${kind}`) ?? '');
      feedback.push({ kind, message: text, ...(status ? { status } : {}) });
    }
    if (name.startsWith('image:') && text) images.push({ imageId: Number(name.slice(6)), reason: text });
  }
  return { propertyId, feedback, images };
}

async function sendFeedback(item: HTMLElement, form: HTMLFormElement, mode: 'reject' | 'improve', button: HTMLButtonElement | null) {
  const body = { ...feedbackBody(form, Number(item.dataset.review)), seen: item.dataset.seen };
  const error = form.querySelector<HTMLElement>('[data-form-error]')!;
  if (body.feedback.length + body.images.length === 0) {
    error.textContent = moderationMessages.feedbackNeeded;
    form.querySelector<HTMLElement>('textarea')?.focus();
    return;
  }
  if (await act(item, button, `/api/moderation/${mode}`, body, error)) done(item, 'queue');
}

async function handleReport(item: HTMLElement, action: 'dismiss' | 'takeDown', button: HTMLButtonElement | null) {
  const reportId = Number(item.dataset.report);
  const error = item.querySelector<HTMLElement>('[data-form-error]');
  if (action === 'dismiss') {
    if (await act(item, button, '/api/moderation/reports/dismiss', { reportId, sameListing: true }, error)) done(item, 'reports');
    return;
  }
  const input = item.querySelector<HTMLInputElement>('input[name="reason"]');
  if (!input) return;
  if (!input.value.trim()) {
    input.setCustomValidity(moderationMessages.reasonBlank);
    input.reportValidity();
    input.setCustomValidity('');
    return;
  }
  // Taking a listing down closes every open report about it: the card holds them all.
  if (await act(item, button, '/api/moderation/reports/takeDown', { reportId, reason: input.value.trim() }, error)) done(item, 'reports');
}

/**
 * The queue page's own links name its hold (`left=`, decision 064), so following one in this tab lets go
 * of this page. A link opened beside it (a middle click, Ctrl, ⌘ or Shift, the context menu) leaves this
 * page where it is, still held: its address loses the hold just before the browser takes it, and gets it
 * back for a plain click.
 */
function aimLink(target: EventTarget | null, beside: boolean) {
  const link = (target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-left]');
  if (!link) return;
  const url = new URL(link.href);
  if (beside) url.searchParams.delete('left');
  else url.searchParams.set('left', link.dataset.left!);
  link.href = `${url.pathname}${url.search}${url.hash}`;
}

function typing(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * Leaving a queue page (another address in this tab, Back, the tab closed) lets go of its listings at
 * once, through the page's own 'Hand these listings back' form, so other operators need not wait out the
 * lease. The browser sends it as the next page replaces this one, after that page has claimed what it
 * shows, so a reload or a page link keeps what it shows again. A page the browser brings back from its
 * memory (Back, Forward) is loaded again, so what it shows is claimed again.
 */
function letGoOnLeaving() {
  const hold = document.querySelector<HTMLInputElement>('form[method="post"] input[name="release"]')?.value;
  if (hold) addEventListener('pagehide', () => navigator.sendBeacon('/moderation', new URLSearchParams({ release: hold })));
  addEventListener('pageshow', (event) => {
    if (event.persisted) location.reload();
  });
}

function start() {
  if (items().length === 0 && !document.querySelector('[data-queue], [data-reports]')) return;
  letGoOnLeaving();
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const item = target.closest<HTMLElement>('[data-review], [data-report]');
    if (!item) return;
    select(item, false);
    const button = target.closest<HTMLButtonElement>('button[data-act]');
    if (!button) return;
    const act = button.dataset.act;
    if (act === 'publish') void publish(item);
    if (act === 'verify') void toggleVerified(item);
    if (act === 'feedback') openFeedback(item, item.querySelector<HTMLFormElement>('[data-feedback-form]')?.hidden ?? true);
    if (act === 'cancel') openFeedback(item, false);
    if (act === 'dismiss') void handleReport(item, 'dismiss', button);
  });
  document.addEventListener('mousedown', (event) => aimLink(event.target, event.button === 1 || event.ctrlKey || event.metaKey || event.shiftKey));
  document.addEventListener('contextmenu', (event) => aimLink(event.target, true));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') aimLink(event.target, event.ctrlKey || event.metaKey || event.shiftKey);
  });
  // The keys act on the listing being worked on: one reached with Tab becomes the current one too.
  document.addEventListener('focusin', (event) => {
    const item = (event.target as Element).closest?.<HTMLElement>('[data-review], [data-report]');
    if (item && item !== current()) select(item, false);
  });
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    const item = form.closest<HTMLElement>('[data-review], [data-report]');
    if (!item) return;
    event.preventDefault();
    const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
    if (form.matches('[data-feedback-form]')) void sendFeedback(item, form, submitter?.value === 'improve' ? 'improve' : 'reject', submitter);
    if (form.matches('[data-takedown-form]')) void handleReport(item, 'takeDown', submitter);
  });
  document.addEventListener('keydown', (event) => {
    if (event.metaKey || event.ctrlKey || event.altKey) return;
    if (event.key === 'Escape') {
      // Esc closes an open feedback form; otherwise it belongs to whatever else has it (a menu, a dialog).
      const item = current();
      if (item && item.querySelector<HTMLFormElement>('[data-feedback-form]')?.hidden === false) openFeedback(item, false);
      return;
    }
    if (typing(event.target) || document.querySelector('dialog[open]')) return;
    const item = current();
    if (event.key === 'j') move(1);
    else if (event.key === 'k') move(-1);
    else if (item?.dataset.review && event.key === 'p') void publish(item);
    else if (item?.dataset.review && event.key === 'r') openFeedback(item, true);
    else if (item?.dataset.review && event.key === 'v') void toggleVerified(item);
    else return;
    event.preventDefault();
  });
  select(items()[0], false);
}

start();
