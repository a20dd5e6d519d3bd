import { expect } from '@playwright/test';
import { test } from './fixtures';
import { browserToday, expectAccessible, logIn } from './helpers';

/**
 * Issue 31, §5: today's row on the landing screen, when today is already logged exactly like the
 * day picked. Nothing is left to save, so the row says so and offers the way on: today's editor.
 * (Sam Taylor's S/Y Meridian: the tap journeys log today on M/Y Aurora.)
 */
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
      /^(Saved|Saved on this phone · waiting to send)$/,
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
