import { useEffect, useRef } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useStore } from '@nanostores/react';
import { successMessages } from '@/lib/messages';
import type { AuthModalType } from './modal-types';
import { afterSignInUrl } from './actions';
import { $authModal, showAuthModal, takeReturnFocus } from './store';
import { SignInPanel } from './SignInPanel';
import { SignUpPanel } from './SignUpPanel';
import { OtpPanel } from './OtpPanel';
import { ForgotPasswordPanel } from './ForgotPasswordPanel';
import { ResetPasswordPanel } from './ResetPasswordPanel';

const TITLES: Record<AuthModalType, string> = {
  SIGN_IN: 'Sign In',
  SIGN_UP: 'Sign Up',
  FORGOT_PASSWORD: 'Forgot password',
  OTP_MODAL: 'Verify your phone',
  SUCCESS_MODAL: 'Phone verified',
  RESET_PASSWORD: 'Set a new password',
  OTP_MODAL_RESET_PASSWORD: 'Enter the code',
  SUCCESS_MODAL_RESET_PASSWORD: 'Password changed',
  SUCCESS_MODAL_SIGN_UP: 'Welcome to Basera',
};

/** The page is rendered again after a sign-in so the server draws the signed-in state. */
function reloadSignedIn(redirect: string | null) {
  window.location.assign(afterSignInUrl(redirect));
}

function Success({ message, action, onAction }: { message: string; action: string; onAction: () => void }) {
  return (
    <div className="auth-form">
      <p className="auth-success" role="status">
        {message}
      </p>
      <button type="button" className="btn btn-primary btn-block" onClick={onAction}>
        {action}
      </button>
    </div>
  );
}

/** The first thing to type in on a screen, else its first button (past the close button). */
const FIRST_FIELD = 'input:not([type="radio"]):not([type="checkbox"]):not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

export function focusFirstField(panel: HTMLElement | null): void {
  const target = panel?.querySelector<HTMLElement>(FIRST_FIELD) ?? panel?.querySelector<HTMLElement>('.auth-form button:not([disabled])');
  target?.focus();
}

export function AuthModal() {
  const state = useStore($authModal);
  const { type, redirect, address, resetGrant } = state;
  // A signed-in person closing a post-sign-up screen still gets the signed-in page.
  const signedInScreens: Array<AuthModalType | null> = ['OTP_MODAL', 'SUCCESS_MODAL_SIGN_UP', 'SUCCESS_MODAL'];
  const close = () => (signedInScreens.includes(type) ? reloadSignedIn(redirect) : showAuthModal(null));

  // Focus: the first field of each screen as it opens (not the dialog box), and back to the opener on close.
  const panel = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (type) {
      wasOpen.current = true;
      const frame = requestAnimationFrame(() => focusFirstField(panel.current));
      return () => cancelAnimationFrame(frame);
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const opener = takeReturnFocus();
    // After the dialog has let go of focus (it would otherwise leave it on <body>).
    const frame = requestAnimationFrame(() => {
      if (opener?.isConnected) opener.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [type]);

  return (
    <Dialog open={type !== null} onClose={close} className="auth-dialog">
      <div className="auth-backdrop" aria-hidden="true" />
      <div className="auth-center">
        <DialogPanel ref={panel} className="auth-panel">
          <div className="auth-head">
            <DialogTitle className="auth-title">{type ? TITLES[type] : ''}</DialogTitle>
            <button type="button" className="auth-close" aria-label="Close" onClick={close}>
              ×
            </button>
          </div>
          {type === 'SIGN_IN' && <SignInPanel onSignedIn={() => reloadSignedIn(redirect)} />}
          {type === 'SIGN_UP' && <SignUpPanel />}
          {type === 'FORGOT_PASSWORD' && <ForgotPasswordPanel />}
          {type === 'OTP_MODAL' && address && <OtpPanel address={address} purpose="verify_phone" />}
          {type === 'OTP_MODAL_RESET_PASSWORD' && address && <OtpPanel address={address} purpose="reset_password" />}
          {type === 'RESET_PASSWORD' && address && resetGrant && <ResetPasswordPanel userName={address} resetGrant={resetGrant} />}
          {type === 'SUCCESS_MODAL' && <Success message="Your phone number is verified" action="Continue" onAction={() => reloadSignedIn(redirect)} />}
          {type === 'SUCCESS_MODAL_SIGN_UP' && (
            <Success message="Your account is ready." action="Continue" onAction={() => reloadSignedIn(redirect)} />
          )}
          {type === 'SUCCESS_MODAL_RESET_PASSWORD' && (
            <Success message={successMessages.yourPasswordChanged} action="Sign In" onAction={() => showAuthModal('SIGN_IN')} />
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
