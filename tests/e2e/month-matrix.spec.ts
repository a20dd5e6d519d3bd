import { expect, type Page } from '@playwright/test';
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
  // A week with days still to come totals its rest so far.
  await expect(matrix.getByText(/^\d+(\.5)? h( so far)?$/).first()).toBeVisible();
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

/** Screenshots for review when SHOTS_DIR is set: the matrix close up, the page at 1280 and 390 px. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.getByTestId('month-matrix').screenshot({ path: `${dir}/${name}-matrix.png` });
  await page.screenshot({ path: `${dir}/${name}-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/${name}-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** What each week of the matrix says, member by member: its words and its rest. */
const matrixWeeks = (page: Page) =>
  page
    .getByTestId('month-matrix')
    .locator('tr.matrix-weeks')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('td')].map((td) => ({
          words: (td.querySelector('.visually-hidden')?.textContent ?? '').replace(/, $/, ''),
          rest: td.querySelector('.matrix-rest')?.textContent ?? null,
        })),
      ),
    );

/** What each member row's week chips say. */
const chipWeeks = (page: Page) =>
  page
    .locator('.member-row')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('.week-chip .visually-hidden')].map((s) => s.textContent ?? ''),
      ),
    );

test("the matrix says a week with days still to come is so far, in the week chips' words", async ({
  page,
}) => {
  await logIn(page, 'captain@demo.yacht');
  const today = await browserToday(page);
  const month = today.slice(0, 7);
  await page.goto(`/fleet/aurora/hours-of-rest/calendar?month=${month}`);
  await expect(page.getByTestId('month-matrix')).toBeVisible();
  // This week's place among the month's weeks (weeks start on Monday; the 1st opens the first).
  const day = Number(today.slice(8));
  const weekdayOf = (d: number) =>
    (new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)) - 1, d)).getUTCDay() + 6) % 7;
  let thisWeek = 0;
  for (let d = 2; d <= day; d++) if (weekdayOf(d) === 0) thisWeek++;
  const lastDay = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)), 0)).getUTCDate();
  let sunday = day;
  while (sunday < lastDay && weekdayOf(sunday) !== 6) sunday++;
  const toCome = sunday - day;

  // The device fills the days in and the rules worker checks them: compared once the crew's
  // days of this week are in and both agree.
  const settled = async () => {
    const chips = await chipWeeks(page);
    const weeks = await matrixWeeks(page);
    const same = JSON.stringify(weeks.map((w) => w.map((c) => c.words))) === JSON.stringify(chips);
    return same && weeks.some((member) => member[thisWeek]?.rest !== null);
  };
  await expect.poll(settled).toBe(true);
  for (const member of await matrixWeeks(page)) {
    const now = member[thisWeek]!;
    if (toCome > 0) {
      expect(now.words).toMatch(
        new RegExp(
          `^(compliant so far, ${toCome} days? still to come|nothing recorded|\\d+ days? breaks? the rules)$`,
        ),
      );
      // Rest lived so far, never a finished week's total.
      if (now.rest !== null) expect(now.rest).toMatch(/^\d+(\.5)? h so far$/);
    } else if (now.rest !== null) expect(now.rest).toMatch(/^\d+(\.5)? h$/);
    // Weeks wholly ahead: still to come, no verdict, no rest.
    for (const ahead of member.slice(thisWeek + 1))
      expect(ahead).toEqual({ words: 'still to come', rest: null });
  }
  await shoot(page, 'matrix-this-month');
  await expectAccessible(page, 'the month matrix, this month');

  // Last month is over: no week of it is so far, and its weeks say what the chips say.
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
  await page.goto(`/fleet/aurora/hours-of-rest/calendar?month=${last}`);
  await expect(page.getByTestId('month-matrix')).toBeVisible();
  // Both sides read on every try: the chips say "nothing recorded" until the days are read.
  await expect
    .poll(async () => {
      const chips = await chipWeeks(page);
      const weeks = await matrixWeeks(page);
      const same = JSON.stringify(weeks.map((w) => w.map((c) => c.words))) === JSON.stringify(chips);
      return same && weeks.some((member) => member.some((week) => week.rest !== null));
    })
    .toBe(true);
  for (const member of await matrixWeeks(page))
    for (const week of member) {
      expect(week.words).not.toMatch(/so far|still to come/);
      if (week.rest !== null) expect(week.rest).toMatch(/^\d+(\.5)? h$/);
    }
  await shoot(page, 'matrix-last-month');
});
