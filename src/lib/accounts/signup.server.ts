import { signUpMessages } from '../messages';
import { toE164 } from '../phone';
import { HttpError } from '../http/problem';
import { createUser, findUsers, getUser, verifiedOwnerOf } from '../auth/admin.server';
import { getDb } from '../db';
import { sessionUserOf } from './legacy.server';
import { ensureUserRow } from './users.server';
import { providerErrorCode } from '../auth/errors';
import { checkProofCode, sendProofCode } from '../otp/service.server';
import { releasePhone } from './phones.server';
import { unverifiedPhoneAttributes, verifiedPhoneAttributes } from './phone-claims';
import type { SignUpValues } from './rules';

/**
 * The provider's user name of a new account: the e-mail when there is one, else the phone in +92
 * form. A verified phone is also a sign-in alias, so a person with both signs in by either.
 */
export function signUpUsername(values: Pick<SignUpValues, 'email' | 'code' | 'phone'>): string {
  return values.email !== '' ? values.email.trim().toLowerCase() : toE164(values.code, values.phone);
}

/** Made: the browser signs in with the user name. Or, for a phone alone, a code went there first. */
export type SignUpResult = { username: string } | { codeSentTo: string };

/**
 * Creates a web user, confirmed and with their password, so the browser can sign them in at once.
 * Done by the server so that the role and verification flags are Basera's to set, never the form's.
 *
 * A phone given with an e-mail is a claim until its code is typed (the OTP screen after sign-up, or
 * later in Profile Settings); it blocks nobody. A phone given alone is the account's name for good, so
 * it is proven first: without `otp` a code is sent to it, and the account is made when the code is
 * right. Either way only a verified phone is 'already registered' (decision 063).
 */
export async function signUp(values: SignUpValues, client: string): Promise<SignUpResult> {
  const email = values.email.trim().toLowerCase();
  const phone = values.phone !== '' ? toE164(values.code, values.phone) : '';
  const username = signUpUsername(values);
  if (email !== '' && ((await getUser(email)) || (await findUsers('email', email)).length > 0)) {
    throw new HttpError(409, signUpMessages.userAlreadyExists);
  }
  if (phone !== '' && (await verifiedOwnerOf(phone))) throw new HttpError(409, signUpMessages.phoneAlreadyRegistered);
  const attributes: Record<string, string> = {
    name: values.name.trim(),
    'custom:user_role': 'webUser',
    'custom:user_type': 'new',
    'custom:phone_verification': 'false',
  };
  if (email !== '') {
    attributes.email = email;
    if (phone !== '') Object.assign(attributes, unverifiedPhoneAttributes(values.code, values.phone));
  } else {
    if (!values.otp) {
      await sendProofCode(phone, 'sign_up', client);
      return { codeSentTo: phone };
    }
    await checkProofCode(phone, 'sign_up', values.otp, client);
    // Proven: whoever only claimed this number loses the claim, and it is this account's from the start.
    await releasePhone(phone, null).catch((error: unknown) => {
      throw error instanceof HttpError && error.status === 409 ? new HttpError(409, signUpMessages.phoneAlreadyRegistered) : error;
    });
    Object.assign(attributes, verifiedPhoneAttributes(phone));
  }
  try {
    await createUser(username, values.password, attributes);
  } catch (error) {
    const code = providerErrorCode(error);
    if (code === 'UsernameExistsException' || code === 'AliasExistsException') {
      throw new HttpError(409, email === '' ? signUpMessages.phoneAlreadyRegistered : signUpMessages.userAlreadyExists);
    }
    throw new HttpError(502, signUpMessages.failed);
  }
  // The row starts with the name given here, which the local provider's tokens leave out. The account
  // exists either way: a row not written now is written on first use.
  const created = await getUser(username).catch(() => null);
  if (created) await ensureUserRow(getDb(), sessionUserOf(created)).catch(() => undefined);
  return { username };
}
