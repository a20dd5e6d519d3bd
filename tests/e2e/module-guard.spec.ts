import { expect } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, logIn, waitForServiceWorkerControl } from './helpers';

/** Issue 7, gap 3: on a vessel without hours of rest, none of its pages open, offline too. */
test('a module that is off is off: greyed entry, no calendar, no settings, also offline', async ({
  page,
  context,
}) => {
  await logIn(page, 'fleet@demo.yacht');
  await waitForServiceWorkerControl(page);
  for (const path of ['calendar', 'settings', 'approval-group', 'day/me?date=2026-11-02']) {
    await page.goto(`/fleet/solstice/hours-of-rest/${path}`);
    await expect(page.getByRole('heading', { name: 'Hours of rest is off on M/Y Solstice' })).toBeVisible();
    await expect(page.locator('[data-cell]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Approval group' })).toHaveCount(0);
  }
  // The tab bar shows the entry greyed, and says so to a screen reader.
  const entry = page
    .getByRole('navigation', { name: 'Main' })
    .last()
    .getByRole('link', { name: /Hours of Rest/ });
  await expect(entry).toHaveClass(/nav-off/);
  await expect(entry).toContainText('(off on this vessel)');
  await expectAccessible(page, 'the module-off page');

  // Offline, from the device's own copy of the session: still off.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hours of rest is off on M/Y Solstice' })).toBeVisible();
  await expect(page.locator('[data-cell]')).toHaveCount(0);

  // The page offers the way on: the module on the user's other vessels.
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Hours of rest on M/Y Aurora' }).click();
  await expect(page).toHaveURL(/\/fleet\/aurora\/hours-of-rest\/calendar/);
  await expect(page.getByRole('heading', { name: /off on/ })).toHaveCount(0);
  await expect(entry).not.toHaveClass(/nav-off/);
});
