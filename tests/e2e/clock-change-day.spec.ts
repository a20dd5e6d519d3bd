import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  browserToday,
  choose,
  DEMO_PASSWORD,
  dragCells,
  expectAccessible,
  logIn,
  serverView,
  tapCells,
  waitForServiceWorkerControl,
} from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

/** SHOTS_DIR set: the day editor at 390 and 1280 px, for review by eye. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/** The journey's day and clock change go again, so other journeys meet today as the demo left it. */
async function cleanUp(request: APIRequestContext, baseURL: string, date: string) {
  const login = await request.post(`${baseURL}/api/v1/login`, {
    data: { username: 'captain@demo.yacht', password: DEMO_PASSWORD },
  });
  const session = await login.json();
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const yachtId = session.vessels.find((v: { codename: string }) => v.codename === 'aurora').id;
  const day = await request.delete(`${baseURL}/api/v1/hor/day/rest/${session.user.id}`, {
    headers,
    data: { yachtId, dates: [date] },
  });
  expect(day.ok()).toBe(true);
  const change = await request.delete(`${baseURL}/api/v1/hor/clock-changes/${yachtId}/${date}`, { headers });
  expect(change.ok()).toBe(true);
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
  context,
  request,
  baseURL,
}) => {
  await logIn(page, 'captain@demo.yacht');
  await waitForServiceWorkerControl(page);
  const today = await browserToday(page);
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
