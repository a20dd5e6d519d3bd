import { expect } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, logIn, serverView } from './helpers';

/** Issue 30, 2.3: a day address that names nobody, or someone else, never opens a blank or borrowed day. */
test('a day address naming no one goes to the calendar with a message', async ({ page }) => {
  await logIn(page, 'officer@demo.yacht');
  for (const address of ['day/abc', 'day', 'day/99999999']) {
    await page.goto(`/fleet/aurora/hours-of-rest/${address}`);
    await expect(page).toHaveURL(/\/fleet\/aurora\/hours-of-rest\/calendar/);
    await expect(page.getByRole('region', { name: /notification/i })).toContainText(
      'Requested resource could not be found.',
    );
  }
});

test("a crew member opening another person's day is refused, with no name on it", async ({
  page,
  request,
  baseURL,
}) => {
  const shipmate = await serverView(request, baseURL!, 'liam.jensen0@demo.yacht');
  const supervisor = await serverView(request, baseURL!, 'officer@demo.yacht');
  await logIn(page, 'crew@demo.yacht');
  for (const other of [shipmate.userId, supervisor.userId]) {
    await page.goto(`/fleet/aurora/hours-of-rest/day/${other}`);
    // Said as every refused page of the app says it, with the way back.
    await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
    await expect(page.locator('main')).toContainText("You don't have access to requested resource.");
    await expect(page.getByRole('link', { name: 'Back to Calendar' })).toBeVisible();
    await expect(page.locator('main')).not.toContainText('Sam Taylor');
    await expect(page.locator('main')).not.toContainText('Erik Holm');
    await expect(page.locator('[data-cell]')).toHaveCount(0);
  }
  await expectAccessible(page, 'the refused day');
  // Their own day still opens, under their name.
  await page.goto('/fleet/aurora/hours-of-rest/day/me');
  await expect(page.locator('main')).toContainText('Sam Taylor');
});
