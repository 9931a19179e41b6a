import { signUpMessages } from '../messages';
import { toE164 } from '../phone';
import { HttpError } from '../http/problem';
import { createUser, findUsers, getUser } from '../auth/admin.server';
import { providerErrorCode } from '../auth/errors';
import type { SignUpValues } from './rules';

/**
 * Creates a web user, confirmed and with their password, so the browser can sign them in at once.
 * Done by the server so that the role and verification flags are Basera's to set, never the form's.
 */
export async function signUp(values: SignUpValues): Promise<{ username: string }> {
  const email = values.email.trim().toLowerCase();
  const phone = toE164(values.code, values.phone);
  if ((await getUser(email)) || (await findUsers('email', email)).length > 0) {
    throw new HttpError(409, signUpMessages.userAlreadyExists);
  }
  if ((await findUsers('phone_number', phone)).length > 0) {
    throw new HttpError(409, signUpMessages.phoneAlreadyRegistered);
  }
  try {
    await createUser(email, values.password, {
      email,
      name: values.name.trim(),
      phone_number: phone,
      'custom:phone': values.phone,
      'custom:country_code': values.code,
      'custom:user_role': 'webUser',
      'custom:user_type': 'new',
      'custom:phone_verification': 'false',
    });
  } catch (error) {
    const code = providerErrorCode(error);
    if (code === 'UsernameExistsException' || code === 'AliasExistsException') throw new HttpError(409, signUpMessages.userAlreadyExists);
    throw new HttpError(502, signUpMessages.failed);
  }
  return { username: email };
}
