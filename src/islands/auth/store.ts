import { atom } from 'nanostores';
import type { AuthModalType } from './modal-types';

/** Which auth screen is open (null: closed), where to go after sign-in, and what flows carry along. */
export interface AuthModalState {
  type: AuthModalType | null;
  redirect: string | null;
  /** Where a code was sent: a phone (+92 form), or an e-mail address for a password reset. */
  address: string | null;
  /** Proof from the OTP service that lets the reset screen set a new password. */
  resetGrant: string | null;
}

export const $authModal = atom<AuthModalState>({ type: null, redirect: null, address: null, resetGrant: null });

export function showAuthModal(type: AuthModalType | null, patch: Partial<Omit<AuthModalState, 'type'>> = {}): void {
  $authModal.set({ ...$authModal.get(), ...patch, type });
}

let returnFocus: HTMLElement | null = null;

/** Where focus goes when the modal closes: the button that opened it (or what stood in for it). */
export function setReturnFocus(element: HTMLElement | null): void {
  returnFocus = element;
}

export function takeReturnFocus(): HTMLElement | null {
  const element = returnFocus;
  returnFocus = null;
  return element;
}
