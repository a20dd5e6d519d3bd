import { expect, type Page } from '@playwright/test';
import { MAIN_PORT } from '../../playwright.config';
import { test } from './fixtures';
import {
  browserToday,
  DEMO_PASSWORD,
  logIn,
  openSignOff,
  storedKeys,
  waitForOfflineSigning,
  waitForServiceWorkerControl,
} from './helpers';
import { shoreServer } from './shore-server';

/**
 * The device's signing key is asked for once at login. A login followed at once by a lost link
 * (or a closed app) left the device unable to sign offline for good: 'Connect once to sign' while
 * it synced every day. A server of its own: the journey signs a month, which others must not meet.
 */
const shore = shoreServer(MAIN_PORT + 3);

test.beforeAll(async () => {
  test.setTimeout(150_000);
  shore.fresh();
  await shore.start();
});
test.afterAll(() => shore.stop());

/** Ship Wi-Fi up, the shore not answering: every API request fails, as the satellite link down. */
const shoreDown = (page: Page) => page.context().route('**/api/**', (route) => route.abort());

async function signOff(page: Page) {
  await page.goto(`${shore.url}/fleet/aurora/hours-of-rest/calendar`);
  const dialog = await openSignOff(page);
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign off' }).click();
  return dialog;
}

test('a device that lost the link right after login gets its signing key on the next sync, and then signs with the shore down', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  // The link goes just as the login asks for the key. The syncs' later asks are refused with an
  // answer: a dropped request on this route alone, the rest of the API answering, would flip the
  // chip between 'Synced' and "Can't reach shore" at each retry.
  let asked = 0;
  await context.route('**/api/v1/devices/keys', (route) =>
    asked++ === 0
      ? route.abort()
      : route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"message":"Internal error."}',
        }),
  );
  await logIn(page, 'crew@demo.yacht', shore.url);
  await waitForServiceWorkerControl(page);
  const chip = page.getByRole('link', { name: /^Sync status:/ });
  await expect(chip).toHaveText(/Synced \d\d:\d\d$/, { timeout: 30_000 });
  expect(await storedKeys(page, 'secrets')).not.toContain('device');

  // With the shore down, signing says plainly why it cannot, and what brings it.
  await shoreDown(page);
  await expect(chip).toContainText("Can't reach shore", { timeout: 30_000 });
  const refused = await signOff(page);
  await expect(refused.getByRole('alert')).toHaveText(
    'This device cannot sign yet: it gets its signing key the first time it reaches the shore. Sign again once the shore can be reached.',
  );
  await refused.getByRole('button', { name: 'Cancel' }).click();

  // The shore answers again: the next sync gets the key, with no one asking.
  await context.unrouteAll();
  await expect(chip).toHaveText(/Synced \d\d:\d\d$/, { timeout: 60_000 });
  await waitForOfflineSigning(page);

  // The link goes again: the month is signed on the device.
  await shoreDown(page);
  await expect(chip).toContainText("Can't reach shore", { timeout: 30_000 });
  await signOff(page);
  await expect(page.getByText('Signed · Sam Taylor')).toBeVisible();
});

test('countersigning all ready on a device with no signing key says why once, and countersigns nothing', async ({
  page,
  context,
}) => {
  // The key is refused with an answer, not a dropped connection: a dropped one on this route
  // alone marks the shore unreachable at each sync's retry of it, and the chip would flip
  // between 'Synced' and "Can't reach shore" while the rest of the API answers.
  await context.route('**/api/v1/devices/keys', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal error."}' }),
  );
  await logIn(page, 'officer@demo.yacht', shore.url);
  await waitForServiceWorkerControl(page);
  const chip = page.getByRole('link', { name: /^Sync status:/ });
  await expect(chip).toHaveText(/Synced \d\d:\d\d$/, { timeout: 30_000 });
  await shoreDown(page);
  await expect(chip).toContainText("Can't reach shore", { timeout: 30_000 });

  // Last month: the demo crew signed it off, and it waits for the officer.
  const today = await browserToday(page);
  const first = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 1));
  await page.goto(
    `${shore.url}/fleet/aurora/hours-of-rest/calendar?month=${first.toISOString().slice(0, 7)}`,
  );
  const all = page.getByRole('button', { name: /^Countersign all ready \(\d+\)$/ });
  const before = await all.textContent();
  await all.click();
  const dialog = page.getByRole('dialog', { name: 'Countersign all ready' });
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: /^Countersign \d+ sign-offs?$/ }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'This device cannot sign yet: it gets its signing key the first time it reaches the shore. Sign again once the shore can be reached.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(all).toHaveText(before!);
  await expect(chip).not.toContainText('waiting');
});
