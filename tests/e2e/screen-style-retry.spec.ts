import { expect } from '@playwright/test';
import { test } from './fixtures';
import { logIn } from './helpers';

// The page's own requests only: the service worker would fetch the assets out of the routes' sight.
test.use({ serviceWorkers: 'block' });

/**
 * Review s59: a page opened during a short outage (the header still 'Synced': no call of the
 * app's failed) said 'it will open once the shore can be reached' and did not, and once opened
 * it came without its style sheet (the users table ran off a phone's screen), because the page
 * had kept the <link> that failed and never asked for it again.
 */
test('a page whose code and style failed to arrive opens by itself, styled, once they can', async ({
  page,
  context,
}) => {
  await logIn(page, 'captain@demo.yacht');
  const usersAssets = /\/assets\/users-[^/]*\.(css|js)$/;
  await context.route(usersAssets, (route) => route.abort('internetdisconnected'));
  // From the home's 'Go to' list, as a captain opens it.
  await page.getByRole('link', { name: 'Users', exact: true }).first().click();
  await expect(page.getByText('This part of the app could not be loaded.')).toBeVisible();
  await context.unroute(usersAssets);

  // No tap: tried again while the link looks up.
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible({ timeout: 40_000 });
  // Its style sheet too: on a phone the table keeps to the name, the position under it.
  await expect(page.locator('.users-table th.wide-only').first()).toBeHidden();
  const table = await page.locator('.users-table').boundingBox();
  expect(table!.x + table!.width).toBeLessThanOrEqual(390);
});
