import { expect } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, logIn } from './helpers';

/** Issue 8, guards and navigation: where the fleet begins depends on how many vessels are yours. */
test('a user with one vessel goes straight to its welcome page, and finds their own pages in the account menu', async ({
  page,
}) => {
  await logIn(page, 'officer@demo.yacht');
  await expect(page).toHaveURL(/\/fleet\/aurora\/welcome$/);
  await expect(page.getByRole('heading', { name: 'M/Y Aurora', level: 1 })).toBeVisible();
  const glance = page.getByRole('region', { name: 'At a glance' });
  // The calendar opens on the oldest month waiting for the countersign.
  await expect(glance.getByRole('link', { name: /^To countersign/ })).toHaveAttribute(
    'href',
    /^\/fleet\/aurora\/hours-of-rest\/calendar(\?month=\d{4}-\d{2}&show=to-countersign&countersign=ready)?$/,
  );
  await expect(glance.getByRole('link', { name: /^Crew\s*\d+ crew members?/ })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Main' }).first();
  await expect(tabs.getByRole('link', { name: 'Hours of rest' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Fleet' })).toHaveCount(0);
  // One vessel: no fleet dropdown, the top bar names the vessel.
  await expect(page.getByRole('button', { name: /Switch vessel/ })).toHaveCount(0);
  await expect(page.locator('.brand small')).toHaveText('M/Y Aurora');

  // The fleet list is a one-card detour for them: /fleet opens the vessel.
  await page.goto('/fleet');
  await expect(page).toHaveURL(/\/fleet\/aurora\/welcome$/);
  // The spec's links name the vessel by its id (Aurora is the demo's first: 1): the same page.
  await page.goto('/fleet/1/full/leave/guidelines?from=link');
  await expect(page).toHaveURL(/\/fleet\/aurora\/full\/leave\/guidelines\?from=link$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/guidelines/i);
  await page.goto('/fleet/1/welcome');
  await expect(page).toHaveURL(/\/fleet\/aurora\/welcome$/);

  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Erik Holm');
  await expect(menu).toContainText('officer@demo.yacht');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Users',
    'Accounts',
    'Change password',
    'Two-factor login',
    'Log off',
  ]);
  await expectAccessible(page, 'the account menu');
  await menu.getByRole('menuitem', { name: 'Two-factor login' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor login', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'M/Y Aurora', exact: true }).click();
  await expect(page).toHaveURL(/\/fleet\/aurora\/welcome$/);
});

test('a fleet manager sees every vessel by name, switches vessel from the top bar, and is told before leaving a crew without a captain', async ({
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
  const meridian = page.getByRole('region', { name: 'S/Y Meridian' });
  await expect(meridian.getByRole('link', { name: /^Crew\s*\d+ crew members?/ })).toBeVisible();
  await meridian.getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/fleet\/meridian\/welcome$/);
  await expect(page.locator('.brand small')).toHaveText('S/Y Meridian');
  // Back on the fleet list, the Hours of rest tab leads to the vessel last opened.
  const tabs = page.getByRole('navigation', { name: 'Main' }).first();
  await tabs.getByRole('link', { name: 'Fleet' }).click();
  await expect(tabs.getByRole('link', { name: 'Hours of rest' })).toHaveAttribute(
    'href',
    '/fleet/meridian/hours-of-rest',
  );

  // The fleet dropdown: add a vessel, the fleet, each vessel.
  await page.getByRole('button', { name: /Switch vessel/ }).click();
  await expect(page.getByRole('menuitem')).toHaveText([
    '+ Add vessel',
    'Fleet',
    'M/Y Aurora',
    'S/Y Meridian',
    'M/Y Solstice',
  ]);
  await expectAccessible(page, 'the fleet dropdown');
  await page.getByRole('menuitem', { name: 'M/Y Solstice' }).click();
  await expect(page).toHaveURL(/\/fleet\/solstice\/welcome$/);
  // Hours of rest is off there: greyed, for a manager who can switch it on.
  await expect(page.getByRole('link', { name: /Hours of Rest · not switched on/ })).toBeVisible();

  // Leaving Meridian would leave its crew with no one at level 6: said before Confirm.
  await page.goto('/fleet');
  await meridian.getByRole('button', { name: 'More for S/Y Meridian' }).click();
  await page.getByRole('menuitem', { name: 'Leave fleet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave Fleet' });
  await expect(dialog.getByRole('alert')).toHaveText(/^Someone at access level 6 or more must stay/);
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await expectAccessible(page, 'the leave fleet popup');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
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
  // A link to a heading lands it 135 px below the top of the window (a phone: the page scrolls).
  await page.setViewportSize({ width: 390, height: 400 });
  await page.goto('/page/privacy-policy#why');
  const why = page.getByRole('heading', { name: 'Why', exact: true });
  await expect.poll(async () => Math.round((await why.boundingBox())!.y)).toBe(135);
  // Signed in, a codename that is no vessel of theirs is read as a text page's.
  await logIn(page, 'crew@demo.yacht');
  await page.goto('/fleet/contact-us');
  await expect(page).toHaveURL(/\/page\/contact-us$/);
  await expect(page.getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible();
  await page.goto('/fleet/no-such-vessel');
  await expect(page).toHaveURL(/\/404$/);
});
