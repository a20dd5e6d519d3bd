import { expect } from '@playwright/test';
import { test } from './fixtures';
import { browserToday, logIn } from './helpers';

test('dragging paints a long day and the rules worker flags it as it is painted', async ({ page }) => {
  await logIn(page, 'purser@demo.yacht');
  const today = await browserToday(page);
  await page.goto(`/fleet/aurora/hours-of-rest/day/me?date=${today}`);
  await expect(page.getByTestId('day-state')).toHaveText('Nothing recorded yet');

  // Press on 06:00, hold past the 100 ms press delay, drag to 21:30: 16 hours of work. Where the
  // cells are is read as the press is made (the page may still be settling when the day shows:
  // cells measured earlier had moved, and the drag began at a later hour), and the hold is over
  // when its first cell turns to work (a busy machine's timers run late).
  const first = page.locator('[data-cell="12"]');
  await first.hover();
  await page.mouse.down();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  const to = await page.locator('[data-cell="43"]').boundingBox();
  await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2, { steps: 12 });
  await page.mouse.up();

  await expect(page.getByTestId('worked-hours')).toHaveText('16 h');
  await expect(page.getByTestId('rest-hours')).toHaveText('8 h');
  await expect(page.getByText('less than 10 hours of rest in 24 hours')).toBeVisible();
  await expect(page.getByText('14 hours between breaks')).toBeVisible();

  // Tapping one cell back to rest inside the stretch makes a 30-minute break: still work by the rules.
  await page.locator('[data-cell="30"]').click();
  await expect(page.getByTestId('worked-hours')).toHaveText('15.5 h');
  await expect(page.getByText('14 hours between breaks')).toBeVisible();

  // Add Break: 12:00 for an hour by default; a second one there overlaps.
  await page.getByRole('button', { name: 'Add break' }).click();
  await page.getByRole('dialog', { name: 'Add break' }).getByRole('button', { name: 'Add break' }).click();
  await expect(page.getByTestId('worked-hours')).toHaveText('14.5 h');
  await page.getByRole('button', { name: 'Add break' }).click();
  const breakDialog = page.getByRole('dialog', { name: 'Add break' });
  await breakDialog.getByRole('button', { name: 'Add break' }).click();
  await expect(breakDialog.getByText('Break Overlap: A field overlaps another block')).toBeVisible();
  await breakDialog.getByRole('button', { name: 'Cancel' }).click();

  // Saving a non-compliant day asks for the reason first (45 characters at most).
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const prompt = page.getByRole('dialog', { name: 'Non-compliance comment' });
  await prompt.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(prompt.getByText('Field is required.')).toBeVisible();
  await prompt.getByLabel('Reason').fill('Owner party, late departure');
  await prompt.getByRole('button', { name: 'Save', exact: true }).click();

  // Saved online: the service worker sends it, and the page sees the outcome.
  await expect(page.getByTestId('day-state')).toHaveText('Synced');
  await expect(page.getByText('Owner party, late departure')).toBeVisible();
});
