import { expect } from '@playwright/test';
import { MAIN_PORT } from '../../playwright.config';
import { test } from './fixtures';
import {
  browserToday,
  choose,
  DEMO_PASSWORD,
  dragCells,
  expectHeaderOneLine,
  logIn,
  savePreset,
  serverSession,
  shots,
  waitForServiceWorkerControl,
} from './helpers';
import { shoreServer } from './shore-server';

/**
 * Ship Wi-Fi up, satellite down (issue 31): the server is stopped while the browser stays
 * online. The journey has a server of its own (the shared ones stay up for the other journeys),
 * stops it, and starts it again on the same port and data, as the shore coming back.
 */
const shore = shoreServer(MAIN_PORT + 2);

test.beforeAll(async () => {
  test.setTimeout(150_000);
  shore.fresh();
  await shore.start();
});
test.afterAll(() => shore.stop());

/** Connected with nothing left to send: the chip says when it last synced, as a clock time. */
const SYNCED = /Synced (\d\d:\d\d)$/;

test('with ship Wi-Fi but the server stopped, the header says so within 30 s, a change waits honestly, and it recovers by itself', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await logIn(page, 'crew@demo.yacht', shore.url);
  await waitForServiceWorkerControl(page);
  const chip = page.getByRole('link', { name: /^Sync status:/ });
  await expect(chip).toHaveText(SYNCED, { timeout: 30_000 });
  const today = await browserToday(page);
  await page.goto(`${shore.url}/fleet/aurora/hours-of-rest/day/me?date=${today}`);
  await expect(page.getByTestId('day-state')).toBeVisible();
  await shots(page, 'chip-connected');

  // The shore goes: the server process stops; the browser's network stays up.
  const stoppedAt = Date.now();
  await shore.stop();
  console.log(`The server took ${Math.round((Date.now() - stoppedAt) / 1000)} s to stop.`);
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);

  // Within 30 s, with no one tapping, the header says what it means.
  await expect(chip).toContainText("Can't reach shore", { timeout: 30_000 - (Date.now() - stoppedAt) });
  console.log(`The middle state showed ${Math.round((Date.now() - stoppedAt) / 1000)} s after the stop.`);
  await expect(chip).toContainText(/Can't reach shore.*last sync \d\d:\d\d/);
  await expect(page.getByRole('status').filter({ hasText: "Can't reach shore" })).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await expectHeaderOneLine(chip, /^Sync status: Can't reach shore, last sync \d\d:\d\d$/);
  await shots(page, 'chip-no-shore');

  // A change made now is kept on the phone, and the toast does not claim it was sent.
  const name = `Shore down ${Date.now()}`;
  await savePreset(page, name);
  const toasts = page.getByRole('region', { name: /notification/i });
  await expect(toasts).toContainText('Saved on this device, will send when the shore can be reached');
  await expect(toasts).toContainText(`Preset “${name}” saved`);
  await expect(chip).toContainText(/Can't reach shore.*1 change waiting.*last sync \d\d:\d\d/);
  // At 390 px the header is one line and every part shows whole: the count is never cut.
  await expectHeaderOneLine(chip, /^Sync status: Can't reach shore, 1 change waiting, last sync \d\d:\d\d$/);
  await expect(chip.locator('.link-short')).toHaveText(['1 waiting', /^\d\d:\d\d$/]);
  await shots(page, 'chip-no-shore-waiting');

  // The Sync page agrees with the header: no green Online above a failure.
  await chip.click();
  await expect(page.getByTestId('link-state')).toHaveText("Can't reach shore");
  await expect(page.getByText('Online', { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('pending-count')).toHaveText('1');
  const lastSync = /last sync (\d\d:\d\d)/.exec((await chip.textContent()) ?? '')?.[1];
  await expect(page.getByTestId('last-sync')).toHaveText(lastSync ?? 'a time');
  // Sam Taylor logs on two vessels: the waiting change says which one it is for.
  await expect(page.getByRole('region', { name: 'Waiting to send' })).toContainText(
    `Preset “${name}” · M/Y Aurora`,
  );
  await shots(page, 'sync-page-no-shore', true);

  // An online-only form says why it waits, and cannot be sent even when filled in well.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText('There is no link to shore. The password can be changed once the shore can be reached.'),
  ).toBeVisible();
  await dialog.getByLabel('Old password').fill(DEMO_PASSWORD);
  await dialog.getByLabel('New password', { exact: true }).fill('Seaworthy2026');
  await dialog.getByLabel('Confirm new password').fill('Seaworthy2026');
  const change = dialog.getByRole('button', { name: 'Change password' });
  await expect(change).toBeDisabled();

  // The shore comes back: same port, same data. Nobody taps: the form, the header and the Sync
  // page follow by themselves, and the change goes.
  await shore.start();
  const startedAt = Date.now();
  await expect(change).toBeEnabled({ timeout: 90_000 });
  await expect(dialog.getByText('There is no link to shore.', { exact: false })).toHaveCount(0);
  console.log(`Connected again ${Math.round((Date.now() - startedAt) / 1000)} s after the restart.`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('link-state')).toHaveText('Connected');
  await expect(page.getByTestId('pending-count')).toHaveText('0', { timeout: 30_000 });
  await expect(chip).toHaveText(SYNCED);
  await expect(chip).not.toContainText("Can't reach shore");
  // One time style: the Sync page's last sync is the chip's clock time, with no "minutes ago".
  const chipTime = async () => SYNCED.exec((await chip.textContent()) ?? '')?.[1];
  await expect
    .poll(async () => (await chipTime()) === (await page.getByTestId('last-sync').textContent()))
    .toBe(true);
  await expect(page.getByRole('region', { name: 'Sync status' })).not.toContainText(/ago|just now/);
  await shots(page, 'sync-page-connected', true);
  const server = await serverSession(request, shore.url, 'crew@demo.yacht');
  const me = (await server.get('/me')) as { user: { id: number } };
  const presets = (await server.get(`/hor/preset/all/${server.vesselId('aurora')}/${me.user.id}`)) as {
    title: string;
  }[];
  expect(presets.map((p) => p.title)).toContain(name);

  // Connected, a change's toast follows it to the shore.
  await page.goto(`${shore.url}/fleet/aurora/hours-of-rest/day/me?date=${today}`);
  const sent = `Shore up ${Date.now()}`;
  await savePreset(page, sent);
  await expect(toasts.locator('.toast').filter({ hasText: sent })).toContainText('Sent to the shore.');
  // The shore goes again, unnoticed yet (the header still says Synced): the change's first try
  // fails. The toast does not stay on "sending"; it says the change is kept on the phone.
  await page.context().route('**/api/v1/sync', async (route) => {
    await new Promise((r) => setTimeout(r, 1_000));
    await route.abort('connectionfailed').catch(() => undefined);
  });
  await expect(chip).toHaveText(SYNCED);
  const kept = `Shore just gone ${Date.now()}`;
  await savePreset(page, kept);
  const keptToast = toasts.locator('.toast').filter({ hasText: kept });
  await expect(keptToast).toContainText('Saved on this device, will send when the shore can be reached');
  await expect(keptToast).not.toContainText('Sent to the shore.');
  await page.context().unroute('**/api/v1/sync');
  await expect(chip).toHaveText(SYNCED, { timeout: 60_000 });
});

test('with no network at all, the header says Offline, not that the shore is down', async ({
  page,
  context,
}) => {
  await logIn(page, 'crew@demo.yacht', shore.url);
  await waitForServiceWorkerControl(page);
  const chip = page.getByRole('link', { name: /^Sync status:/ });
  await expect(chip).toHaveText(SYNCED, { timeout: 30_000 });
  // On a phone the word stands above the time, so the time says what it is (not a bare '14:02').
  const synced = chip.locator('.synced-at > span');
  await expect(synced).toHaveText(['Synced', /^\d\d:\d\d$/]);
  await expect(synced.first()).toBeVisible();
  const [word, time] = await synced.evaluateAll((s) => s.map((e) => e.getBoundingClientRect().top));
  expect(word!).toBeLessThan(time!);
  await page.goto(`${shore.url}/fleet/aurora/hours-of-rest/day/me?date=${await browserToday(page)}`);
  await expect(page.getByTestId('day-state')).toBeVisible();
  await context.setOffline(true);
  await expect(chip).toContainText(/Offline.*last sync \d\d:\d\d/);
  await expect(chip).not.toContainText("Can't reach shore");
  await expectHeaderOneLine(chip, /^Sync status: Offline, last sync \d\d:\d\d$/);
  await shots(page, 'chip-no-network');

  // A change made with no network waits on the phone, and the chip counts it on one line.
  await savePreset(page, `No network ${Date.now()}`);
  await expect(chip).toContainText(/Offline.*1 change waiting.*last sync \d\d:\d\d/);
  await expectHeaderOneLine(chip, /^Sync status: Offline, 1 change waiting, last sync \d\d:\d\d$/);
  await shots(page, 'chip-no-network-waiting');
  // Beside the longest vessel name the crew member has, the name stays whole.
  await page.goto(`${shore.url}/fleet/meridian/welcome`);
  await expectHeaderOneLine(chip, /^Sync status: Offline, 1 change waiting, last sync \d\d:\d\d$/);
  await expect(page.locator('header .brand small')).toHaveText('S/Y Meridian');
  await shots(page, 'chip-no-network-waiting-meridian');
  await chip.click();
  await expect(page.getByTestId('link-state')).toHaveText('Offline');
  await shots(page, 'sync-page-no-network', true);
  // A list this device never read says so in whole sentences.
  await page.goto(`${shore.url}/fleet/aurora/hours-of-rest/records`);
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'has not read' })).toHaveText(
    'You are offline. This device has not read your records yet; they will show once the shore can be reached.',
  );
  // A crew member's list holds only their own months: nothing read, no empty card under the notice.
  await expect(page.locator('.card.records')).toHaveCount(0);

  // The network returns on a slow link: connected, the change still on its way for a while.
  await context.route('**/api/v1/sync', async (route) => {
    await new Promise((r) => setTimeout(r, 10_000));
    await route.continue().catch(() => undefined);
  });
  await context.setOffline(false);
  await expect(chip).toHaveAccessibleName('Sync status: 1 change waiting');
  await shots(page, 'chip-connected-waiting');
  await context.unroute('**/api/v1/sync');
  await expect(chip).toHaveText(SYNCED, { timeout: 30_000 });

  // In Spanish (chosen online: the language's texts come then), a change waiting with no network:
  // the vessel's name whole beside the chip too.
  await page.goto(`${shore.url}/sync`);
  await choose(page, 'Language of the app on this device', 'Español');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sincronizar');
  await page.goto(`${shore.url}/fleet/aurora/hours-of-rest/day/me?date=${await browserToday(page)}`);
  await expect(page.getByTestId('day-state')).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Plantillas', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Plantillas' })
    .getByRole('link', { name: 'Nueva plantilla' })
    .click();
  await page.getByLabel('Título de la plantilla').fill(`Sin red ${Date.now()}`);
  await dragCells(page, 16, 23);
  await page.getByRole('button', { name: 'Guardar plantilla' }).click();
  // The save is on the device (the chip counts it) before the page goes: a navigation at once
  // could leave before it, and the chip would rightly show no change waiting.
  await expect(
    page.getByRole('link', { name: /^Estado de la sincronización:.* pendientes?,/ }),
  ).toBeVisible();
  await page.goto(`${shore.url}/fleet/meridian/welcome`);
  const chipEs = page.getByRole('link', { name: /^Estado de la sincronización:/ });
  await expect(chipEs.locator('.link-short').first()).toHaveText(/^\d+ en cola$/);
  await expectHeaderOneLine(chipEs, /^Estado de la sincronización: Sin conexión, \d+ cambios? pendientes?, /);
  await expect(page.locator('header .brand small')).toHaveText('S/Y Meridian');
  await shots(page, 'chip-no-network-waiting-meridian-es');
});
