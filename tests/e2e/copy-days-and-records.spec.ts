import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { addDays } from '../../src/domain/calendar/iso-date';
import { test } from './fixtures';
import { browserToday, expectAccessible, fillDate, logIn } from './helpers';

test('copying a day onto two later days, from the data page', async ({ page }) => {
  await logIn(page, 'fleet@demo.yacht'); // no rest records of their own on Meridian
  const today = await browserToday(page);
  const source = addDays(today, -3);
  const [from, to] = [addDays(today, 30), addDays(today, 31)];
  await page.goto(`/fleet/meridian/hours-of-rest/day/me?date=${source}`);
  await page.locator('[data-cell="16"]').click();
  await page.locator('[data-cell="17"]').click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('worked-hours')).toHaveText('1 h');

  await page.getByRole('button', { name: 'Copy days' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy days' });
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(dialog.getByText('Field is required.').first()).toBeVisible();
  await fillDate(dialog, 'Copy to, from', from);
  await fillDate(dialog, 'Copy to, until', to);
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(dialog).toHaveCount(0);

  await page.goto(`/fleet/meridian/hours-of-rest/day/me?date=${to}`);
  await expect(page.getByTestId('worked-hours')).toHaveText('1 h');
});

test('an officer downloads the vessel record as a PDF', async ({ page }) => {
  await logIn(page, 'officer@demo.yacht');
  await page.goto('/fleet/aurora/hours-of-rest/records');
  const row = page.locator('.record-row', { hasText: 'Whole vessel' });
  await expect(row).toBeVisible();
  await expectAccessible(page, 'the records page');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^hours-of-rest-aurora-\d{4}-\d{2}\.pdf$/);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
});
