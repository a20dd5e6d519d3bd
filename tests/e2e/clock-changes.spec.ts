import { addDays } from '@domain/calendar/iso-date';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  browserToday,
  choose,
  dragCells,
  expectAccessible,
  fillDate,
  logIn,
  serverSession,
  serverView,
  tapCells,
  waitForServiceWorkerControl,
} from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

const NOTICE = 'Clocks retarded 1 h at 02:00 — a 25-hour day';

/** SHOTS_DIR set: the page at 390 and 1280 px, for review by eye. */
async function shot(page: Page, name: string, fullPage = true) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/**
 * Issue 33: at 390 px the master records a clock change offline from the calendar (two taps to
 * the form, one for the amount, one to record). It is kept on the phone, reaches the server when
 * the link returns, and a crew member's day editor shows it on that date. Deleting it asks first.
 */
test('the master records a clock change offline; the crew’s day shows it', async ({ page, browser }) => {
  await logIn(page, 'captain@demo.yacht');
  await waitForServiceWorkerControl(page);
  const today = await browserToday(page);
  await page.goto('/fleet/aurora/hours-of-rest/calendar');
  await expect(page.getByRole('link', { name: 'Clock changes' })).toBeVisible();
  await shot(page, 'calendar', false);
  await page.getByRole('link', { name: 'Clock changes' }).click();
  await expect(page.getByRole('heading', { name: 'Clock changes' })).toBeVisible();

  await page.context().setOffline(true);
  // No amount chosen: refused under the field, nothing recorded.
  await page.getByRole('button', { name: 'Record change' }).click();
  await expect(page.getByText('Choose how the clocks change.')).toBeVisible();
  await page.getByRole('radio', { name: 'Retard 1 h' }).check({ force: true });
  await shot(page, 'form');
  await page.getByRole('button', { name: 'Record change' }).click();
  const recorded = page.getByRole('list', { name: 'Recorded clock changes' }).getByRole('listitem');
  await expect(recorded).toHaveCount(1);
  await expect(recorded).toContainText(NOTICE);
  await expect(recorded).toContainText('waiting to sync');
  await expectAccessible(page, 'the clock changes page');

  await page.context().setOffline(false);
  await expect(recorded).toContainText('Recorded by', { timeout: 30_000 });
  await shot(page, 'list');

  // A crew member's day editor shows it on that date.
  const crewContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const crew = await crewContext.newPage();
  await logIn(crew, 'crew@demo.yacht');
  await crew.goto(`/fleet/aurora/hours-of-rest/day/me?date=${today}`);
  await expect(crew.getByTestId('clock-change-notice')).toHaveText(NOTICE, { timeout: 30_000 });
  await shot(crew, 'day-notice', false);
  await crewContext.close();

  // Deleting asks first; then the list is empty.
  await recorded.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete clock change' });
  await expect(confirm).toBeVisible();
  await shot(page, 'delete-confirm');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No clock changes recorded for this vessel.')).toBeVisible();
});

/** The journey's day and clock change go again, so other journeys meet today as the demo left it. */
async function cleanUp(request: APIRequestContext, baseURL: string, date: string) {
  const captain = await serverSession(request, baseURL, 'captain@demo.yacht');
  const yachtId = captain.vesselId('aurora');
  await captain.delete(`/hor/day/rest/${captain.userId}`, { yachtId, dates: [date] });
  await captain.delete(`/hor/clock-changes/${yachtId}/${date}`);
}

/**
 * Issue 33: at 390 px the master keeps today's day (10 h of rest, 14 h of work: no flag), then,
 * offline, records that the clocks were retarded an hour at 12:00, in the middle of the work.
 * The day editor now shows a 25-hour day whose repeated hour has cells of its own: 15 h worked,
 * and a 24-hour window with 9 h of rest breaks rule 1. Resting the second time round that hour
 * clears the flag; the day is saved offline on elapsed time and reaches the server as 50 cells.
 */
test('a clock change recorded offline turns the day into 25 hours; its totals and flags follow', async ({
  page,
  request,
  baseURL,
}) => {
  const context = page.context();
  await logIn(page, 'captain@demo.yacht');
  const today = await browserToday(page);
  await waitForServiceWorkerControl(page);
  const dayUrl = `/fleet/aurora/hours-of-rest/day/me?date=${today}`;
  await page.goto(dayUrl);
  await expect(page.locator('[data-cell="47"]')).toBeVisible();
  await expect(page.locator('[data-cell]')).toHaveCount(48);
  await dragCells(page, 20, 47); // work 10:00–24:00
  await expect(page.getByTestId('worked-hours')).toHaveText('14 h');
  await expect(page.getByTestId('rest-hours')).toHaveText('10 h');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('day-state')).toHaveText('Synced', { timeout: 30_000 });
  await expect(page.locator('#day-flags')).not.toContainText('Rule 1');

  await context.setOffline(true);
  await page.goto('/fleet/aurora/hours-of-rest/clock-changes');
  await page.getByRole('radio', { name: 'Retard 1 h' }).check({ force: true });
  await choose(page, /Ship’s time of the change/, '12:00');
  await page.getByRole('button', { name: 'Record change' }).click();
  await expect(page.getByRole('list', { name: 'Recorded clock changes' })).toContainText('waiting to sync');

  await page.goto(dayUrl);
  await expect(page.getByTestId('clock-change-notice')).toHaveText(
    'Clocks retarded 1 h at 12:00 — a 25-hour day',
  );
  await expect(page.getByText("This day's grid still shows 24 hours.")).toHaveCount(0);
  // The saved 48 cells open on elapsed time: the hour lived twice is worked twice.
  await expect(page.locator('[data-cell]')).toHaveCount(50);
  await expect(page.getByRole('button', { name: '12:00–12:30 (again) work' })).toBeVisible();
  await expect(page.getByTestId('worked-hours')).toHaveText('15 h');
  await expect(page.getByTestId('rest-hours')).toHaveText('10 h');
  await expect(page.locator('#day-flags')).toContainText('Rule 1');
  await shot(page, 'day-25-hours-flagged');

  // The master rested the second time round that hour: the flag goes.
  await tapCells(page, [26, 27]);
  await expect(page.getByTestId('worked-hours')).toHaveText('14 h');
  await expect(page.getByTestId('rest-hours')).toHaveText('11 h');
  await expect(page.locator('#day-flags')).not.toContainText('Rule 1');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('day-state')).toHaveText('Saved on this device · waiting to sync');
  await expectAccessible(page, 'the day editor on a 25-hour day');
  await shot(page, 'day-25-hours-saved');

  await context.setOffline(false);
  await expect(page.getByTestId('day-state')).toHaveText('Synced', { timeout: 30_000 });
  const server = await serverView(request, baseURL!, 'captain@demo.yacht');
  expect((await server.day(today)).binary).toBe(`${'0'.repeat(20)}${'1'.repeat(6)}00${'1'.repeat(22)}`);
  await cleanUp(request, baseURL!, today);
});

/**
 * Issue 33, the day tools on days of another length: with the clocks retarded an hour at 12:00
 * today, the master works 10:00–18:00 lived time and saves the same through tomorrow. Tomorrow
 * takes 48 cells by ship's clock (the hour lived twice is one hour there), and nothing waits on
 * the Sync page. Then the change is deleted: today is 24 hours again, the editor says so, and
 * the server holds 48 cells with the repeated hour's marks on its clock time.
 */
test('a 25-hour day saved through tomorrow, then its change deleted', async ({ page, request, baseURL }) => {
  await logIn(page, 'captain@demo.yacht');
  const today = await browserToday(page);
  const tomorrow = addDays(today, 1);
  await waitForServiceWorkerControl(page);
  const captain = await serverSession(request, baseURL!, 'captain@demo.yacht');
  const yachtId = captain.vesselId('aurora');
  await captain.post(`/hor/clock-changes/${yachtId}`, { yachtId, date: today, at: '12:00', minutes: -60 });
  const dayUrl = `/fleet/aurora/hours-of-rest/day/me?date=${today}`;
  await page.goto(dayUrl);
  await expect(page.locator('[data-cell]')).toHaveCount(50, { timeout: 30_000 });
  await dragCells(page, 20, 35); // 10:00–12:00, 12:00–13:00 twice, 13:00–17:00: 8 h lived
  await expect(page.getByTestId('worked-hours')).toHaveText('8 h');
  await fillDate(page, 'Save the same to every day through (optional)', tomorrow);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('day-state')).toHaveText('Synced', { timeout: 30_000 });
  const server = await serverView(request, baseURL!, 'captain@demo.yacht');
  expect((await server.day(today)).binary).toBe(`${'0'.repeat(20)}${'1'.repeat(16)}${'0'.repeat(14)}`);
  expect((await server.day(tomorrow)).binary).toBe(`${'0'.repeat(20)}${'1'.repeat(14)}${'0'.repeat(14)}`);

  await page.goto('/fleet/aurora/hours-of-rest/clock-changes');
  const recorded = page.getByRole('list', { name: 'Recorded clock changes' }).getByRole('listitem');
  await recorded.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete clock change' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('No clock changes recorded for this vessel.')).toBeVisible();
  await page.goto(dayUrl);
  await expect(page.locator('[data-cell]')).toHaveCount(48);
  await expect(page.getByTestId('day-length-notice')).toContainText('this day has 24 hours again', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('worked-hours')).toHaveText('7 h');
  await shot(page, 'day-change-deleted');
  await expect
    .poll(async () => (await server.day(today)).binary, { timeout: 30_000 })
    .toBe(`${'0'.repeat(20)}${'1'.repeat(14)}${'0'.repeat(14)}`);
  await captain.delete(`/hor/day/rest/${captain.userId}`, { yachtId, dates: [today, tomorrow] });
});
