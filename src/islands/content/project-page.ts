/**
 * The project page's two actions, without a framework: the like button and the inquiry form.
 * Signed-out visitors get a like button that opens the sign-in modal instead (see AccountArea); the
 * like they asked for is applied when they come back signed in, or dropped if they close the dialog.
 */
import { showToast } from '@/lib/stores/toasts';
import { forgetPendingLikesWhenSignInIsDismissed, rememberPendingProjectLike, takePendingProjectLike } from '@/islands/likes/pending';
import { clearFieldErrors, markBusy, sendJson, showFieldErrors } from './form-errors';

async function toggleLike(button: HTMLButtonElement): Promise<void> {
  const projectId = Number(button.dataset.projectLike);
  const liked = button.getAttribute('aria-pressed') === 'true';
  button.setAttribute('aria-busy', 'true');
  try {
    const { status } = liked
      ? await sendJson('DELETE', `/api/data/projectLikes/dislike?projectId=${projectId}`)
      : await sendJson('POST', '/api/data/projectLikes/like', { projectId });
    if (status === 401) {
      window.location.reload();
      return;
    }
    if (status !== 200) throw new Error(String(status));
    button.setAttribute('aria-pressed', String(!liked));
    const label = button.querySelector('[data-like-label]');
    if (label) label.textContent = liked ? 'Like' : 'Liked';
    showToast({ type: 'success', message: liked ? 'Removed from your liked projects' : 'Added to your liked projects' });
  } catch {
    showToast({ type: 'error', message: 'Could not save your like. Please try again.' });
  } finally {
    button.removeAttribute('aria-busy');
  }
}

forgetPendingLikesWhenSignInIsDismissed();

// Signed out: the button opens the sign-in dialog (the shell does that) and the like waits for it.
document.querySelectorAll<HTMLButtonElement>('[data-project-like-asks]').forEach((button) => {
  button.addEventListener('click', () => rememberPendingProjectLike(Number(button.dataset.projectLikeAsks)));
});

document.querySelectorAll<HTMLButtonElement>('[data-project-like]').forEach((button) => {
  button.addEventListener('click', () => void toggleLike(button));
});

// Marked live, as the listing hearts are, so a test (or a curious person) can tell the button now answers.
document.querySelectorAll<HTMLElement>('[data-project-like], [data-project-like-asks]').forEach((button) => (button.dataset.likeLive = ''));

// Back signed in after asking to like this project: the like is applied once.
const pending = takePendingProjectLike();
const pendingButton = pending === null ? null : document.querySelector<HTMLButtonElement>(`[data-project-like="${pending}"]`);
if (pendingButton && pendingButton.getAttribute('aria-pressed') !== 'true') void toggleLike(pendingButton);

const form = document.querySelector<HTMLFormElement>('[data-project-inquiry]');
form?.addEventListener('submit', async (event) => {
  event.preventDefault();
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
  clearFieldErrors(form);
  const idle = markBusy(submit);
  try {
    const { status, data } = await sendJson('POST', '/api/data/projects/inquiry', {
      projectId: Number(values.projectId),
      name: values.name,
      phone: values.phone,
      email: values.email || undefined,
      message: values.message,
    });
    if (status === 201) {
      form.reset();
      const done = form.querySelector<HTMLElement>('[data-inquiry-done]');
      if (done) {
        done.hidden = false;
        // The keyboard goes on from the thanks, not from the top of the page.
        done.focus();
      }
      showToast({ type: 'success', message: 'Your inquiry has been sent to the developer' });
    } else if (status === 400 && data.errors && typeof data.errors === 'object') {
      showFieldErrors(form, data.errors as Record<string, string>);
    } else {
      showToast({ type: 'error', message: typeof data.detail === 'string' ? data.detail : 'Could not send your inquiry. Please try again.' });
    }
  } catch {
    showToast({ type: 'error', message: 'Could not send your inquiry. Please check your connection.' });
  } finally {
    idle();
  }
});
