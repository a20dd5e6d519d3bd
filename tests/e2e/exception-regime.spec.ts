import { addDays } from '@domain/calendar/iso-date';
import { showDateRange } from '@domain/dates/format';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  browserToday,
  fillDate,
  logIn,
  serverSession,
  serverView,
  waitForServiceWorkerControl,
} from './helpers';

const SHOTS = process.env.SHOTS_DIR;
async function both(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // From the top: a full-page shot of a scrolled page draws the fixed header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('the master sets an STCW exception period offline; the calendar judges its dates by it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await logIn(page, 'captain@demo.yacht');
  await waitForServiceWorkerControl(page);
  const today = await browserToday(page);
  // The month's first 12 days (lived or planned) with 14 h work and 10 h rest: 70 h in 7
  // days, under the 77 h of the standard rules from the 7th. The month before is signed off.
  const crew = await serverSession(request, baseURL!, 'crew@demo.yacht');
  const first = `${today.slice(0, 7)}-01`;
  const crewId = (await serverView(request, baseURL!, 'crew@demo.yacht')).userId;
  const aurora = crew.vesselId('aurora');
  const dates = Array.from({ length: 12 }, (_, i) => addDays(first, i));
  const login = await request.post(`${baseURL}/api/v1/login`, {
    data: { username: 'crew@demo.yacht', password: 'Demo1234' },
  });
  const token = (await login.json()).accessToken;
  const saved = await request.post(`${baseURL}/api/v1/hor/day/${crewId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { yachtId: aurora, dates, binary: '1'.repeat(28) + '0'.repeat(20) },
  });
  expect(saved.status()).toBe(200);
  const period = { from: addDays(first, 8), to: addDays(first, 14) };

  await page.goto('/fleet/aurora/hours-of-rest/settings');
  await expect(page.getByRole('heading', { name: 'STCW exception regime' })).toBeVisible();
  await context.setOffline(true);
  // The regime is for watchkeepers: a period names whom it is for.
  await fillDate(page, 'Start', period.from);
  await fillDate(page, 'End', period.to);
  await page.getByRole('button', { name: 'Add period' }).click();
  await expect(page.getByText('Choose at least one watchkeeper.')).toBeVisible();
  const sam = page.getByRole('checkbox', { name: /Sam Taylor/ });
  await sam.locator('xpath=ancestor::label[1]').click();
  await expect(sam).toBeChecked();
  // Fifteen days: more than the regime allows.
  await fillDate(page, 'End', addDays(period.from, 14));
  await page.getByRole('button', { name: 'Add period' }).click();
  await expect(page.getByText('At most 14 days (2 consecutive weeks)')).toBeVisible();
  await fillDate(page, 'End', period.to);
  await page.getByRole('button', { name: 'Add period' }).click();
  // The settings card names the regime once, and each period by its dates, length and watchkeepers.
  const listed = page
    .getByRole('listitem')
    .filter({ hasText: `${showDateRange(period.from, period.to)} (7 days)` });
  await expect(listed).toBeVisible();
  await expect(listed.getByText('Sam Taylor')).toBeVisible();
  const label = `STCW exception regime (A-VIII/1 para 9) ${showDateRange(period.from, period.to)}`;
  await expect(page.getByText('Saved on this device · waiting to sync').first()).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('Saved on this device · waiting to sync')).toHaveCount(0, { timeout: 30_000 });
  const master = await serverSession(request, baseURL!, 'captain@demo.yacht');
  expect(await master.get(`/hor/exception/${aurora}`)).toEqual({
    periods: [{ ...period, userIds: [crewId] }],
  });
  await both(page, 'settings');

  await page.goto(`/fleet/aurora/hours-of-rest/calendar?month=${today.slice(0, 7)}`);
  await expect(page.getByRole('region', { name: 'STCW exception regime' }).getByText(label)).toBeVisible();
  // The month matrix (wide screens): the 7th and 8th break the 77 h, the period's dates hold 70 h.
  await page.setViewportSize({ width: 1280, height: 900 });
  const cells = page.getByTestId('month-matrix').locator('[aria-label^="Sam Taylor, "]');
  await expect(cells).toHaveCount(31);
  // The matrix draws its cells at once and fills them as the month's records are read.
  const states = () => cells.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  await expect
    .poll(async () => (await states()).slice(6, 8).every((l) => /break the rules|breaks the rules/.test(l)))
    .toBe(true);
  expect((await states()).slice(8, 12).some((l) => /break/.test(l))).toBe(false);
  await both(page, 'calendar');
  await page
    .getByRole('button', { name: /Sam Taylor/ })
    .first()
    .click();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/calendar-row-390.png` });
});
