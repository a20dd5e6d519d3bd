import { addDays } from '@domain/calendar/iso-date';
import { expect } from '@playwright/test';
import { test } from './fixtures';
import {
  browserToday,
  DEMO_PASSWORD,
  expectAccessible,
  logIn,
  tapCells,
  waitForServiceWorkerControl,
} from './helpers';

/** Doc 1, section 4 (inactivity) and issue 8: the lock loses nothing and opens offline. */
test('after 20 minutes without activity the screens lock; the password opens them again, offline too', async ({
  page,
  context,
}) => {
  await page.clock.install();
  await logIn(page, 'crew@demo.yacht');
  const date = addDays(await browserToday(page), -8);
  const day = `/fleet/meridian/hours-of-rest/day/me?date=${date}`;
  await page.goto(day);
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await tapCells(page, [20, 21]);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Eight days back may be last month, which the demo crew signed: the app asks first.
  const reopen = page.getByRole('alertdialog', { name: 'Signed month' });
  const state = page.getByTestId('day-state');
  await expect(state.getByText('Saved on this device · waiting to sync').or(reopen)).toBeVisible();
  if (await reopen.isVisible()) await reopen.getByRole('button', { name: 'Save and reopen' }).click();
  await expect(state).toHaveText('Saved on this device · waiting to sync');
  const worked = await page.getByTestId('worked-hours').textContent();

  // Checked every minute: 19 minutes idle is not enough, 21 is.
  await page.clock.fastForward('19:00');
  await expect(state).toBeVisible();
  await page.clock.fastForward('02:00');
  await expect(page).toHaveURL(/\/auto-logout\?redirect=/);
  await expect(page.getByRole('heading', { name: 'To be safe we logged you out' })).toBeVisible();
  await expect(page.getByText('Reason: Inactive for over 20 min')).toBeVisible();
  await expectAccessible(page, 'the auto-logout page');

  await page.getByRole('button', { name: 'Log back in' }).click();
  await expect(page.getByText('Field is required.')).toBeVisible();
  await page.getByLabel('Password').fill('not-my-password');
  await page.getByRole('button', { name: 'Log back in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your credentials are invalid.');
  // Offline, the device's verifier of the password opens the screens where they were.
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log back in' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${date}`));
  await expect(page.getByTestId('worked-hours')).toHaveText(worked!);
  await expect(state).toHaveText('Saved on this device · waiting to sync');

  await context.setOffline(false);
  await expect(state).toHaveText('Synced', { timeout: 30_000 });
});
