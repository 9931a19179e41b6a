/** The auth modal's screens (spec section 4). */
export const AUTH_MODAL_TYPES = [
  'SIGN_IN',
  'SIGN_UP',
  'FORGOT_PASSWORD',
  'OTP_MODAL',
  'SUCCESS_MODAL',
  'RESET_PASSWORD',
  'OTP_MODAL_RESET_PASSWORD',
  'SUCCESS_MODAL_RESET_PASSWORD',
  'SUCCESS_MODAL_SIGN_UP',
] as const;

export type AuthModalType = (typeof AUTH_MODAL_TYPES)[number];

export function isAuthModalType(value: string | null | undefined): value is AuthModalType {
  return (AUTH_MODAL_TYPES as readonly string[]).includes(value ?? '');
}
