import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, logIn, partAsked } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

const SHOTS = process.env.SHOTS_DIR ?? 'tests/.tmp/screens/worker-after-first-screen';

const glance = (page: Page) => page.getByRole('region', { name: 'At a glance' });

/**
 * Over a satellite link the service worker arrives after the screen after login: that screen's
 * files came straight from the network, not through the worker. The worker keeps them once it
 * controls the page, so closing the app before the first sync has ended and opening it again at
 * sea still shows the home, not "This part of the app could not be loaded".
 */
test('the worker installed after the first screen keeps that screen: a cold start at sea before the first sync has ended opens it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // The worker's script and the first sync's older part wait until the journey lets them through.
  let worker = () => {};
  const workerLetThrough = new Promise<void>((resolve) => {
    worker = resolve;
  });
  await context.route('**/sw.js', async (route) => {
    await workerLetThrough;
    await route.continue().catch(() => undefined);
  });
  await context.route('**/api/v1/sync', async (route) => {
    if (partAsked(route.request()) === 'rest') return; // never answered: the first sync never ends
    await route.continue().catch(() => undefined);
  });

  await logIn(page, 'captain@demo.yacht');
  await expect(page).toHaveURL(/\/fleet\/aurora\/welcome$/);
  await expect(glance(page)).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

  // The worker comes and takes the page; the first sync is still not finished.
  worker();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
  // Every file the page loaded before is kept: in the worker's precache or beside it.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const loaded = performance
            .getEntriesByType('resource')
            .map((e) => new URL(e.name).pathname)
            .filter((p) => p.startsWith('/assets/'));
          const kept = await Promise.all(loaded.map((p) => caches.match(p)));
          return loaded.some((p) => p.includes('welcome')) && kept.every(Boolean);
        }),
      { timeout: 20_000 },
    )
    .toBe(true);

  // Closed, and opened again at sea.
  await context.setOffline(true);
  for (const p of context.pages()) await p.close();
  const atSea = await context.newPage();
  await atSea.goto('/fleet');
  await expect(atSea).toHaveURL(/\/fleet\/aurora\/welcome$/);
  await expect(glance(atSea)).toBeVisible();
  await expect(atSea.getByText('This part of the app could not be loaded.', { exact: false })).toHaveCount(0);
  await expect(
    atSea.getByRole('link', { name: /^Sync status: Offline, first sync not finished$/ }),
  ).toBeVisible();
  await expectAccessible(atSea, 'the home opened at sea after a late worker');
  await atSea.screenshot({ path: `${SHOTS}/home-cold-start-390.png`, fullPage: true });
  await context.setOffline(false);
});
