import { expect, test } from '@playwright/test';
import { AdminCreateUserCommand, AdminGetUserCommand, AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { adminClient } from '../../scripts/identity.mjs';
import {
  codeFromOutbox, freshNationalPhone, identityConfig, islandsLive, openSignIn, serverRendered, signInByEmail, submitSignIn, accountMenu, signOutFromBar, ownClientAddress,
  submitPhoneSignIn,
} from './support/sign-in';

// Signing up, proving a phone or an unconfirmed account with a code, and recovering a password.

test.beforeEach(({ context }) => ownClientAddress(context));


test('sign up by e-mail, verify the phone with the code from the outbox, and be signed in', async ({ page }) => {
  const email = `new${Date.now()}@basera.pk`;
  const phone = freshNationalPhone();
  await page.goto('/');
  await openSignIn(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Create an account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign Up' });
  await dialog.getByLabel('Name').fill('Ayesha Khan');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Phone').fill(phone);
  await dialog.getByLabel('Password', { exact: true }).fill('Basera@2026');
  await dialog.getByLabel('Confirm password').fill('Basera@2025');
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await expect(dialog.getByText('Password does not match')).toBeVisible();
  await dialog.getByLabel('Confirm password').fill('Basera@2026');
  await dialog.getByRole('button', { name: 'Sign Up' }).click();

  const otp = page.getByRole('dialog', { name: 'Verify your phone' });
  await expect(otp).toBeVisible();
  expect(await serverRendered(page)).toContain('Profile Settings');
  await otp.getByLabel('Code').fill(await codeFromOutbox(page, `+92${phone}`));
  await otp.getByRole('button', { name: 'Verify', exact: true }).click();
  const done = page.getByRole('dialog', { name: 'Phone verified' });
  await expect(done.getByRole('status')).toHaveText('Your phone number is verified');
  await done.getByRole('button', { name: 'Continue' }).click();
  await expect(accountMenu(page)).toBeVisible();

  // The same e-mail cannot sign up twice.
  await signOutFromBar(page);
  await openSignIn(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Create an account' }).click();
  await dialog.getByLabel('Name').fill('Someone Else');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Phone').fill(freshNationalPhone().replace(/.$/, '7'));
  await dialog.getByLabel('Password', { exact: true }).fill('Basera@2026');
  await dialog.getByLabel('Confirm password').fill('Basera@2026');
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('User Already Exists');

  // The verified phone now signs in too.
  await page.goto('/');
  await openSignIn(page);
  await submitPhoneSignIn(page, `0${phone}`, 'Basera@2026');
  await expect(accountMenu(page)).toBeVisible();
});

test('sign up by phone alone, proving it with its code first, and sign in again by phone', async ({ page }) => {
  const phone = freshNationalPhone();
  await page.goto('/');
  await openSignIn(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Create an account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign Up' });
  await dialog.getByLabel('Name').fill('Zara Phone');
  await dialog.getByLabel('Password', { exact: true }).fill('Basera@2026');
  await dialog.getByLabel('Confirm password').fill('Basera@2026');
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await expect(dialog.getByText('Email or phone is required')).toHaveCount(2);
  await dialog.getByLabel('Phone').fill(phone);
  await dialog.getByRole('button', { name: 'Sign Up' }).click();

  // A phone given alone is the account's name: it is proven before the account is made.
  await expect(dialog.getByText(`We sent a code to +92 ${phone.slice(0, 3)} ${phone.slice(3)}.`)).toBeVisible();
  await expect(dialog.getByLabel('Code')).toBeFocused();
  expect(await serverRendered(page)).not.toContain('Profile Settings');
  await expect(dialog.getByRole('button', { name: 'Verify later' })).toHaveCount(0);
  await dialog.getByLabel('Code').fill(await codeFromOutbox(page, `+92${phone}`));
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Phone verified' }).getByText('Your phone number is verified')).toBeVisible();
  expect(await serverRendered(page)).toContain('Profile Settings');
  await page.getByRole('dialog', { name: 'Phone verified' }).getByRole('button', { name: 'Continue' }).click();
  await expect(accountMenu(page)).toBeVisible();

  await signOutFromBar(page);
  await openSignIn(page);
  await submitPhoneSignIn(page, `0${phone}`, 'Basera@2026');
  await expect(accountMenu(page)).toBeVisible();
  // Profile Settings work without an e-mail.
  await page.goto('/my-account');
  await expect(page.getByLabel('Name')).toHaveValue('Zara Phone');
  await islandsLive(page);
  await page.getByLabel('Name').fill('Zara Khan');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('Zara Khan');
});

test('forgot password: a code to the phone, a new password, and sign in with it', async ({ page }) => {
  const email = `reset${Date.now()}@basera.pk`;
  const phone = freshNationalPhone();
  const created = await page.request.post('/api/auth/sign-up', {
    data: { name: 'Reset Me', email, code: '92', phone, password: 'Basera@2026', confirmPassword: 'Basera@2026' },
  });
  expect(created.status()).toBe(200);

  await page.goto('/');
  await openSignIn(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await forgot.getByText('Phone', { exact: true }).click();
  await forgot.getByRole('textbox', { name: 'Phone' }).fill('3009999999');
  await forgot.getByRole('button', { name: 'Send code' }).click();
  await expect(forgot.getByRole('alert')).toHaveText('This phone number is not registered');
  // A phone its account has not verified gets no reset code either.
  await forgot.getByRole('textbox', { name: 'Phone' }).fill(phone);
  await forgot.getByRole('button', { name: 'Send code' }).click();
  await expect(forgot.getByRole('alert')).toHaveText('This phone number is not registered');

  // Verified (as the code after sign-up does), it is the account's, and the code goes there.
  const config = await identityConfig(page);
  await adminClient(config.endpoint).send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: config.userPoolId,
      Username: email,
      UserAttributes: [
        { Name: 'phone_number', Value: `+92${phone}` },
        { Name: 'phone_number_verified', Value: 'true' },
      ],
    }),
  );
  await forgot.getByRole('textbox', { name: 'Phone' }).fill(phone);
  await forgot.getByRole('button', { name: 'Send code' }).click();

  const otp = page.getByRole('dialog', { name: 'Enter the code' });
  await otp.getByLabel('Code').fill(await codeFromOutbox(page, `+92${phone}`));
  await otp.getByRole('button', { name: 'Verify', exact: true }).click();
  const reset = page.getByRole('dialog', { name: 'Set a new password' });
  await reset.getByLabel('New password').fill('Changed@2027');
  await reset.getByLabel('Confirm password').fill('Changed@2027');
  await reset.getByRole('button', { name: 'Reset password' }).click();
  const done = page.getByRole('dialog', { name: 'Password changed' });
  await expect(done.getByText('Your password has been changed')).toBeVisible();
  await done.getByRole('button', { name: 'Sign In' }).click();

  await submitSignIn(page, email, 'Changed@2027');
  await expect(accountMenu(page)).toBeVisible();
});

test('forgot password: an account made with an e-mail alone gets its code by e-mail', async ({ page }) => {
  const email = `Reset.Mail${Date.now()}@Basera.pk`;
  const created = await page.request.post('/api/auth/sign-up', {
    data: { name: 'Mail Only', email, code: '92', phone: '', password: 'Basera@2026', confirmPassword: 'Basera@2026' },
  });
  expect(created.status()).toBe(200);

  await page.goto('/');
  await openSignIn(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await expect(forgot.getByRole('radio', { name: 'Email' })).toBeChecked();
  await forgot.getByRole('textbox', { name: 'Email' }).fill('nobody-here@basera.pk');
  await forgot.getByRole('button', { name: 'Send code' }).click();
  await expect(forgot.getByRole('alert')).toHaveText('This email is not registered');
  await forgot.getByRole('textbox', { name: 'Email' }).fill('not an address');
  await forgot.getByRole('button', { name: 'Send code' }).click();
  await expect(forgot.getByText('Incorrect Email Format')).toBeVisible();
  // Typed as the person signed up, in capitals: the account is the same.
  await forgot.getByRole('textbox', { name: 'Email' }).fill(email);
  await forgot.getByRole('button', { name: 'Send code' }).click();

  const otp = page.getByRole('dialog', { name: 'Enter the code' });
  await expect(otp.getByText(`We sent a code to ${email.toLowerCase()}.`)).toBeVisible();
  await otp.getByLabel('Code').fill(await codeFromOutbox(page, email.toLowerCase()));
  await otp.getByRole('button', { name: 'Verify', exact: true }).click();
  const reset = page.getByRole('dialog', { name: 'Set a new password' });
  await reset.getByLabel('New password').fill('Changed@2027');
  await reset.getByLabel('Confirm password').fill('Changed@2027');
  await reset.getByRole('button', { name: 'Reset password' }).click();
  await page.getByRole('dialog', { name: 'Password changed' }).getByRole('button', { name: 'Sign In' }).click();

  await submitSignIn(page, email.toLowerCase(), 'Changed@2027');
  await expect(accountMenu(page)).toBeVisible();
});

test('an account with a temporary password is taken through the new-password step', async ({ page }) => {
  await page.goto('/');
  const config = await identityConfig(page);
  const email = `temp${Date.now()}@basera.pk`;
  await adminClient(config.endpoint).send(
    new AdminCreateUserCommand({
      UserPoolId: config.userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      TemporaryPassword: 'Temp@2026',
      UserAttributes: [{ Name: 'email', Value: email }, { Name: 'custom:user_role', Value: 'webUser' }],
    }),
  );
  await signInByEmail(page, email, 'Temp@2026');
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('New password is required.')).toBeVisible();
  // The same password rule as sign-up, in its words, before the provider is asked.
  await dialog.getByLabel('New password').fill('abcdef');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText(/^Password must be at least 8 characters/)).toBeVisible();
  await dialog.getByLabel('New password').fill('Chosen@2026');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(accountMenu(page)).toBeVisible();
});

test("a phone another account only claimed: the owner signs up with it, proves it, and it is theirs alone", async ({ page }) => {
  const phone = freshNationalPhone();
  const squatter = `claim${Date.now()}@basera.pk`;
  // Someone signed up with this number and chose 'Verify later'.
  const claimed = await page.request.post('/api/auth/sign-up', {
    data: { name: 'Not The Owner', email: squatter, code: '92', phone, password: 'Squat@2026', confirmPassword: 'Squat@2026' },
  });
  expect(claimed.status()).toBe(200);

  // The unverified number signs nobody in.
  await page.goto('/');
  await openSignIn(page);
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await submitPhoneSignIn(page, `0${phone}`, 'Squat@2026');
  await expect(signIn.getByRole('alert')).toHaveText('Incorrect phone number or password');

  // The owner signs up with it, is not told it is registered, and proves it.
  await signIn.getByRole('button', { name: 'Create an account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign Up' });
  await dialog.getByLabel('Name').fill('Phone Owner');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(`owner${Date.now()}@basera.pk`);
  await dialog.getByLabel('Phone').fill(phone);
  await dialog.getByLabel('Password', { exact: true }).fill('Owner@2026');
  await dialog.getByLabel('Confirm password').fill('Owner@2026');
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  const otp = page.getByRole('dialog', { name: 'Verify your phone' });
  await otp.getByLabel('Code').fill(await codeFromOutbox(page, `+92${phone}`));
  await otp.getByRole('button', { name: 'Verify', exact: true }).click();
  const done = page.getByRole('dialog', { name: 'Phone verified' });
  await expect(done.getByRole('status')).toHaveText('Your phone number is verified');
  await done.getByRole('button', { name: 'Continue' }).click();
  await expect(accountMenu(page)).toBeVisible();

  // The other account keeps working, without the number.
  const config = await identityConfig(page);
  const other = await adminClient(config.endpoint).send(new AdminGetUserCommand({ UserPoolId: config.userPoolId, Username: squatter }));
  const names = (other.UserAttributes ?? []).map((a) => a.Name);
  expect(names).not.toContain('phone_number');
  expect(names).not.toContain('custom:phone');
  await signOutFromBar(page);
  await signInByEmail(page, squatter, 'Squat@2026');
  await expect(accountMenu(page)).toBeVisible();
  await page.goto('/my-account');
  await expect(page.getByTestId('current-phone')).toHaveText('No phone number yet');

  // The number now signs in its owner, and is registered to everyone else.
  await signOutFromBar(page);
  await openSignIn(page);
  await submitPhoneSignIn(page, `0${phone}`, 'Owner@2026');
  await expect(accountMenu(page)).toBeVisible();
  const late = await page.request.post('/api/auth/sign-up', {
    data: { name: 'Too Late', email: `late${Date.now()}@basera.pk`, code: '92', phone, password: 'Basera@2026', confirmPassword: 'Basera@2026' },
  });
  expect(late.status()).toBe(409);
  expect((await late.json()).detail).toBe('This phone is already registered!');
});

test('an account left unconfirmed at the identity provider is told so, confirms with a code, and is signed in', async ({ page }) => {
  const email = `unconfirmed${Date.now()}@basera.pk`;
  const config = await identityConfig(page);
  const { clientId } = (await (await page.request.get('/api/auth/config')).json()) as { clientId: string };
  // A sign-up made elsewhere (the provider's own SignUp) and never confirmed.
  const res = await fetch(`${config.endpoint}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp' },
    body: JSON.stringify({
      ClientId: clientId,
      Username: email,
      Password: 'Basera@2026',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'name', Value: 'Waiting Person' },
        { Name: 'custom:user_role', Value: 'webUser' },
      ],
    }),
  });
  expect(res.ok).toBe(true);

  await page.goto('/');
  await openSignIn(page);
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  // A wrong password still gets the usual answer; the right one learns the account waits for confirmation.
  await submitSignIn(page, email, 'Wrong@2026');
  await expect(dialog.getByRole('alert')).toHaveText('Incorrect email or password');
  await expect(dialog.getByRole('button', { name: 'Send a confirmation code' })).toHaveCount(0);
  await submitSignIn(page, email, 'Basera@2026');
  await expect(dialog.getByRole('alert')).toHaveText('Your account is not confirmed yet. Confirm it with a code we send you, then sign in.');
  await dialog.getByRole('button', { name: 'Send a confirmation code' }).click();

  await expect(dialog.getByText(`We sent a code to ${email}.`)).toBeVisible();
  await expect(dialog.getByLabel('Code')).toBeFocused();
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter the code we sent you');
  await dialog.getByLabel('Code').fill(await codeFromOutbox(page, email));
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(accountMenu(page)).toBeVisible();
  expect(await serverRendered(page)).toContain('Profile Settings');

  // Confirmed for good: the next sign-in is an ordinary one.
  await signOutFromBar(page);
  await signInByEmail(page, email, 'Basera@2026');
  await expect(accountMenu(page)).toBeVisible();
});
