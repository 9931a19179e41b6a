import { signUpMessages } from '../messages';
import { toE164 } from '../phone';
import { HttpError } from '../http/problem';
import { createUser, findUsers, getUser } from '../auth/admin.server';
import { getDb } from '../db';
import { sessionUserOf } from './legacy.server';
import { ensureUserRow } from './users.server';
import { providerErrorCode } from '../auth/errors';
import type { SignUpValues } from './rules';

/**
 * The provider's user name of a new account: the e-mail when there is one, else the phone in +92
 * form. The pool takes phone numbers as sign-in aliases, so a person with both signs in by either.
 */
export function signUpUsername(values: Pick<SignUpValues, 'email' | 'code' | 'phone'>): string {
  return values.email !== '' ? values.email.trim().toLowerCase() : toE164(values.code, values.phone);
}

/**
 * Creates a web user, confirmed and with their password, so the browser can sign them in at once.
 * Done by the server so that the role and verification flags are Basera's to set, never the form's.
 * The form has an e-mail, a phone number or both.
 */
export async function signUp(values: SignUpValues): Promise<{ username: string }> {
  const email = values.email.trim().toLowerCase();
  const phone = values.phone !== '' ? toE164(values.code, values.phone) : '';
  const username = signUpUsername(values);
  if (email !== '' && ((await getUser(email)) || (await findUsers('email', email)).length > 0)) {
    throw new HttpError(409, signUpMessages.userAlreadyExists);
  }
  if (phone !== '' && ((await findUsers('phone_number', phone)).length > 0 || (email === '' && (await getUser(phone))))) {
    throw new HttpError(409, signUpMessages.phoneAlreadyRegistered);
  }
  const attributes: Record<string, string> = {
    name: values.name.trim(),
    'custom:user_role': 'webUser',
    'custom:user_type': 'new',
    'custom:phone_verification': 'false',
  };
  if (email !== '') attributes.email = email;
  if (phone !== '') Object.assign(attributes, { phone_number: phone, 'custom:phone': values.phone, 'custom:country_code': values.code });
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
