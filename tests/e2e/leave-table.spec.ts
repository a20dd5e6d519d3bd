import { expect, type Page } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import { test } from './fixtures';
import { browserToday, expectAccessible, logIn, tick } from './helpers';

/**
 * Doc 3, the leave table, at 390 px: the captain (the demo leave approval group) opens it from
 * the leave entry, goes back to the month of the demo fleet's past leave, finds each day of an
 * approved request drawn in its type's colour with the crew on board lower that day, opens the
 * request from its day, finds a crew member with the autocomplete, and chooses a leave field to
 * show, which is still chosen after a reload.
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
  const leave = (await bookedOnDevice(page)).find(
    (r) =>
      r.name && r.dates.length > 1 && r.dates[0]!.slice(0, 7) === r.dates[r.dates.length - 1]!.slice(0, 7),
  )!;
  expect(leave, 'a demo request of leave within one month').toBeTruthy();
  const first = leave.dates[0]!;
  const grid = page.getByRole('region', { name: /^Leave table, / });
  const people = grid.locator('tbody').getByRole('rowheader');
  await expect(people.filter({ hasText: leave.name })).toBeVisible();

  // Back month by month to it.
  for (let n = monthIndex(today) - monthIndex(first); n > 0; n--)
    await page.getByRole('link', { name: 'Previous month' }).click();
  await expect(page.getByRole('heading', { name: format(parseISO(first), 'MMMM yyyy') })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/leave-table/${first.slice(0, 4)}/${first.slice(5, 7)}$`));

  // Each day of the request is drawn in the type's colour, and the days around it are not.
  for (const date of leave.dates) {
    const day = grid.getByRole('link', {
      name: new RegExp(`^${leave.name}, ${format(parseISO(date), 'EEE d MMM yy')}: .*, (approved|checked)$`),
    });
    await expect(day).toHaveCSS('background-color', rgb(leave.color));
  }
  const before = format(parseISO(`${first}T12:00:00`).getTime() - 86_400_000, 'EEE d MMM yy');
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

  // A day of leave opens its request.
  await grid
    .getByRole('link', { name: new RegExp(`^${leave.name}, ${format(parseISO(first), 'EEE d MMM yy')}: `) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/leave/leave-form/${leave.id}\\?back=`));
  // The form's Back link returns to this month of the table, not to the leave home.
  await page.getByRole('link', { name: 'Leave table' }).click();
  await expect(page.getByRole('heading', { name: format(parseISO(first), 'MMMM yyyy') })).toBeVisible();

  // The next month, and the autocomplete: two lines a suggestion, picking one shows their row alone.
  await page.getByRole('link', { name: 'Next month' }).click();
  const search = page.getByRole('combobox', { name: 'Find an employee' });
  await search.fill(leave.name.slice(0, 3));
  const suggestion = page.getByRole('option', { name: leave.name });
  await expect(suggestion).toBeVisible();
  await expect(page.getByRole('listbox')).toHaveCSS('max-height', '400px');
  await suggestion.click();
  await expect(search).toHaveValue(leave.name);
  await expect(people).toHaveCount(1);
  await expect(people).toContainText(leave.name);
  await expect(page).toHaveURL(/\?who=\d+$/);
  // With its list closed (an open list hides the page from screen readers, as react-aria does).
  await expectAccessible(page, 'the leave table showing one person');
  await page.getByRole('button', { name: 'Show everyone' }).click();
  await expect(people.nth(1)).toBeVisible();

  // Leave fields to show: Accrued joins Available, and is remembered after a reload.
  await expect(grid.getByRole('columnheader', { name: 'Accrued' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Leave fields to show' }).click();
  await tick(page, 'Accrued');
  await page.keyboard.press('Escape');
  await expect(grid.getByRole('columnheader', { name: 'Accrued' })).toBeVisible();
  await page.reload();
  await expect(grid.getByRole('columnheader', { name: 'Accrued' })).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'Available' })).toBeVisible();
  await page.getByRole('button', { name: 'Leave fields to show' }).click();
  await expect(page.getByRole('checkbox', { name: 'Accrued' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Worked' })).not.toBeChecked();
  await page.keyboard.press('Escape');

  // REPORT opens the leave reports popup for the period shown.
  await page.getByRole('button', { name: 'REPORT' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The year at a glance: the months, each opening its own.
  await page.getByRole('link', { name: 'Year', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/leave-table/${first.slice(0, 4)}$`));
  const month = grid.getByRole('link', { name: `(${format(parseISO(first), 'MMMM yyyy')})` });
  await expect(month).toBeVisible();
  await month.click();
  await expect(page).toHaveURL(new RegExp(`/leave-table/${first.slice(0, 4)}/${first.slice(5, 7)}$`));
});
