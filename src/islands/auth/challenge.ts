/**
 * The sign-in challenge screens: which challenges get a screen and what it asks for, and what
 * an answer leads to. Kept apart from the panel so the flow is tested without a browser.
 */
import type { ZodType } from 'zod';
import type { ChallengeName } from '@/lib/auth/client';
import { newPasswordSchema } from '@/lib/accounts/rules';
import { identityClientMessages } from '@/lib/messages';
import { finishSignIn, type SignInOutcome } from './actions';

export type PendingChallenge = Extract<SignInOutcome, { kind: 'challenge' }>['challenge'];

export interface ChallengeScreen {
  label: string;
  secret: boolean;
  autoComplete: 'new-password' | 'one-time-code';
  blankMessage: string;
  /** The rule a non-blank answer must meet before it goes to the provider (a new password's). */
  rule?: ZodType<unknown>;
}

const CODE_REQUIRED = 'Code is required';

const SCREENS: Partial<Record<ChallengeName, ChallengeScreen>> = {
  NEW_PASSWORD_REQUIRED: { label: 'New password', secret: true, autoComplete: 'new-password', blankMessage: identityClientMessages.newPasswordRequired, rule: newPasswordSchema },
  SMS_MFA: { label: 'Code sent to your phone', secret: false, autoComplete: 'one-time-code', blankMessage: CODE_REQUIRED },
  SOFTWARE_TOKEN_MFA: { label: 'Code from your authenticator app', secret: false, autoComplete: 'one-time-code', blankMessage: CODE_REQUIRED },
};

/** The screen for a challenge, or null when Basera has none for it (the person gets a clear message). */
export function challengeScreen(name: ChallengeName): ChallengeScreen | null {
  return SCREENS[name] ?? null;
}

export function unsupportedChallengeMessage(name: ChallengeName): string {
  return `This account needs a sign-in step Basera does not support yet (${name}).`;
}

export type StoppedAnswer = { kind: 'blank' | 'invalid'; message: string };

/**
 * An answer: blank ones, and new passwords that break the form rule (the same schema as sign-up and
 * reset, with its words), are stopped here; others go to the provider and on to the server session.
 */
export async function answerChallenge(challenge: PendingChallenge, value: string): Promise<StoppedAnswer | SignInOutcome> {
  const screen = challengeScreen(challenge.challenge);
  if (value.trim() === '') return { kind: 'blank', message: screen?.blankMessage ?? CODE_REQUIRED };
  const checked = screen?.rule?.safeParse(value);
  if (checked && !checked.success) return { kind: 'invalid', message: checked.error.issues[0]?.message ?? screen!.blankMessage };
  return finishSignIn(await challenge.answer(screen?.secret ? value : value.trim()));
}
