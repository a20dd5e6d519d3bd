import { expect, type Page } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import { test } from './fixtures';
import { browserToday, expectAccessible, logIn, tick } from './helpers';

/**
 * Doc 3, the leave table, at 390 px: the captain (the demo leave approval group) opens it from
 * the leave entry, goes back to the month of the demo fleet's past leave, finds each day of an
 * approved request drawn in its type's colour with the crew on board lower that day, moves
 * about the month by keyboard (one tab stop), opens the request from its day and comes back to
 * the same place, finds a crew member with the autocomplete (the status block follows), and
 * chooses a leave field to show, which is still chosen after a reload. At 1280 px, a month with
 * every figure scrolls inside its box, never the page.
 */

interface Booked {
  id: string;
  name: string;
  color: string;
  dates: string[];
}

/** The approved or checked requests of Aurora as the device holds them (what the table draws). */
function bookedOnDevice(page: Page): Promise<Booked[]> {
  return page.evaluate(
    () =>
      new Promise<Booked[]>((resolve) => {
        const open = indexedDB.open('seaworthy');
        open.onsuccess = () => {
          const db = open.result;
          const all = <T>(store: string) =>
            new Promise<T[]>((done) => {
              const get = db.transaction(store).objectStore(store).getAll();
              get.onsuccess = () => done(get.result as T[]);
            });
          void Promise.all([
            all<{
              id: string;
              profileId: string;
              status: string;
              deleted: boolean;
              days: { date: string; leaveTypeId: number }[];
            }>('leaveRequests'),
            all<{ id: string; crewId: number }>('leaveProfiles'),
            all<{ id: number; firstName: string; lastName: string }>('crew'),
            all<{ id: number; color: string }>('leaveTypes'),
          ]).then(([requests, profiles, crew, types]) => {
            db.close();
            resolve(
              requests
                .filter((r) => !r.deleted && (r.status === 'Approved' || r.status === 'Checked'))
                .map((r) => {
                  const c = crew.find((x) => x.id === profiles.find((p) => p.id === r.profileId)?.crewId);
                  return {
                    id: r.id,
                    name: c ? `${c.firstName} ${c.lastName}` : '',
                    color: types.find((t) => t.id === r.days[0]?.leaveTypeId)?.color ?? '',
                    dates: r.days.map((d) => d.date).sort(),
                  };
                }),
            );
          });
        };
        open.onerror = () => resolve([]);
      }),
  );
}

const rgb = (hex: string) =>
  `rgb(${Number.parseInt(hex.slice(0, 2), 16)}, ${Number.parseInt(hex.slice(2, 4), 16)}, ${Number.parseInt(hex.slice(4, 6), 16)})`;
const monthIndex = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;
const lastOfMonth = (iso: string) => {
  const [y, m] = [Number(iso.slice(0, 4)), Number(iso.slice(5, 7))];
  return `${iso.slice(0, 7)}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};
/** The page never scrolls sideways: the table scrolls in its own box. */
const pageFits = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const focusedCell = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-cell'));

test('the captain reads the leave table on a phone: leave by day, crew on board, search, fields to show', async ({
  page,
}) => {
  const today = await browserToday(page);
  await logIn(page, 'captain@demo.yacht');
  await page.goto('/fleet/aurora/leave');
  await page.getByRole('link', { name: 'Leave table' }).click();
  // The month view is the phone's first view; the URL names the month.
  await expect(page).toHaveURL(new RegExp(`/leave/leave-table/${today.slice(0, 4)}/${today.slice(5, 7)}$`));
  await expect(page.getByRole('heading', { name: 'Leave table' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Month', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // The demo fleet's past leave: an approved (or checked) request of a whole few days in one month.
  await expect.poll(async () => (await bookedOnDevice(page)).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const booked = await bookedOnDevice(page);
  const leave = booked.find(
    (r) =>
      r.name && r.dates.length > 1 && r.dates[0]!.slice(0, 7) === r.dates[r.dates.length - 1]!.slice(0, 7),
  )!;
  expect(leave, 'a demo request of leave within one month').toBeTruthy();
  const first = leave.dates[0]!;
  const month = first.slice(0, 7);
  const grid = page.getByRole('region', { name: /^Leave table, / });
  const people = grid.locator('tbody').getByRole('rowheader');
  await expect(people.filter({ hasText: leave.name })).toBeVisible();

  // Back month by month to it; the arrows stay put whatever the month's name.
  const next = page.getByRole('link', { name: 'Next month' });
  const nextAt = (await next.boundingBox())!.x;
  for (let n = monthIndex(today) - monthIndex(first); n > 0; n--)
    await page.getByRole('link', { name: 'Previous month' }).click();
  await expect(page.getByRole('heading', { name: format(parseISO(first), 'MMMM yyyy') })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/leave-table/${first.slice(0, 4)}/${first.slice(5, 7)}$`));
  expect((await next.boundingBox())!.x).toBe(nextAt);
  expect(await pageFits(page)).toBe(true);
  // Available is the balance at the end of the month's last day, and says so.
  await expect(
    grid.getByRole('columnheader', { name: `Available ${format(parseISO(lastOfMonth(first)), 'dd MMM')}` }),
  ).toBeVisible();
  // A balance below nothing is in the danger colour, its minus read out.
  for (const minus of await grid.locator('.cal-neg').all()) await expect(minus).toContainText('minus');

  // Each day of the request is drawn in the type's colour, and the days around it are not.
  const dayOf = (date: string) =>
    grid.getByRole('link', {
      name: new RegExp(`^${leave.name}, ${format(parseISO(date), 'EEE dd MMM yy')}: .*, (approved|checked)$`),
    });
  for (const date of leave.dates) await expect(dayOf(date)).toHaveCSS('background-color', rgb(leave.color));
  const before = format(parseISO(`${first}T12:00:00`).getTime() - 86_400_000, 'EEE dd MMM yy');
  if (first.slice(8) !== '01')
    await expect(
      grid.getByRole('link', { name: `${leave.name}, ${before}: no leave. New request` }),
    ).toHaveCount(1);

  // The crew on board dips on a leave day, below the month's most.
  const onBoard = grid.locator('td.cal-board');
  const counts = (await onBoard.allTextContents()).map((t) => Number.parseInt(t, 10));
  const onLeaveDay = Number.parseInt(
    (await onBoard.and(page.locator(`[data-date="${first}"]`)).textContent()) ?? '',
    10,
  );
  expect(onLeaveDay).toBeLessThan(Math.max(...counts));
  await expect(onBoard.and(page.locator(`[data-date="${first}"]`))).toHaveClass(/cal-dip/);
  await expectAccessible(page, 'the leave table, a month with leave');

  // The month is one tab stop: the arrows move a day and a person, Home to the name.
  await expect(grid.locator('table[role="grid"] [tabindex="0"]')).toHaveCount(1);
  await dayOf(first).focus();
  const [row, col] = ((await focusedCell(page)) ?? '').split(':').map(Number) as [number, number];
  await page.keyboard.press('ArrowRight');
  expect(await focusedCell(page)).toBe(`${row}:${col + 1}`);
  await page.keyboard.press('ArrowLeft');
  expect(await focusedCell(page)).toBe(`${row}:${col}`);
  await page.keyboard.press('Home');
  expect(await focusedCell(page)).toBe(`${row}:0`);
  await page.keyboard.press('End');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(grid.locator('[tabindex="0"]')).toHaveCount(1);

  // A day of leave opens its request (Enter, on the day the keys moved to, brought out from
  // under the names); the form's Back link returns to this month of the table, not to the
  // leave home, with that day in sight again (the table keeps its place).
  await dayOf(first).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/leave/leave-form/${leave.id}\\?back=`));
  await page.getByRole('link', { name: 'Leave table' }).click();
  await expect(page.getByRole('heading', { name: format(parseISO(first), 'MMMM yyyy') })).toBeVisible();
  await expect(dayOf(first)).toBeInViewport();
  // Where it was: clear of the names and the figure held beside them, in the box.
  const held = (await grid.getByRole('columnheader', { name: /^Available / }).boundingBox())!;
  const day = (await dayOf(first).boundingBox())!;
  const inBox = (await grid.boundingBox())!;
  expect(day.x).toBeGreaterThanOrEqual(held.x + held.width - 1);
  expect(day.x + day.width).toBeLessThanOrEqual(inBox.x + inBox.width);

  // The autocomplete: a tap lists everyone, two lines each, right under the field.
  const search = page.getByRole('combobox', { name: 'Find an employee' });
  await search.click();
  await expect(page.getByRole('option')).toHaveCount(await people.count());
  const field = (await page.locator('.cal-search-group').boundingBox())!;
  const list = (await page.getByRole('listbox').boundingBox())!;
  expect(Math.abs(list.x - field.x)).toBeLessThanOrEqual(2);
  expect(list.y - (field.y + field.height)).toBeLessThanOrEqual(8);
  // The page around an open list stays as it is (nothing focusable is hidden).
  await expectAccessible(page, 'the leave table with the employee list open');
  // Typing narrows it; picking one shows their row alone, and the status block their requests.
  await search.fill(leave.name.slice(0, 3));
  const suggestion = page.getByRole('option', { name: leave.name });
  await expect(suggestion).toBeVisible();
  await expect(page.getByRole('listbox')).toHaveCSS('max-height', '400px');
  await suggestion.click();
  await expect(search).toHaveValue(leave.name);
  await expect(people).toHaveCount(1);
  await expect(people).toContainText(leave.name);
  await expect(page).toHaveURL(/\?who=\d+$/);
  const status = page.getByRole('region', { name: `Requests of ${leave.name} in this period` });
  const count = async (s: string) =>
    Number(await status.locator(`xpath=.//dt[text()="${s}"]/following-sibling::dd`).textContent());
  const theirs = booked.filter((r) => r.name === leave.name && r.dates.some((d) => d.startsWith(month)));
  expect((await count('Approved')) + (await count('Checked'))).toBe(theirs.length);
  await expectAccessible(page, 'the leave table showing one person');
  await page.getByRole('button', { name: 'Show everyone' }).click();
  await expect(people.nth(1)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Requests in this period' })).toBeVisible();

  // The next month, and Leave fields to show: Accrued joins Available, remembered after a reload.
  await page.getByRole('link', { name: 'Next month' }).click();
  await expect(grid.getByRole('columnheader', { name: 'Accrued' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Leave fields to show' }).click();
  await tick(page, 'Accrued');
  await page.keyboard.press('Escape');
  await expect(grid.getByRole('columnheader', { name: 'Accrued' })).toBeVisible();
  await page.reload();
  await expect(grid.getByRole('columnheader', { name: 'Accrued' })).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: /^Available / })).toBeVisible();
  await page.getByRole('button', { name: 'Leave fields to show' }).click();
  await expect(page.getByRole('checkbox', { name: 'Accrued' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Worked' })).not.toBeChecked();
  await page.keyboard.press('Escape');
  expect(await pageFits(page)).toBe(true);

  // REPORT opens the leave reports popup for the period shown.
  await page.getByRole('button', { name: 'REPORT' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The year at a glance: the months, each opening its own.
  await page.getByRole('link', { name: 'Year', exact: true }).click();
  const year = first.slice(0, 4);
  await expect(page).toHaveURL(new RegExp(`/leave-table/${year}$`));
  await expect(page.getByText(/^Fewest on board: \d+ of \d+, on /)).toBeVisible();
  // The Period view from a year keeps the year, not its January.
  await page.getByRole('link', { name: 'Period', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/leave-table/${year}/01/${year}-01-01_${year}-12-31$`));
  await page.getByRole('link', { name: 'Year', exact: true }).click();
  const monthLink = grid.getByRole('link', { name: `(${format(parseISO(first), 'MMMM yyyy')})` });
  await expect(monthLink).toBeVisible();
  await monthLink.click();
  await expect(page).toHaveURL(new RegExp(`/leave-table/${year}/${first.slice(5, 7)}$`));
  // The Period view from a month keeps the month.
  await page.getByRole('link', { name: 'Period', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${first.slice(5, 7)}/${month}-01_${lastOfMonth(first)}$`));

  // The key: a colour another type has is refused; a change is the vessel's, and can be undone.
  const leaveColour = page.getByRole('button', { name: /^Leave: colour #/ });
  const was = await leaveColour.getAttribute('aria-label');
  const workColour = (await page
    .getByRole('button', { name: /^Work day: colour #/ })
    .getAttribute('aria-label'))!;
  await leaveColour.click();
  await page.getByRole('button', { name: workColour.slice(-7), exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Work day already has this colour');
  await expect(leaveColour).toHaveAttribute('aria-label', was!);
  const free = was!.endsWith('#1F5F99') ? '#6FB1E8' : '#1F5F99';
  await leaveColour.click();
  await page.getByRole('button', { name: free, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Leave now has this colour' })).toBeVisible();
  await expect(leaveColour).toHaveAttribute('aria-label', `Leave: colour ${free}`);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(leaveColour).toHaveAttribute('aria-label', was!);

  // A laptop with the default figure: December shows to its 31st, nothing cut at the box's edge.
  await page.evaluate(() =>
    localStorage.setItem('seaworthy.leave.table.fieldsToShow', JSON.stringify(['available'])),
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/fleet/aurora/leave/leave-table/${year}/12`);
  await expect(grid.locator('th.cal-day-head')).toHaveCount(31);
  const fits = await page.evaluate(() => {
    const box = document.querySelector('.cal-scroll')!;
    const head = [...box.querySelectorAll('th.cal-day-head')].at(-1)!.getBoundingClientRect();
    return {
      sideways: box.scrollWidth - box.clientWidth,
      past: head.right - box.getBoundingClientRect().right,
    };
  });
  expect(fits.sideways, 'the month scrolls sideways at 1280 px').toBeLessThanOrEqual(1);
  expect(fits.past, "the 31st's column ends past the box").toBeLessThanOrEqual(1);

  // A laptop, every figure, a month of 31 days: the table scrolls in its box, not the page.
  await page.evaluate(() =>
    localStorage.setItem(
      'seaworthy.leave.table.fieldsToShow',
      JSON.stringify(['accrued', 'worked', 'additional', 'available']),
    ),
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/fleet/aurora/leave/leave-table/${year}/12`);
  await expect(grid.getByRole('columnheader', { name: 'Additional' })).toBeVisible();
  expect(await pageFits(page)).toBe(true);
});
