import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { choose, expectAccessible, logIn } from './helpers';

/** Issue 8: what the navigation offers a level-2 crew member, a level-4 officer and a level-6 captain. */
async function menuLinks(page: Page) {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

test('crew see their own hours and the vessels they are on; no users, support or new vessels', async ({
  page,
}) => {
  await logIn(page, 'crew@demo.yacht');
  await page.goto('/fleet/aurora');
  await expect(page).toHaveURL(/\/fleet\/aurora\/welcome$/);
  const glance = page.getByRole('region', { name: 'At a glance' });
  await expect(glance.getByRole('link', { name: /^Hours of rest\s*\d+ of \d+ days logged/ })).toBeVisible();
  await expect(glance.getByRole('link', { name: /^Crew/ })).toHaveCount(0);
  await expect(glance.getByRole('link', { name: /^To countersign/ })).toHaveCount(0);

  const menu = await menuLinks(page);
  await expect(menu.getByRole('button', { name: 'M/Y Aurora' })).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link')).toHaveText([
    'Home',
    'Hours of Rest',
    'Profile',
    /^Issues/,
    // Doc 1: the library, where the server grants it (Aurora has no docsCheck: everyone on board).
    'Documents',
    'Leave',
    'Fleet list',
    'S/Y Meridian',
    'Sync',
    'Change password',
    'Two-factor login',
    'Log off',
  ]);
  await expectAccessible(page, 'the navigation overlay');
  // A category folds away.
  await menu.getByRole('button', { name: 'Account' }).click();
  await expect(menu.getByRole('link', { name: 'Log off' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'S/Y Meridian' }).click();
  await expect(page).toHaveURL(/\/fleet\/meridian\/welcome$/);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);

  // The pages themselves refuse, inside the app: support is above level 2, a new vessel above 3,
  // users and accounts from 4.
  await page.goto('/fleet/aurora/support');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  await expect(page.getByText("You don't have access to requested resource.")).toBeVisible();
  await page.goto('/fleet/add-yacht');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  await page.goto('/fleet/aurora/users');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add User' })).toHaveCount(0);
  await page.goto('/fleet/aurora/accounts/modules');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  await expectAccessible(page, 'no access');
});

test('an officer gets users, support and a new vessel request; a captain sends a support request', async ({
  page,
}) => {
  await logIn(page, 'officer@demo.yacht');
  let menu = await menuLinks(page);
  await expect(menu.getByRole('link')).toHaveText([
    'Home',
    'Hours of Rest',
    'Crew',
    /^Issues/,
    // The modules' entries in their order: Documents 1, Vessel Certs 2 (level 4 keeps the
    // certificates), Leave 6; then Reports and the Crew List (above level 3).
    'Documents',
    'Vessel Certs',
    'Leave',
    'Reports',
    'Crew List',
    'Users',
    'Vessel details',
    'Support',
    'Accounts',
    '+ Add vessel',
    'Sync',
    'Change password',
    'Two-factor login',
    'Log off',
  ]);
  await menu.getByRole('link', { name: '+ Add vessel' }).click();
  await expect(page.getByRole('heading', { name: 'Add Vessel' })).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Field is required.')).toHaveCount(4);
  await choose(page, /Vessel type$/, 'Catamaran');
  await page.getByLabel('Vessel name').fill('M/Y Second Wind');
  await page.getByLabel('Crew', { exact: true }).fill('six');
  await page.getByLabel('LOA (m)').fill('32.4');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Field should be a number.')).toBeVisible();
  await page.getByLabel('Crew', { exact: true }).fill('6');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your request has been sent.')).toBeVisible();
  await expect(page).toHaveURL(/\/fleet\/aurora\/welcome$/);

  await page.goto('/logout');
  await expect(page.getByRole('heading', { name: 'Good Bye' })).toBeVisible();
  // The way back shows once the device has forgotten the officer.
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await logIn(page, 'captain@demo.yacht');
  menu = await menuLinks(page);
  await expect(menu.getByRole('link', { name: 'Users' })).toBeVisible();
  await menu.getByRole('link', { name: 'Support' }).click();
  await expect(page.getByRole('heading', { name: 'Data Support Service' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('James Whitfield');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Field is required.')).toHaveCount(2);
  await page.getByLabel('Phone number').fill('+44 7700 900123');
  await page.getByLabel('Message').fill('The crew list report shows last month.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your support request has been send.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(0);
});
