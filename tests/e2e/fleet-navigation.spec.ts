import { expect } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, logIn } from './helpers';

/** Issue 8, guards and navigation: where the fleet begins depends on how many vessels are yours. */
test('a user with one vessel goes straight to it, and finds their own pages in the account menu', async ({
  page,
}) => {
  await logIn(page, 'officer@demo.yacht');
  await expect(page).toHaveURL(/\/fleet\/aurora\/hours-of-rest\/calendar$/);
  const tabs = page.getByRole('navigation', { name: 'Main' }).first();
  await expect(tabs.getByRole('link', { name: 'Hours of rest' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Fleet' })).toHaveCount(0);

  // The fleet list is a one-card detour for them: /fleet opens the vessel.
  await page.goto('/fleet');
  await expect(page).toHaveURL(/\/fleet\/aurora\/hours-of-rest\/calendar$/);

  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Erik Holm');
  await expect(menu).toContainText('officer@demo.yacht');
  await expect(menu.getByRole('menuitem')).toHaveText(['Users', 'Change password', 'This device', 'Log off']);
  await expectAccessible(page, 'the account menu');
  await menu.getByRole('menuitem', { name: 'This device' }).click();
  await expect(page.getByRole('heading', { name: 'This device', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'M/Y Aurora', exact: true }).click();
  await expect(page).toHaveURL(/\/fleet\/aurora\/hours-of-rest\/calendar$/);
});

test('a fleet manager sees every vessel by name, and the top bar names the fleet, not one vessel', async ({
  page,
}) => {
  await logIn(page, 'fleet@demo.yacht');
  await expect(page.getByRole('heading', { name: 'Fleet list' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'M/Y Aurora',
    'S/Y Meridian',
    'M/Y Solstice',
  ]);
  await expect(page.locator('.brand small')).toHaveText('Fleet');
  await page
    .getByRole('region', { name: 'S/Y Meridian' })
    .getByRole('link', { name: 'Hours of rest' })
    .click();
  await expect(page.locator('.brand small')).toHaveText('S/Y Meridian');
  // Back on the fleet list, the Hours of rest tab leads to the vessel last opened.
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Fleet' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Hours of rest' }),
  ).toHaveAttribute('href', '/fleet/meridian/hours-of-rest');
});

test('text pages open before logging in, and an unknown one is the 404 page', async ({ page }) => {
  await page.goto('/page/privacy-policy');
  await expect(page.getByRole('heading', { name: 'Privacy policy', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'For how long' })).toBeVisible();
  await expect(page.getByText('for 5 years after you leave')).toBeVisible();
  await expectAccessible(page, 'the privacy policy');
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/page/no-such-page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'OOPS!' })).toBeVisible();
});
