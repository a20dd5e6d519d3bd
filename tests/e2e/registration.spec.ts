import { expect } from '@playwright/test';
import { test } from './fixtures';
import { choose, expectAccessible, logIn, newCrewMember } from './helpers';

/** Doc 1: 'Try it Free' -> the two-step wizard -> the user's first vessel, logged in. */
test('a newcomer registers from the login page and lands on their first vessel', async ({ page }) => {
  const stamp = Date.now();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Try it Free' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByText('Field is required.').first()).toBeVisible();
  await expectAccessible(page, 'registration, step 1');

  await page.getByLabel('First name').fill('Marta');
  await page.getByLabel('Last name').fill('Lind');
  await page.getByLabel('E-mail').fill('crew@demo.yacht');
  await page.getByLabel('Phone').fill('+46 70 123 45 67');
  await page.getByLabel('Password', { exact: true }).fill('Harbour2027');
  await page.getByText('I agree to the terms of service and the privacy policy').click();
  // The terms open over the form, which keeps what was typed.
  await page.getByRole('link', { name: 'Terms of Service' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms of Service' });
  await expect(terms.getByRole('region', { name: 'Terms of Service' })).not.toContainText('Loading…');
  await terms.getByRole('button', { name: 'Close' }).first().click();
  await expect(terms).toHaveCount(0);
  await expect(page.getByLabel('First name')).toHaveValue('Marta');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(
    page.getByText('This e-mail is already registered. Log in, or use Forgot your password?'),
  ).toBeVisible();
  await page.getByLabel('E-mail').fill(`marta.${stamp}@blue-horizon.example`);
  await page.getByRole('button', { name: 'Get Started' }).click();

  await expect(page.getByRole('heading', { name: 'Vessel information' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Marta');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Field is required.').first()).toBeVisible();
  await choose(page, /Type$/, 'Motor yacht');
  await page.getByLabel('Vessel name').fill(`M/Y Blue Horizon ${stamp}`);
  await page.getByLabel('LOA (m)').fill('long');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Field should be a number.')).toBeVisible();
  await page.getByLabel('LOA (m)').fill('45.5');
  await expectAccessible(page, 'registration, vessel information');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/fleet/m-y-blue-horizon-${stamp}/`));
  await expect(page.getByRole('dialog', { name: 'Terms of use' })).toHaveCount(0);
});

test('a user an administrator added agrees to the terms once', async ({ page, request, baseURL }) => {
  const email = `terms.${Date.now()}@demo.yacht`;
  await newCrewMember(request, baseURL!, { email, firstName: 'Tess', lastName: 'Terms' });

  await logIn(page, email);
  const terms = page.getByRole('alertdialog', { name: 'Terms of use' });
  await expect(terms).toBeVisible();
  await expectAccessible(page, 'the terms popup');
  await terms.getByRole('button', { name: 'Agree' }).click();
  await expect(terms).toHaveCount(0);
  await page.reload();
  await expect(
    page.getByRole('tab', { name: /Calendar/ }).or(page.getByRole('heading').first()),
  ).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: 'Terms of use' })).toHaveCount(0);
});
