import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { MAIN_PORT } from '../../playwright.config';
import { test } from './fixtures';
import { DEMO_PASSWORD, expectAccessible, waitForPopupEntry } from './helpers';

const WHO = 'purser@demo.yacht';
const MAIL = `tests/.tmp/e2e-${MAIN_PORT}/mail`;

/** The link in the newest reset e-mail to `to`, from the server's mail folder (.eml, quoted-printable). */
function resetLink(to: string): string | null {
  if (!existsSync(MAIL)) return null;
  const files = readdirSync(MAIL)
    .filter((f) => f.includes(to))
    .sort();
  const text = files.length ? readFileSync(join(MAIL, files.at(-1)!), 'utf8') : '';
  const plain = text.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /http:\/\/localhost:\d+\/resetpassword\/\d+\?\S+/.exec(plain)?.[0] ?? null;
}

/** Doc 1: forgotten-password popup, e-mail, reset page with its four indicators, change password. */
test('a forgotten password is reset from the e-mailed link, then changed back from the app', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(WHO);
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  const popup = page.getByRole('dialog', { name: 'Forgot your password?' });
  await expect(popup.getByLabel('E-mail')).toHaveValue(WHO);
  await expectAccessible(page, 'the forgotten-password popup');
  await popup.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('dialog', { name: 'E-mail sent' })).toContainText(
    'If an account uses this address, an e-mail with a link to reset the password is on its way.',
  );
  await page.getByRole('button', { name: 'Close', exact: true }).first().click();

  await expect.poll(() => resetLink(WHO), { timeout: 15_000 }).not.toBeNull();
  await page.goto(resetLink(WHO)!.replace(/^http:\/\/localhost:\d+/, ''));
  await expect(page.getByRole('heading', { name: 'Password Reset' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Log back in' });
  const rules = page.getByRole('list', { name: 'The new password needs' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('New password', { exact: true }).fill('harbour');
  await expect(rules.getByRole('listitem')).toHaveText([
    'At least 8 characters (not yet)',
    'One uppercase letter (not yet)',
    'One number (not yet)',
    'One lowercase letter (done)',
  ]);
  await expect(submit).toBeDisabled();
  await page.getByLabel('New password', { exact: true }).fill('Harbour2027');
  await expect(rules.getByRole('listitem').filter({ hasText: '(done)' })).toHaveCount(4);
  await expectAccessible(page, 'the password reset page');
  await submit.click();
  await expect(page).toHaveURL(/\/fleet/);

  // The link worked once.
  await page.goto(resetLink(WHO)!.replace(/^http:\/\/localhost:\d+/, ''));
  await page.getByLabel('New password', { exact: true }).fill('Harbour2028');
  await page.getByRole('button', { name: 'Log back in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This link has expired or was already used. Ask for a new one from the login page.',
  );

  // Changed back from the app: the old one is checked, the confirmation must match.
  await page.goto('/fleet');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  // A popup over the page; Back closes it, and the page is still there.
  const changePopup = page.getByRole('dialog', { name: 'Change password' });
  await expect(changePopup).toBeVisible();
  await waitForPopupEntry(page);
  await page.goBack();
  await expect(changePopup).toHaveCount(0);
  await expect(page).toHaveURL(/\/fleet/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  await page.getByLabel('Old password').fill('Harbour2027');
  await page.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm new password').fill('Demo12345');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Field must be equal to New password.')).toBeVisible();
  await page.getByLabel('Confirm new password').fill(DEMO_PASSWORD);
  await expectAccessible(page, 'the change password popup');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('region', { name: /notification/i })).toContainText(
    'Your password has been changed.',
  );
  await page.goto('/logout');
  await page.getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('E-mail').fill(WHO);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/fleet/);
  // The same form as a page (the phone's Menu links to it).
  await page.goto('/change-password');
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await expect(page.getByLabel('Old password')).toBeVisible();
});

// The popup's code comes on first use: at sea before that, the login form stays and says why
// (it was a whole-page error in its place), and the popup opens once the shore is back.
test('the forgotten-password popup asked for at sea before its first use leaves the login form and says why', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(WHO);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  // In words, not the part's internal name ('Loading chunk ForgotPasswordDialog failed'), with a retry.
  await expect(page.getByRole('alert')).toHaveText(
    'This part of the app could not be loaded. This form has not been opened on this device yet; it will open once the shore can be reached.Try again',
  );
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(WHO);

  await context.setOffline(false);
  await page.getByRole('alert').getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('dialog', { name: 'Forgot your password?' }).getByLabel('E-mail')).toHaveValue(
    WHO,
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
});
