import { existsSync, readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { MAIN_PORT } from '../../playwright.config';
import { test } from './fixtures';
import { DEMO_PASSWORD, expectAccessible, logIn, newCrewMember, tick } from './helpers';

const MESSAGES = `tests/.tmp/e2e-${MAIN_PORT}/messages/messages.log`;

/** The newest code sent to `to`, from the server's messages log (no provider configured). */
function lastCode(to: string): string | null {
  if (!existsSync(MESSAGES)) return null;
  const lines = readFileSync(MESSAGES, 'utf8')
    .trim()
    .split('\n')
    .filter((l) => l.includes(`to ${to}:`));
  return /: (\d{6}) is your Seaworthy login code/.exec(lines.at(-1) ?? '')?.[1] ?? null;
}

async function passwordStep(page: Page, email: string, optIn = false) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  if (optIn) await page.getByText('Enable Two-Factor Authentication').click();
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The new crew member has not agreed to the terms yet: the popup asks, once. */
async function agreeToTerms(page: Page) {
  const terms = page.getByRole('alertdialog', { name: 'Terms of use' });
  await terms.getByRole('button', { name: 'Agree' }).click();
  await expect(terms).toHaveCount(0);
}

async function logOut(page: Page) {
  await page.goto('/logout');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
}

test('2FA by WhatsApp code: set up from the login form, log in with a code, then bypass for 30 days', async ({
  page,
  request,
  baseURL,
}) => {
  const email = `whatsapp.${Date.now()}@demo.yacht`;
  const number = `+4477009${String(Date.now()).slice(-5)}`;
  await newCrewMember(request, baseURL!, { email, lastName: 'Factor' });
  await passwordStep(page, email, true);

  await expect(page).toHaveURL(/\/setupWhatsapp$/);
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await expectAccessible(page, '2FA setup, step 1');
  await page.getByLabel('WhatsApp number').fill('07700 900123');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Incorrect number format. Use + plus international code.')).toBeVisible();
  await page.getByLabel('WhatsApp number').fill(number);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await expect(
    page.getByText('If you do not receive the code, please contact your administrator'),
  ).toBeVisible();
  await expect.poll(() => lastCode(number)).not.toBeNull();
  const code = lastCode(number)!;
  await page.getByLabel('Code', { exact: true }).fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Your 2FA code is not correct.')).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/fleet\/aurora/);

  // The next login asks for a code, sent to the number just confirmed.
  await logOut(page);
  await passwordStep(page, email);
  await expect(page.getByRole('heading', { name: '2FA Login' })).toBeVisible();
  await expect(page.getByText(/We sent a code by WhatsApp to \+44 ••• \d{3}\./)).toBeVisible();
  await expectAccessible(page, 'the 2FA Login step');
  // Back returns to the login form.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  const before = lastCode(number);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect.poll(() => lastCode(number)).not.toBe(before);
  await page.getByLabel('Code', { exact: true }).fill(lastCode(number)!);
  await page.getByText('Bypass 2FA for 30 days').click();
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/fleet\/aurora/);

  // This device skips the code now.
  await logOut(page);
  await passwordStep(page, email);
  await expect(page).toHaveURL(/\/fleet\/aurora/);
  await agreeToTerms(page);
});

test('2FA by authenticator app: QR setup, recovery codes, and a login with a recovery code', async ({
  page,
  request,
  baseURL,
}) => {
  const email = `totp.${Date.now()}@demo.yacht`;
  await newCrewMember(request, baseURL!, { email, lastName: 'Factor' });
  await passwordStep(page, email, true);
  await expect(page).toHaveURL(/\/setupWhatsapp$/);
  await page.getByText('Authenticator app').click();
  await expect(page.getByLabel('WhatsApp number')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  // On the phone itself: a link opens the app with the key.
  await expect(page.getByRole('link', { name: 'Open in authenticator app' })).toHaveAttribute(
    'href',
    /^otpauth:\/\/totp\//,
  );
  await expectAccessible(page, '2FA setup, the QR code');
  const secret = ((await page.locator('.totp-key').textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel('Code from the app', { exact: true }).fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  const codes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allInnerTexts();
  expect(codes).toHaveLength(10);
  await expectAccessible(page, 'the recovery codes');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/fleet\/aurora/);

  await logOut(page);
  await passwordStep(page, email);
  await expect(page.getByRole('heading', { name: '2FA Login' })).toBeVisible();
  await expect(
    page.getByText('Type the 6-digit code your authenticator app shows for Seaworthy.'),
  ).toBeVisible();
  await page.getByLabel('Code from the app, or a recovery code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/fleet\/aurora/);
  await agreeToTerms(page);
});

test('a captain requires 2FA from the users page: the user sets it up at the next login; 2FA Remove turns it off', async ({
  page,
  request,
  baseURL,
}) => {
  const email = `required.${Date.now()}@demo.yacht`;
  await newCrewMember(request, baseURL!, { email, lastName: 'Required' });
  await logIn(page, 'captain@demo.yacht');
  const act = async (action: string, button: string) => {
    await page.goto('/fleet/aurora/users');
    await page.getByRole('searchbox').fill('Tove');
    await tick(page, 'Select Tove Required');
    await page.getByRole('button', { name: /Actions for the selected users of M\/Y Aurora/ }).click();
    await page.getByRole('menuitem', { name: action }).click();
    await page.getByRole('alertdialog', { name: action }).getByRole('button', { name: button }).click();
  };
  await act('2FA as Required', 'Require');
  await expect(page.getByText('The two-factor requirement has been saved.')).toBeVisible();
  await logOut(page);

  await passwordStep(page, email);
  await expect(page).toHaveURL(/\/setupWhatsapp$/);
  await expect(
    page.getByText('Your administrator asks for a second step at login.', { exact: false }),
  ).toBeVisible();
  await page.getByText('Authenticator app').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = ((await page.locator('.totp-key').textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel('Code from the app', { exact: true }).fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/fleet\/aurora/);
  await logOut(page);

  await logIn(page, 'captain@demo.yacht');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/fleet/aurora/users');
  await page.getByRole('searchbox').fill('Tove');
  await expect(page.getByRole('row', { name: /Tove Required/ })).toContainText('Yes · App');
  await act('2FA Remove', 'Remove');
  await expect(page.getByText('Two-factor authentication has been removed.')).toBeVisible();
  await act('2FA not Required', 'Save');
  // Saved before logging out: the log-out must not cut the call off.
  await expect(page.getByText('The two-factor requirement has been saved.')).toBeVisible();
  await logOut(page);
  await passwordStep(page, email);
  await expect(page).toHaveURL(/\/fleet\/aurora/);
  await agreeToTerms(page);
});

test('two-factor settings: set up the app from the account menu, renew the codes, turn it off', async ({
  page,
  request,
  baseURL,
}) => {
  const email = `own2fa.${Date.now()}@demo.yacht`;
  await newCrewMember(request, baseURL!, { email, lastName: 'Settings' });
  await passwordStep(page, email);
  await agreeToTerms(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Two-factor login' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor login' })).toBeVisible();
  await expect(page.getByText('Password only')).toBeVisible();

  // The password again, then the same steps as at login; Back on the first step returns here.
  await page.getByRole('button', { name: 'Set up' }).click();
  const ask = page.getByRole('dialog', { name: 'Set up two-factor login' });
  await ask.getByRole('button', { name: 'Continue' }).click();
  await expect(ask.getByText('Field is required.')).toBeVisible();
  await ask.getByLabel('Password').fill('Wrong1234');
  await ask.getByRole('button', { name: 'Continue' }).click();
  await expect(ask.getByText('Your credentials are invalid.')).toBeVisible();
  await expectAccessible(page, 'the password popup');
  await ask.getByLabel('Password').fill(DEMO_PASSWORD);
  await ask.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/setupWhatsapp$/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/two-factor$/);

  await page.getByRole('button', { name: 'Set up' }).click();
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/setupWhatsapp$/);
  await page.getByText('Authenticator app').click();
  await expect(page.getByLabel('WhatsApp number')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = ((await page.locator('.totp-key').textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel('Code from the app', { exact: true }).fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/two-factor$/);
  await expect(page.getByText('Authenticator app')).toBeVisible();
  await expect(page.getByText('10 of 10 recovery codes left.', { exact: false })).toBeVisible();
  await expectAccessible(page, 'the two-factor settings');

  await page.getByRole('button', { name: 'New recovery codes' }).click();
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Make new codes' }).click();
  const fresh = page.getByRole('dialog', { name: 'Your new recovery codes' });
  await expect(fresh.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await fresh.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('button', { name: 'Turn off' }).click();
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('dialog').getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Password only')).toBeVisible();

  // The next login needs the password alone.
  await logOut(page);
  await passwordStep(page, email);
  await expect(page).toHaveURL(/\/fleet\/aurora/);
});
