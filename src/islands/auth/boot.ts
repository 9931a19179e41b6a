/**
 * The only auth code every page ships: it waits for a click on Sign In (or Sign Out) and only
 * then loads the modal and the identity library, so pages carry no React until someone acts.
 */
import { yieldShellModals } from '@/components/shell/modal';
import { AUTH_UNAVAILABLE_EVENT, TOAST_EVENT, UNREACHABLE } from '@/lib/stores/toast-events';
import { drawnForSomeoneElse, noteDrawn } from './drawn-for';

let modal: Promise<typeof import('./mount')> | undefined;
// A load that failed is forgotten, so the next press tries again once the connection is back.
const loadModal = () =>
  (modal ??= import('./mount').catch((error: unknown) => {
    modal = undefined;
    throw error;
  }));

/**
 * The code could not be fetched. Said through the shell's toast event (the toast store is not worth
 * shipping on every page for this); a like waiting for this sign-in is dropped.
 */
function unavailable() {
  window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: { type: 'error', message: UNREACHABLE } }));
  window.dispatchEvent(new Event(AUTH_UNAVAILABLE_EVENT));
}

/**
 * The opener shows it is working while the modal's code arrives (seconds on a slow phone), so the
 * press is not taken for a miss; a press while it is loading is not another request. (A busy button
 * draws its spinner from CSS: the shell's script stays small.)
 */
function whileLoading(opener: Element, work: Promise<unknown>) {
  opener.setAttribute('aria-busy', 'true');
  void work.catch(unavailable).finally(() => opener.removeAttribute('aria-busy'));
}

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const opener = target?.closest('[data-auth-open]');
  if (opener) {
    event.preventDefault();
    const type = opener.getAttribute('data-auth-open');
    // A native modal <dialog> (the drawer, the materials panel) sits on the top layer, above the auth
    // modal: it gives way first, and focus later returns to what opened it, since the opener inside it
    // is hidden by then.
    const returnTo = (opener.closest('dialog[open]') ? yieldShellModals() : null) ?? (opener instanceof HTMLElement ? opener : null);
    if (opener.getAttribute('aria-busy') === 'true') return;
    whileLoading(opener, loadModal().then((m) => m.openNamedAuthModal(type, returnTo)));
    return;
  }
  const signOut = target?.closest('[data-auth-signout]');
  if (signOut) {
    event.preventDefault();
    signOut.setAttribute('aria-busy', 'true');
    import('./signout')
      .then((m) => m.signOutAndReload())
      .catch(() => {
        signOut.removeAttribute('aria-busy');
        unavailable();
      });
  }
});

// A page for signed-in people sent the visitor here to sign in and come back.
const params = new URLSearchParams(window.location.search);
if (params.get('signin') === '1' && !document.querySelector('[data-signed-in]')) {
  loadModal()
    .then((m) => m.openAuthModal('SIGN_IN', params.get('redirect')))
    .catch(unavailable);
}

// A page given back whole by Back after a sign-in or sign-out shows the person it was drawn for; it is
// loaded afresh (./drawn-for.ts). Storage may be unavailable (private mode): the page stays as it is then.
window.addEventListener('pageshow', (event) => {
  const signedIn = document.querySelector('[data-signed-in]') !== null;
  try {
    if (event.persisted && drawnForSomeoneElse(window.localStorage, signedIn)) window.location.reload();
    else noteDrawn(window.localStorage, signedIn);
  } catch {
    // no storage: nothing to compare with
  }
});
