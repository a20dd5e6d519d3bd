import { expect } from '@playwright/test';
import { test } from './fixtures';
import { logIn, waitForServiceWorkerControl } from './helpers';

/**
 * A page the service worker did not take (one still loading when the first install activated,
 * or a hard reload) asks the active worker to take it: it then opens offline and hands its
 * sends to the worker without waiting for the next start. A hard reload stands in for the race.
 */
test('a page loaded past the service worker is taken by it, and its screens open offline', async ({
  page,
  context,
}) => {
  await logIn(page, 'crew@demo.yacht');
  await waitForServiceWorkerControl(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.reload', { ignoreCache: true });
  await page.waitForLoadState('load');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
  await context.setOffline(true);
  await page.goto('/fleet/aurora/hours-of-rest/day/me');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
});
