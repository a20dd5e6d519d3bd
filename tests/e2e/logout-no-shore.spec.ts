import { expect } from '@playwright/test';
import { test } from './fixtures';
import { logIn, waitForServiceWorkerControl } from './helpers';

/**
 * Wi-Fi up, satellite down: the browser says online, and only the logout itself finds no shore.
 * Logged off there, no one could log in on the phone again until the link was back: it asks.
 */
test('log off with Wi-Fi up and the shore down asks first, from the menu and from a fresh page', async ({
  page,
  context,
}) => {
  await logIn(page, 'crew@demo.yacht');
  await waitForServiceWorkerControl(page);
  await page.goto('/fleet/aurora/hours-of-rest');
  await context.route('**/api/v1/**', (route) => route.abort('connectionrefused'));

  // From the account menu: back where the user was.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log off' }).click();
  const asked = page.getByRole('heading', { name: 'Log off without a link to shore?' });
  await expect(asked).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Stay logged in' }).click();
  await expect(page).toHaveURL(/\/fleet\/aurora\/hours-of-rest/);

  // A fresh page at /logout (reloaded, restored): the device still holds the session.
  await page.goto('/logout');
  await expect(asked).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(asked).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Log off anyway' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});
