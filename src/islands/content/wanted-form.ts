/**
 * The Wanted form: types follow the category, the city reloads its areas, and posting goes to the API
 * (without script the form posts to the page, which reads it the same way: wantedRequestFromForm).
 * What was typed survives both page loads the form can cause (another city; a sign-in after the session
 * ran out): it is kept as a draft and put back when the form is drawn again.
 */
import { isBlockedNumberKey } from '@/lib/forms/rules';
import { showToast } from '@/lib/stores/toasts';
import { openSignIn } from '@/islands/likes/pending';
import { clearFieldErrors, markBusy, sendJson, showFieldErrors } from './form-errors';
import { keepDraft, restoreDraft, takeDraft } from './form-draft';
import { keptOpenHref } from '@/lib/wanted/kept-open-link';
import { postedHref, wantedRequestFromForm } from '@/lib/wanted/form-values';

const DRAFT_KEY = 'basera:wanted-draft';
/** The city comes from the address the page was loaded at; an area of another city is not offered, so not put back. */
const PLACE_FIELDS = ['cityId', 'areaId'];

const form = document.querySelector<HTMLFormElement>('[data-wanted-form]');

if (form) {
  const category = form.querySelector<HTMLSelectElement>('[data-wanted-category]');
  const type = form.querySelector<HTMLSelectElement>('[data-wanted-type]');
  // The page lists every type, grouped by category; here only the chosen category's are offered.
  const showTypesOfCategory = () => {
    if (!type || !category) return;
    for (const group of type.querySelectorAll('optgroup')) {
      const other = group.dataset.category !== category.value;
      group.hidden = other;
      group.disabled = other;
    }
  };
  showTypesOfCategory();
  category?.addEventListener('change', () => {
    showTypesOfCategory();
    if (type) type.value = '';
  });
  const draft = takeDraft(DRAFT_KEY);
  if (draft) {
    restoreDraft(form, draft, ['cityId']);
    showTypesOfCategory();
  }
  // Sizes and budgets are plain numbers: no exponent, no sign.
  for (const input of form.querySelectorAll<HTMLInputElement>('[data-number]')) {
    input.addEventListener('keydown', (event) => isBlockedNumberKey(event.key) && event.preventDefault());
  }
  // Areas belong to a city; the page lists the chosen city's areas and its requests.
  form.querySelector<HTMLSelectElement>('[data-wanted-city]')?.addEventListener('change', (event) => {
    keepDraft(DRAFT_KEY, form, PLACE_FIELDS);
    window.location.assign(`/wanted?cityId=${(event.target as HTMLSelectElement).value}#post`);
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const v = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    clearFieldErrors(form);
    const idle = markBusy(submit);
    try {
      const { status, data } = await sendJson('POST', '/api/data/wanted', wantedRequestFromForm(v));
      if (status === 201) {
        window.location.assign(postedHref({ id: String(data.id), cityId: v.cityId }));
      } else if (status === 400 && data.errors && typeof data.errors === 'object') {
        showFieldErrors(form, data.errors as Record<string, string>);
      } else if (status === 401) {
        // The session ran out: sign in again, and the page drawn after it gets this request back.
        keepDraft(DRAFT_KEY, form);
        openSignIn();
      } else {
        showToast({ type: 'error', message: typeof data.detail === 'string' && status === 429 ? data.detail : 'Could not post your request. Please try again.' });
      }
    } catch {
      showToast({ type: 'error', message: 'Could not post your request. Please check your connection.' });
    } finally {
      idle();
    }
  });
}

/**
 * One of the poster's own actions on a request, sent to the API: done, `onDone`; signed out, the sign-in;
 * refused or cut off, why, in a toast ("Could not <what>…").
 */
async function actOnOwnRequest(button: HTMLButtonElement | null, method: 'POST' | 'DELETE', url: string, what: string, onDone: (data: Record<string, unknown>) => void) {
  const idle = markBusy(button);
  try {
    const { status, data } = await sendJson(method, url);
    if (status === 200) onDone(data);
    else if (status === 401) openSignIn();
    else showToast({ type: 'error', message: typeof data.detail === 'string' ? data.detail : `Could not ${what}. Please try again.` });
  } catch {
    showToast({ type: 'error', message: `Could not ${what}. Please check your connection.` });
  } finally {
    idle();
  }
}

// A request its poster no longer needs is closed: it leaves the list, and the phone number with it.
// Without script the button posts its form to the page; with it, it asks first and calls the API.
for (const button of document.querySelectorAll<HTMLButtonElement>('[data-wanted-close]')) {
  button.addEventListener('click', async (event) => {
    event.preventDefault();
    if (!window.confirm('Close this request? Owners and agents will no longer see it or your phone number.')) return;
    await actOnOwnRequest(button, 'DELETE', `/api/data/wanted/${button.dataset.wantedClose}`, 'close your request', (data) => {
      // The keyboard goes on from the list's heading, not from a button that is gone.
      document.getElementById('wanted-list-title')?.focus();
      button.closest('li')?.remove();
      showToast({ type: 'success', message: String(data.message) });
    });
  });
}

// A request its poster is still looking for is kept open for longer. Without script the form posts to
// the page; with it, the API answers and the page goes where the form's redirect would have gone.
for (const renew of document.querySelectorAll<HTMLFormElement>('[data-wanted-renew]')) {
  renew.addEventListener('submit', async (event) => {
    event.preventDefault();
    const id = renew.dataset.wantedRenew;
    const button = renew.querySelector<HTMLButtonElement>('button[type="submit"]');
    await actOnOwnRequest(button, 'POST', `/api/data/wanted/${id}/renew`, 'keep your request open', (data) => {
      window.location.assign(keptOpenHref({ id: Number(id), cityId: Number(data.cityId) }));
    });
  });
}
