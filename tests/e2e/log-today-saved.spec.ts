import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { browserToday, expectAccessible, logIn, waitForServiceWorkerControl } from './helpers';

/**
 * Issue 31, §5: today's row on the landing screen, when today is already logged exactly like the
 * day picked. Nothing is left to save, so the row says so and offers the way on: today's editor.
 * (Sam Taylor's S/Y Meridian: the tap journeys log today on M/Y Aurora.)
 */
/** The 'Hours of rest' row of a vessel's panel: '{logged} of {days} days logged'. */
const loggedRow = (page: Page, vessel: string) =>
  page
    .getByRole('region', { name: vessel, exact: true })
    .getByRole('link')
    .filter({ hasText: 'Hours of rest' })
    .locator('.welcome-value');

test('today logged from the landing screen is counted at once in the month’s days logged, offline too', async ({
  page,
  context,
}) => {
  await logIn(page, 'crew@demo.yacht');
  await waitForServiceWorkerControl(page);
  const row = page.getByRole('region', { name: 'S/Y Meridian', exact: true }).getByTestId('log-today');
  await expect(row.getByRole('button', { name: 'Same as yesterday' })).toBeVisible();
  const [, before, days] = /^(\d+) of (\d+) days logged$/.exec(
    (await loggedRow(page, 'S/Y Meridian').textContent()) ?? '',
  )!;
  // Another journey may have logged today already: then it is counted already.
  const newDay = (await row.getByTestId('today-state').textContent()) === 'Not logged yet';
  const after = `${Number(before) + (newDay ? 1 : 0)} of ${days} days logged`;

  await context.setOffline(true);
  await row.getByRole('button', { name: 'Same as yesterday' }).click();
  await row.getByRole('button', { name: /^(Save today|Replace today)$/ }).click();
  await expect(row.getByTestId('today-state')).toHaveText('Saved on this device · waiting to sync');
  // The row under today's says what the phone holds, not the shore's figure from before.
  await expect(loggedRow(page, 'S/Y Meridian')).toHaveText(after);
  await page.reload();
  await expect(loggedRow(page, 'S/Y Meridian')).toHaveText(after);

  await context.setOffline(false);
  await expect(row.getByTestId('today-state')).toHaveText('Saved', { timeout: 30_000 });
  await expect(loggedRow(page, 'S/Y Meridian')).toHaveText(after);
  // The vessel's home counts it the same.
  await page.goto('/fleet/meridian/welcome');
  await expect(
    page.locator('.welcome-tiles li').filter({ hasText: 'Hours of rest' }).locator('.welcome-value'),
  ).toHaveText(after);
});

test('today already logged like the day picked: the row says so and opens today to change it', async ({
  page,
}) => {
  await logIn(page, 'crew@demo.yacht');
  const today = await browserToday(page);
  const row = page.getByRole('region', { name: 'S/Y Meridian', exact: true }).getByTestId('log-today');
  const save = row.getByRole('button', { name: /^(Save today|Replace today)$/ });
  const change = row.getByRole('link', { name: 'Change today' });

  // Today like yesterday (another journey may have saved it so already).
  await row.getByRole('button', { name: 'Same as yesterday' }).click();
  await expect(save.or(change)).toBeVisible();
  if (await save.isVisible()) {
    await save.click();
    await expect(row.getByTestId('today-state')).toHaveText(
      /^(Saved|Saved on this device · waiting to sync)$/,
    );
    await row.getByRole('button', { name: 'Same as yesterday' }).click();
  }

  await expect(row.getByTestId('today-same')).toHaveText('Already saved: today is logged like this.');
  await expect(save).toHaveCount(0);
  const box = await change.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  expect(box?.width).toBeGreaterThanOrEqual(44);
  await expectAccessible(page, 'today already saved');

  // Cancel goes back to the choices; Change today opens today's editor with today's record.
  await row.getByRole('button', { name: 'Cancel' }).click();
  await expect(row.getByRole('button', { name: 'Same as yesterday' })).toBeVisible();
  await row.getByRole('button', { name: 'Same as yesterday' }).click();
  await change.click();
  await expect(page).toHaveURL(new RegExp(`/fleet/meridian/hours-of-rest/day/\\d+\\?date=${today}$`));
  await expect(page.getByTestId('day-state')).toHaveText(/^(Synced|Saved on this device · waiting to sync)$/);
  // The day can be changed there: a tap on the timeline makes an edit to save.
  await page.locator('[data-cell="47"]').click();
  await expect(page.getByTestId('day-state')).toHaveText('Unsaved changes');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
});

test('a day with work on one vessel is flagged when the same person logs work on another that day', async ({
  page,
}) => {
  await logIn(page, 'crew@demo.yacht');
  const meridian = page.getByRole('region', { name: 'S/Y Meridian', exact: true }).getByTestId('log-today');
  const aurora = page.getByRole('region', { name: 'M/Y Aurora', exact: true }).getByTestId('log-today');
  // Today's work on S/Y Meridian (another journey may have saved it so already).
  await meridian.getByRole('button', { name: 'Same as yesterday' }).click();
  const save = meridian.getByRole('button', { name: /^(Save today|Replace today)$/ });
  await expect(save.or(meridian.getByRole('link', { name: 'Change today' }))).toBeVisible();
  if (await save.isVisible()) await save.click();
  else await meridian.getByRole('button', { name: 'Cancel' }).click();

  // About to log work on M/Y Aurora the same day: the row says where today already holds work.
  await aurora.getByRole('button', { name: 'Same as yesterday' }).click();
  await expect(aurora.getByTestId('today-elsewhere')).toHaveText(
    'Today already holds work on S/Y Meridian: log a day on the vessel you were on.',
  );
  await aurora.getByRole('button', { name: 'Cancel' }).click();
});
