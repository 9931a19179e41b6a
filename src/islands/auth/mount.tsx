import { createRoot, type Root } from 'react-dom/client';
import { AuthModal } from './AuthModal';
import { isAuthModalType, type AuthModalType } from './modal-types';
import { setReturnFocus, showAuthModal } from './store';
import './auth.css';

let root: Root | undefined;

/**
 * Opens the screen a `data-auth-open` button names, Sign In when it names none it knows. The list of
 * screens is checked here, in the code loaded on first use, not in the script every page ships.
 */
export function openNamedAuthModal(name: string | null, returnTo: HTMLElement | null): void {
  openAuthModal(isAuthModalType(name) ? name : 'SIGN_IN', null, returnTo);
}

/**
 * Renders the modal into the shell's #auth-modal-root on first use, then opens the screen asked for.
 * `returnTo` gets focus back when the modal closes (by default whatever has focus now).
 */
export function openAuthModal(type: AuthModalType, redirect: string | null = null, returnTo: HTMLElement | null = null): void {
  const active = document.activeElement;
  setReturnFocus(returnTo ?? (active instanceof HTMLElement && active !== document.body ? active : null));
  if (!root) {
    let host = document.getElementById('auth-modal-root');
    if (!host) {
      host = document.createElement('div');
      host.id = 'auth-modal-root';
      document.body.append(host);
    }
    root = createRoot(host);
    root.render(<AuthModal />);
  }
  showAuthModal(type, redirect === null ? {} : { redirect });
}
