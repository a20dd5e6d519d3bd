import { expect } from '@playwright/test';
import { test } from './fixtures';
import { browserToday, expectAccessible, logIn } from './helpers';

test.use({ viewport: { width: 1280, height: 900 } });

/** Issue 7, gap 6: on a wide screen, the month as crew × days, coloured by compliance, with week totals. */
test('the month matrix shows every crew member by day and week, and opens a day', async ({ page }) => {
  await logIn(page, 'captain@demo.yacht');
  const month = (await browserToday(page)).slice(0, 7);
  await page.goto(`/fleet/aurora/hours-of-rest/calendar?month=${month}`);
  const matrix = page.getByTestId('month-matrix');
  await expect(matrix).toBeVisible();
  const crew = await page.locator('.member-row').count();
  expect(crew).toBeGreaterThan(3);
  // One line of days and one of week totals per crew member, under one line of dates.
  await expect(matrix.getByRole('row')).toHaveCount(1 + 2 * crew);
  await expect(matrix.getByRole('columnheader')).toHaveCount(
    1 + Number(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)), 0)).getUTCDate()),
  );
  // The days match the member rows: the calendar's own count of crew with broken days.
  // The rules worker fills both in as it checks the month: compared once both have settled.
  const counts = async () => {
    const summary = (await page.getByTestId('month-summary').textContent()) ?? '';
    const breaking = Number(/(\d+) with days that break the rules/.exec(summary)?.[1] ?? -1);
    const badRows = await matrix
      .locator('tr')
      .filter({ has: page.locator('.matrix-bad') })
      .count();
    return { breaking, badRows };
  };
  await expect
    .poll(async () => {
      const { breaking, badRows } = await counts();
      return breaking === badRows;
    })
    .toBe(true);
  await expect(matrix.getByText(/^\d+(\.5)? h$/).first()).toBeVisible();
  await expectAccessible(page, 'the month matrix');

  const first = matrix
    .getByRole('link', { name: /: (within the rules|breaks the rules|nothing recorded)$/ })
    .first();
  await first.click();
  await expect(page).toHaveURL(/\/hours-of-rest\/day\/\d+\?date=\d{4}-\d{2}-\d{2}$/);

  // On a phone the member rows carry the month; the matrix steps aside.
  await page.goBack();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(matrix).toBeHidden();
  await expect(page.locator('.member-row').first()).toBeVisible();
});
