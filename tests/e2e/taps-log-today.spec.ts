import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { browserToday, dragCells, logIn, waitForServiceWorkerControl } from './helpers';
import { recordTaps, startCounting, taps } from './taps';

/**
 * Issue 31, §3: a crew member logs today from the screen the app opens on (Sam Taylor has two
 * vessels: the fleet list, with today's row in each vessel's panel). Before: 5 taps.
 */
const todayOn = (page: Page, vessel: string) =>
  page.getByRole('region', { name: vessel, exact: true }).getByTestId('log-today');

/** Today's record as the day editor shows it, after a reload (read from the device). */
async function expectSavedToday(page: Page, vessel: string, worked: string) {
  await page.reload();
  await expect(todayOn(page, vessel).getByTestId('today-state')).toHaveText(
    /^(Saved|Saved on this device · waiting to sync)$/,
  );
  await expect(todayOn(page, vessel)).toContainText(`Work ${worked}`);
}

test('@taps crew logs today like yesterday from the landing screen in 2 taps', async ({ page }) => {
  await logIn(page, 'crew@demo.yacht');
  await expect(page.getByRole('heading', { name: 'Fleet list' })).toBeVisible();
  const row = todayOn(page, 'M/Y Aurora');
  await expect(row.getByRole('button', { name: 'Same as yesterday' })).toBeVisible();
  // Another journey may have logged today on the server: the row reads it once the first sync is in.
  await expect(page.getByRole('link', { name: /^Sync status: Synced \d\d:\d\d$/ })).toBeVisible({
    timeout: 30_000,
  });
  await startCounting(page);

  await row.getByRole('button', { name: 'Same as yesterday' }).click();
  // The day to be saved shows with its totals and how it stands with the rules.
  await expect(row.getByTestId('today-rules')).toHaveText('Meets the rest rules');
  const worked = (await row.textContent())?.match(/Work ([\d.]+)\s+h/)?.[1];
  // Another journey may have logged today already: the button then says it replaces it.
  await row.getByRole('button', { name: /^(Save today|Replace today)$/ }).click();
  // "Saved" may already show for a day logged before: the save is in once the toast says so.
  await expect(page.getByText(/^Today saved: /).first()).toBeVisible();
  await expect(row).toContainText(`Work ${worked!} h`);
  await expect(row.getByTestId('today-state')).toHaveText(/^(Saved|Saved on this device · waiting to sync)$/);

  const count = await taps(page);
  expect(count).toBeLessThanOrEqual(2);
  recordTaps('log-today-same', {
    task: 'Log today like yesterday (crew)',
    taps: count,
    goal: 2,
    before: '5',
  });
  await expectSavedToday(page, 'M/Y Aurora', `${worked!} h`);
});

test('@taps crew puts a preset on today from the landing screen in 2 taps, replacing what is logged after asking', async ({
  page,
}) => {
  await logIn(page, 'crew@demo.yacht');
  // The preset first, outside the count: 04:00-08:00 and 16:00-20:00.
  await page.goto('/fleet/meridian/hours-of-rest/new-preset/watch-4-8');
  await page.getByLabel('Preset title').fill('Watch 4-8');
  await dragCells(page, 8, 15);
  await dragCells(page, 32, 39);
  await expect(page.getByText('8 h work · 16 h rest')).toBeVisible();
  await page.getByRole('button', { name: 'Save preset' }).click();
  await expect(page).toHaveURL(/hours-of-rest\/day\/me/);

  await page.goto('/fleet');
  const row = todayOn(page, 'S/Y Meridian');
  await expect(row.getByRole('button', { name: 'Watch 4-8' })).toBeVisible();
  await startCounting(page);
  await row.getByRole('button', { name: 'Watch 4-8' }).click();
  await expect(row).toContainText('Work 8 h · Rest 16 h');
  await row.getByRole('button', { name: /^(Save today|Replace today)$/ }).click();
  // "Saved" may already show for a day logged before: the save is in once the toast says so.
  await expect(page.getByText(/^Today saved: /).first()).toBeVisible();
  await expect(row).toContainText('Work 8 h · Rest 16 h');
  await expect(row.getByTestId('today-state')).toHaveText(/^(Saved|Saved on this device · waiting to sync)$/);
  const count = await taps(page);
  expect(count).toBeLessThanOrEqual(2);
  recordTaps('log-today-preset', {
    task: 'Log today from a preset (crew)',
    taps: count,
    goal: 2,
    before: '5',
  });
  await expectSavedToday(page, 'S/Y Meridian', '8 h');

  // A day already logged is never overwritten without asking: the button says it replaces it.
  await row.getByRole('button', { name: 'Same as yesterday' }).click();
  await expect(row.getByText('Today already has entries: saving replaces them.')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Replace today' })).toBeVisible();
  await row.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toContainText('Work 8 h · Rest 16 h');
});

test('@taps crew logs a new pattern from the landing screen in 3 gestures', async ({ page }) => {
  await logIn(page, 'crew@demo.yacht');
  const today = await browserToday(page);
  const row = todayOn(page, 'M/Y Aurora');
  const open = row.getByRole('link', { name: /^(New pattern|Edit today)$/ });
  await expect(open).toBeVisible();
  await startCounting(page);

  await open.click();
  await expect(page).toHaveURL(new RegExp(`hours-of-rest/day/\\d+\\?date=${today}`));
  // One drag over a day of rest: 07:00-17:00 of work (a drag starting on work would paint rest).
  await expect(page.locator('[data-cell="14"]')).toHaveAttribute('aria-pressed', 'false');
  await dragCells(page, 14, 33);
  await expect(page.getByTestId('save-bar-rules')).toContainText(/Meets the rest rules|broken/);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('day-state')).toHaveText(/^(Synced|Saved on this device · waiting to sync)$/);

  const count = await taps(page);
  expect(count).toBeLessThanOrEqual(3);
  recordTaps('log-today-new', {
    task: 'Log today with a new pattern (crew)',
    taps: count,
    goal: 3,
    before: '5',
  });

  await page.reload();
  for (const cell of [14, 20, 33])
    await expect(page.locator(`[data-cell="${cell}"]`)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-cell="13"]')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('[data-cell="34"]')).toHaveAttribute('aria-pressed', 'false');
});

test("the calendar opens the user's own row expanded, and an officer's own row comes first", async ({
  page,
}) => {
  await logIn(page, 'officer@demo.yacht');
  await page.goto('/fleet/aurora/hours-of-rest/calendar');
  const first = page.locator('.member-row').first();
  await expect(first).toHaveAttribute('aria-label', 'Erik Holm');
  await expect(first.getByRole('button', { name: /Erik Holm/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.member-head[aria-expanded="true"]')).toHaveCount(1);
});

test('today logged from the landing screen offline waits on the phone, says so, and is sent once the shore answers', async ({
  page,
  context,
}) => {
  await logIn(page, 'crew@demo.yacht');
  await waitForServiceWorkerControl(page);
  const row = todayOn(page, 'M/Y Aurora');
  await expect(row.getByRole('button', { name: 'Same as yesterday' })).toBeVisible();
  await context.setOffline(true);

  await row.getByRole('button', { name: 'Same as yesterday' }).click();
  await row.getByRole('button', { name: /^(Save today|Replace today)$/ }).click();
  // The toast does not claim what only happened on the device.
  await expect(page.getByText('Saved on this device, will send when the shore can be reached')).toBeVisible();
  await expect(row.getByTestId('today-state')).toHaveText('Saved on this device · waiting to sync');
  await page.reload();
  await expect(todayOn(page, 'M/Y Aurora').getByTestId('today-state')).toHaveText(
    'Saved on this device · waiting to sync',
  );

  await context.setOffline(false);
  await expect(todayOn(page, 'M/Y Aurora').getByTestId('today-state')).toHaveText('Saved', {
    timeout: 30_000,
  });
});
