import { expect, test, type Page } from '@playwright/test';
import { accountMenu, codeFromOutbox, freshNationalPhone, islandsLive, ownClientAddress, signInByEmail, signUpAndSignIn, signOutFromBar } from './support/sign-in';

test.beforeEach(({ context }) => ownClientAddress(context));

// Profile settings: a person's details, picture, password and phone number.

/** Change password from Basera@2026 to Changed@2027, after a first try with a wrong current password. */
async function changePasswordAfterAWrongTry(page: Page) {
  await page.getByLabel('Current password').fill('Wrong@2026');
  await page.getByLabel('New password', { exact: true }).fill('Changed@2027');
  await page.getByLabel('Confirm new password').fill('Changed@2027');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();
  await page.getByLabel('Current password').fill('Basera@2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password has been changed successfully')).toBeVisible();
}

test('profile settings: details, image and password', async ({ page }) => {
  const { email } = await signUpAndSignIn(page);
  await expect(accountMenu(page)).toHaveAccessibleName('Account menu (Profile Person)');
  await page.goto('/my-account');
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await islandsLive(page);
  await expect(page.getByLabel('Name')).toHaveValue('Profile Person');

  // The e-mail is the one this account signs in with: shown, and said why it cannot be edited.
  const details = page.getByRole('form', { name: 'Your details' });
  await expect(details.getByLabel('Email')).toHaveValue(email);
  await expect(details.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(details.getByLabel('Email')).toHaveAccessibleDescription('This is the email you sign in with. It cannot be changed.');
  // That line sits right under its field, not a field's gap away from it (as if it were about the city).
  const emailBox = (await details.getByLabel('Email').boundingBox())!;
  const emailHint = (await details.getByText('This is the email you sign in with. It cannot be changed.').boundingBox())!;
  expect(emailHint.y - (emailBox.y + emailBox.height)).toBeLessThanOrEqual(8);
  // Before there is a picture the circle holds the account's letter, as the account menu does, not an empty disc;
  // and a rule divides one section from the next, none trails after the last.
  const pictureSection = page.getByRole('region', { name: 'Profile image' });
  await expect(pictureSection.getByText('P', { exact: true })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Change password' })).toHaveCSS('border-bottom-width', '0px');
  await expect(details).toHaveCSS('border-bottom-width', '1px');

  // A picture over 5 MB or of another type is refused before it is sent, in the spec's words.
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/data/images')) uploads += 1;
  });
  await page.locator('input[type="file"]').setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5_000_001, 1) });
  await expect(page.getByText('Max image file size is 5 mb')).toBeVisible();
  await expect(page.getByText('Profile Image Not Added')).toHaveCount(0);
  await page.locator('input[type="file"]').setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('Please choose a JPEG, PNG or WebP image')).toBeVisible();
  expect(uploads).toBe(0);

  await page.getByLabel('Name').fill('Bilal Ahmed');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('Bilal Ahmed');
  // The account button says the name (the token leaves it out; the server keeps it with the account).
  await expect(accountMenu(page)).toHaveAccessibleName('Account menu (Bilal Ahmed)');
  await expect(pictureSection.getByText('B', { exact: true })).toBeVisible();

  const sharp = (await import('sharp')).default;
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 20, g: 120, b: 90 } } }).png().toBuffer();
  await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Profile Image Added')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your profile' })).toBeVisible();
  await expect(pictureSection.getByText('B', { exact: true })).toHaveCount(0);

  await changePasswordAfterAWrongTry(page);

  // Signing out on a page for signed-in people lands on the home page with no sign-in prompt.
  await signOutFromBar(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toHaveCount(0);
  // The new password works.
  await signInByEmail(page, email, 'Changed@2027');
  await expect(accountMenu(page)).toBeVisible();
  await page.goto('/my-account');
  await expect(page.getByLabel('Name')).toHaveValue('Bilal Ahmed');
});

test('profile settings: a new phone number takes effect after its code, which can be resent; the number can be changed or the change cancelled', async ({ page }) => {
  await page.clock.install();
  await signUpAndSignIn(page);
  await page.goto('/my-account');
  await islandsLive(page);
  const phone = page.getByRole('region', { name: 'Phone number' });
  const next = freshNationalPhone().replace(/.$/, '3');
  await phone.getByLabel('New phone number').fill(next);
  await phone.getByRole('button', { name: 'Send code' }).click();

  // A blank code gets the sign-up dialog's words.
  await phone.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(phone.getByRole('alert')).toHaveText('Please enter the code we sent you');

  // Cancel: back to an empty number.
  await phone.getByRole('button', { name: 'Cancel' }).click();
  await expect(phone.getByLabel('New phone number')).toHaveValue('');

  // Change number: back to the number as typed.
  await phone.getByLabel('New phone number').fill(next);
  await phone.getByRole('button', { name: 'Send code' }).click();
  await phone.getByRole('button', { name: 'Change number' }).click();
  await expect(phone.getByLabel('New phone number')).toHaveValue(next);
  await phone.getByRole('button', { name: 'Send code' }).click();

  // Another code only after a pause; the newest one works.
  await expect(phone.getByRole('button', { name: /^Send the code again \(\d+ s\)$/ })).toBeDisabled();
  await page.clock.fastForward(31_000);
  await phone.getByRole('button', { name: 'Send the code again' }).click();
  await expect(phone.getByText('A new code is on its way.')).toBeVisible();
  await phone.locator('#profile-otp').fill(await codeFromOutbox(page, `+92${next}`));
  await phone.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByTestId('current-phone')).toHaveText(`+92 ${next.slice(0, 3)} ${next.slice(3)} · Verified`);

  // Change password with no provider session in this browser (storage cleared, as after a social
  // sign-in) while the server's cookie is good: the current password signs in again first.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('CognitoIdentityServiceProvider')) localStorage.removeItem(key);
  });
  await changePasswordAfterAWrongTry(page);
});

test('profile settings: the notices of price cuts on liked properties turn off and on, without script too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await ownClientAddress(context);
  const page = await context.newPage();
  // Signed in with script (the sign-in dialog is an island), then the page is used without it.
  const scripted = await browser.newContext();
  await ownClientAddress(scripted);
  const signIn = await scripted.newPage();
  await signUpAndSignIn(signIn);
  await context.addCookies(await scripted.cookies());
  await scripted.close();

  await page.goto('/my-account');
  const notices = page.getByRole('region', { name: 'Notices' });
  const priceCuts = notices.getByRole('checkbox', { name: 'Tell me when a property I liked gets cheaper' });
  await expect(priceCuts).toBeChecked();
  await priceCuts.uncheck();
  await notices.getByRole('button', { name: 'Save notice settings' }).click();
  await expect(page).toHaveURL(/\/my-account\?saved=notices#notices$/);
  await expect(notices.getByRole('status')).toHaveText('Your notice settings are saved.');
  await expect(priceCuts).not.toBeChecked();

  await page.goto('/my-account');
  await expect(priceCuts).not.toBeChecked();
  await priceCuts.check();
  await notices.getByRole('button', { name: 'Save notice settings' }).click();
  await expect(notices.getByRole('status')).toBeVisible();
  await expect(priceCuts).toBeChecked();
  await context.close();
});
