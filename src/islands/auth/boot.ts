/**
 * The only auth code every page ships: it waits for a click on Sign In (or Sign Out) and only
 * then loads the modal and the identity library, so pages carry no React until someone acts.
 */
import { isAuthModalType } from './modal-types';
import { yieldShellModals } from '@/components/shell/modal';

let modal: Promise<typeof import('./mount')> | undefined;
const loadModal = () => (modal ??= import('./mount'));

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
    void loadModal().then((m) => m.openAuthModal(isAuthModalType(type) ? type : 'SIGN_IN', null, returnTo));
    return;
  }
  const signOut = target?.closest('[data-auth-signout]');
  if (signOut) {
    event.preventDefault();
    signOut.setAttribute('aria-busy', 'true');
    void import('./signout').then((m) => m.signOutAndReload());
  }
});

// A page for signed-in people sent the visitor here to sign in and come back.
const params = new URLSearchParams(window.location.search);
if (params.get('signin') === '1' && !document.querySelector('[data-signed-in]')) {
  void loadModal().then((m) => m.openAuthModal('SIGN_IN', params.get('redirect')));
}
