import { expect, type Route } from '@playwright/test';
import { test } from './fixtures';
import { browserToday, dragCells, logIn, serverSession, waitForServiceWorkerControl } from './helpers';

/**
 * Ship Wi-Fi up, satellite down (issue 31): the browser stays online while nothing reaches the
 * shore. The shared test server keeps running; the browser's requests to the API are refused,
 * which is what the ship's network gives when the satellite link is down.
 */
test('with ship Wi-Fi but no shore, the header says so, a change waits honestly, and it recovers by itself', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await logIn(page, 'crew@demo.yacht');
  await waitForServiceWorkerControl(page);
  const chip = page.getByRole('link', { name: /^Sync status:/ });
  await expect(chip).toHaveText(/just now/, { timeout: 30_000 });
  const today = await browserToday(page);
  await page.goto(`/fleet/aurora/hours-of-rest/day/me?date=${today}`);
  await expect(page.getByTestId('day-state')).toBeVisible();

  // The satellite goes: every API request (page and service worker) gets no answer.
  const shoreDown = (route: Route) => route.abort('connectionrefused');
  await context.route('**/api/v1/**', shoreDown);
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);

  // Within 30 s, with no one tapping, the header says what it means.
  await expect(chip).toContainText("Can't reach shore", { timeout: 30_000 });
  await expect(chip).toContainText(/last sync \d\d:\d\d/);
  await expect(page.getByRole('status').filter({ hasText: "Can't reach shore" })).toBeVisible();

  // A change made now is kept on the phone, and the toast does not claim it was sent.
  const name = `Shore down ${Date.now()}`;
  await page.getByRole('button', { name: 'Presets', exact: true }).click();
  await page.getByRole('dialog', { name: 'Presets' }).getByRole('link', { name: 'New preset' }).click();
  await page.getByLabel('Preset title').fill(name);
  await dragCells(page, 16, 23);
  await page.getByRole('button', { name: 'Save preset' }).click();
  const toasts = page.getByRole('region', { name: /notification/i });
  await expect(toasts).toContainText('Saved on this phone, will send when the shore can be reached');
  await expect(toasts).toContainText(`Preset “${name}” saved`);
  await expect(chip).toContainText('1 change waiting');

  // The Sync page agrees with the header: no green Online above a failure.
  await chip.click();
  await expect(page.getByTestId('link-state')).toHaveText("Can't reach shore");
  await expect(page.getByText('Online', { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('pending-count')).toHaveText('1');

  // An online-only form says why it waits, and cannot be sent.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText('There is no link to shore. The password can be changed once the shore can be reached.'),
  ).toBeVisible();
  await dialog
    .getByRole('button', { name: /Cancel|Close/ })
    .first()
    .click();

  // The satellite returns: the probe finds the shore and the change goes, with no one tapping.
  await context.unroute('**/api/v1/**', shoreDown);
  await expect(chip).toHaveText(/just now/, { timeout: 60_000 });
  await expect(chip).not.toContainText("Can't reach shore");
  const server = await serverSession(request, baseURL!, 'crew@demo.yacht');
  const me = (await server.get('/me')) as { user: { id: number } };
  const presets = (await server.get(`/hor/preset/all/${server.vesselId('aurora')}/${me.user.id}`)) as {
    title: string;
  }[];
  expect(presets.map((p) => p.title)).toContain(name);
});
