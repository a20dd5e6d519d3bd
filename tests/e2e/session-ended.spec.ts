import { expect } from '@playwright/test';
import { deviceSession } from './device-session';
import { test } from './fixtures';
import {
  browserToday,
  choose,
  DEMO_PASSWORD,
  expectAccessible,
  logIn,
  savePreset,
  serverSession,
  shots,
  waitForServiceWorkerControl,
} from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * A login that ended ashore while the phone was away (logged out elsewhere, a password changed):
 * the shore answers, but not to this phone. The banner asks to log in; the Sync page must agree
 * with it rather than show a green "Connected" and a Sync now that cannot send anything.
 */
test('a session ended ashore while offline: the Sync page says so and offers Log in; the change waits and goes after it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await logIn(page, 'crew@demo.yacht');
  await waitForServiceWorkerControl(page);
  const chip = page.getByRole('link', { name: /^Sync status:/ });
  await expect(chip).toHaveText(/Synced \d\d:\d\d$/, { timeout: 30_000 });
  const today = await browserToday(page);
  await page.goto(`/fleet/aurora/hours-of-rest/day/me?date=${today}`);
  await expect(page.getByTestId('day-state')).toBeVisible();

  await context.setOffline(true);
  const name = `Session ${Date.now()}`; // its own name on a retry too
  await savePreset(page, name);
  // Ashore, the session this phone holds ends; the phone cannot know yet.
  const token = (await deviceSession(page))!.accessToken;
  const out = await request.get(`${baseURL}/api/v1/logout`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(out.ok()).toBe(true);

  await context.setOffline(false);
  await chip.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your session has ended' })).toBeVisible({
    timeout: 30_000,
  });
  const card = page.getByRole('region', { name: 'Sync status' });
  await expect(page.getByTestId('link-state')).toHaveText('Session ended');
  // The header's chip agrees: no "Synced 14:02" while nothing can go.
  await expect(chip).toHaveText(/^Sync status: Session ended, 1 change waiting/);
  await expect(card.getByText('Your session has ended: log in again to send your changes.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Sync now' })).toHaveCount(0);
  await expect(page.getByTestId('pending-count')).toHaveText('1');
  await expect(page.getByRole('region', { name: 'Waiting to send' })).toContainText(`Preset “${name}”`);
  await expectAccessible(page, 'the Sync page with the session ended');
  await shots(page, 'sync-page-session-ended', true);
  // In Spanish the banner's button keeps its words whole, inside a 390 px screen.
  await choose(page, 'Language of the app on this device', 'Español');
  const banner = page.getByRole('alert').filter({ hasText: 'Tu sesión ha terminado' });
  const again = banner.getByRole('link', { name: 'Iniciar sesión' });
  await expect(again).toBeVisible();
  const box = (await again.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await again.evaluate((a) => a.scrollWidth <= a.clientWidth)).toBe(true);
  await expect(page.getByTestId('link-state')).toHaveText('Sesión terminada');
  await shots(page, 'sync-page-session-ended-es', true);
  await choose(page, 'Idioma de la app en este dispositivo', 'English');

  await card.getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Log in again to send your changes' })).toBeVisible();
  await page.getByLabel('E-mail').fill('crew@demo.yacht');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/fleet/);
  await page.getByRole('link', { name: /^Sync status:/ }).click();
  await expect(page.getByTestId('pending-count')).toHaveText('0', { timeout: 30_000 });
  await expect(page.getByTestId('link-state')).toHaveText('Connected');
  await expect(page.getByRole('button', { name: 'Sync now' })).toBeVisible();

  const server = await serverSession(request, baseURL!, 'crew@demo.yacht');
  const me = (await server.get('/me')) as { user: { id: number } };
  const presets = (await server.get(`/hor/preset/all/${server.vesselId('aurora')}/${me.user.id}`)) as {
    title: string;
  }[];
  expect(presets.map((p) => p.title)).toContain(name);
});
