import { createRoot, type Root } from 'react-dom/client';
import { AuthModal } from './AuthModal';
import type { AuthModalType } from './modal-types';
import { showAuthModal } from './store';
import './auth.css';

let root: Root | undefined;

/** Renders the modal into the shell's #auth-modal-root on first use, then opens the screen asked for. */
export function openAuthModal(type: AuthModalType, redirect: string | null = null): void {
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
