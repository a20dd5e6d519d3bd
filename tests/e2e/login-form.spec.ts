import { expect } from '@playwright/test';
import { test } from './fixtures';
import { DEMO_PASSWORD } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

test('the login form shows the spec messages, then logs in', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Field is required.')).toHaveCount(2);

  await page.getByLabel('E-mail').fill('captain@demo');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid email address.')).toBeVisible();

  await page.getByLabel('E-mail').fill('captain@demo.yacht');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your credentials are invalid.');

  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/fleet/);
});
