import { addDays } from '@domain/calendar/iso-date';
import { expect } from '@playwright/test';
import { test } from './fixtures';
import {
  browserToday,
  expectAccessible,
  logIn,
  serverSession,
  storedMeta,
  tick,
  waitForServiceWorkerControl,
} from './helpers';

test('an officer at sea turns on neutral periods; a crew member then marks time ashore as neutral', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  await logIn(page, 'officer@demo.yacht');
  await waitForServiceWorkerControl(page);
  await page.goto('/fleet/aurora/hours-of-rest/settings');
  await expect(page.getByLabel(/Neutral periods/)).not.toBeChecked();
  await expect.poll(() => storedMeta(page, 'queryCache')).toContain('onNonCompliance');
  // The settings came onto the device with the first visit; offline, they can still change.
  await context.setOffline(true);
  await page.reload();
  await expectAccessible(page, 'the settings page');
  await tick(page, /Neutral periods/);
  await expect(page.getByLabel(/Neutral periods/)).toBeChecked();
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved on this device · waiting to sync' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/Neutral periods/)).toBeChecked();

  await context.setOffline(false);
  await expect(page.getByText('Saved on this device · waiting to sync')).toHaveCount(0, { timeout: 30_000 });
  const officer = await serverSession(request, baseURL!, 'officer@demo.yacht');
  expect(await officer.get(`/hor/settings/${officer.vesselId('aurora')}`)).toMatchObject({
    neutralPeriodsEnabled: true,
  });

  const crewContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const crew = await crewContext.newPage();
  await logIn(crew, 'purser@demo.yacht');
  const date = addDays(await browserToday(crew), 40);
  await crew.goto(`/fleet/aurora/hours-of-rest/day/me?date=${date}`);
  await crew.getByRole('button', { name: 'Neutral' }).click();
  for (const c of [0, 1, 2, 3]) await crew.locator(`[data-cell="${c}"]`).click();
  await expect(crew.getByTestId('neutral-hours')).toHaveText('2 h');
  await expect(crew.getByTestId('rest-hours')).toHaveText('22 h');
  await crew.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(crew.getByTestId('day-state')).toHaveText('Synced');
});
