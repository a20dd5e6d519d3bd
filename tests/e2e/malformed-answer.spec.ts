import { MSG } from '@contracts/messages';
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { logIn } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Issue 35, item 7: an answer read through its contract's schema. One that is not the shape the
 * contract declares (a server of another version, a proxy's page) shows the spec's generic
 * application error where the list would be, instead of a page that breaks on it; the next
 * well-formed answer shows the list again.
 */
test('a users list of the wrong shape shows the generic error, and the real one shows the users', async ({
  page,
}) => {
  await logIn(page, 'captain@demo.yacht');
  const wrongShape = (route: import('@playwright/test').Route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ vessels: 'Aurora' }),
    });
  await page.route('**/api/v1/users/overview', wrongShape);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Users' }).click();
  await expect(page.getByRole('alert')).toHaveText(MSG.status500, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: /M\/Y Aurora/ })).toHaveCount(0);

  await page.unroute('**/api/v1/users/overview', wrongShape);
  await page.reload();
  await expect(page.getByRole('heading', { name: /M\/Y Aurora/ })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
