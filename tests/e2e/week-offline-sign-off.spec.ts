import { existsSync, readdirSync } from 'node:fs';
import { addDays } from '@domain/calendar/iso-date';
import { expect, type Page } from '@playwright/test';
import { MAIN_PORT } from '../../playwright.config';
import { test } from './fixtures';
import {
  browserToday,
  choose,
  DEMO_PASSWORD,
  dragCells,
  expectAccessible,
  logIn,
  openSignOff,
  tick,
  waitForOfflineSigning,
  waitForServiceWorkerControl,
} from './helpers';

/** Saves the day; when the rules ask for a reason, gives one. */
async function saveDay(page: Page, reason: string) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const prompt = page.getByRole('dialog', { name: 'Non-compliance comment' });
  const saved = page.getByTestId('day-state').filter({ hasText: 'Saved on this device' });
  await expect(prompt.or(saved)).toBeVisible(); // one or the other, once the rules have run
  if (await prompt.isVisible()) {
    await prompt.getByLabel('Reason').fill(reason);
    await prompt.getByRole('button', { name: 'Save', exact: true }).click();
  }
  await expect(page.getByTestId('day-state')).toHaveText('Saved on this device · waiting to sync');
}

test('a week logged offline with a preset, a rule-2 flag explained, signed off offline, then countersigned', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  await logIn(page, 'officer@demo.yacht');
  await waitForServiceWorkerControl(page);
  await waitForOfflineSigning(page);
  // The week before is on the device before the link goes: the rules check each day with it.
  await expect(page.getByRole('link', { name: /Sync status: Synced \d\d:\d\d/ })).toBeVisible({
    timeout: 30_000,
  });
  await context.setOffline(true);

  const today = await browserToday(page);
  const first = addDays(today, -6);
  // Day one: paint 06:00-20:00 by dragging and keep it as a preset.
  await page.goto(`/fleet/aurora/hours-of-rest/day/me?date=${first}`);
  await expect(page.getByTestId('worked-hours')).toBeVisible();
  // The demo gives some days off at random: such a day has nothing to clear (the button is off).
  // The day is read from the device a moment after the page shows: cleared once it shows what it
  // holds (read too early, the button was off, the day came in after, and it was never cleared).
  const clear = page.getByRole('button', { name: 'Clear day' });
  await expect(async () => {
    if (await clear.isEnabled()) await clear.click();
    await expect(page.getByTestId('worked-hours')).toHaveText(/^(0 h|–)$/, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await dragCells(page, 12, 39);
  await expect(page.getByTestId('worked-hours')).toHaveText('14 h');
  await tick(page, 'Add as new preset');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Field is required.')).toBeVisible(); // the preset needs a title
  await page.getByLabel('Preset title').fill('Charter day');
  await saveDay(page, 'Charter guests on board');

  // The other six days from the preset.
  for (let i = 1; i <= 6; i++) {
    await page.goto(`/fleet/aurora/hours-of-rest/day/me?date=${addDays(first, i)}`);
    await choose(page, /Preset$/, 'Charter day');
    await expect(page.getByTestId('worked-hours')).toHaveText('14 h');
    await saveDay(page, 'Charter guests on board');
  }
  // Ten hours of rest a day: rule 2, with the 7-day window that broke it.
  const flag = page.locator('.flag', { hasText: 'Rule 2' });
  await expect(flag).toContainText('less than 77 hours of rest in the last 7 days');
  await expect(flag).toContainText('–');
  await expectAccessible(page, 'the day editor with a flag');
  await expect(page.getByText('Charter guests on board')).toBeVisible();

  // Sign off the month, still offline: password checked against the device's verifier.
  await page.goto(`/fleet/aurora/hours-of-rest/calendar?month=${today.slice(0, 7)}`);
  // The officer's own row opens expanded (issue 31).
  await expect(page.getByRole('button', { name: /Erik Holm/ })).toHaveAttribute('aria-expanded', 'true');
  const dialog = await openSignOff(page);
  // The popup shows what the signature covers: the breaches with their reasons, and the days to come.
  await expect(dialog.getByText(/days? breaks? the rules/)).toBeVisible();
  await expect(dialog.getByText('Charter guests on board').first()).toBeVisible();
  await expect(dialog.getByText('By signing, I confirm')).toBeVisible();
  const lastDay = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 0)).getUTCDate();
  if (Number(today.slice(8, 10)) < lastDay)
    await expect(dialog.getByText(/This month has not ended: .* still to come/)).toBeVisible();
  await expectAccessible(page, 'the sign-off popup');
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign off' }).click();
  await expect(page.getByText('Signed · Erik Holm')).toBeVisible();
  // Notify people: the captain is told the month is ready (sent once online).
  const notify = page.getByRole('dialog', { name: 'Notify people' });
  await tick(notify, /James Whitfield/);
  await notify.getByRole('button', { name: 'Send' }).click();

  // Online again: everything reaches the server.
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Sync status' }).click();
  await expect(page.getByTestId('pending-count')).toHaveText('0', { timeout: 30_000 });
  await expect(page.getByText('Everything on this device has reached the server.')).toBeVisible();

  // The captain countersigns on another device.
  const captainContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const captain = await captainContext.newPage();
  await logIn(captain, 'captain@demo.yacht');
  await captain.goto(`/fleet/aurora/hours-of-rest/calendar?month=${today.slice(0, 7)}`);
  const row = captain.getByRole('region', { name: 'Erik Holm' });
  await expect(row.getByText('Signed · Erik Holm')).toBeVisible({ timeout: 30_000 });
  // A long crew list narrows by name, with the month at a glance above it.
  await captain.getByLabel('Search crew').fill('erik');
  await expect(captain.locator('.member-row')).toHaveCount(1);
  await expect(captain.getByTestId('month-summary')).toHaveText(
    /^1 user on this calendar · 1 signed · 0 countersigned · 1 with days/,
  );
  await expect(row.locator('.pill-bad')).toHaveText(/^\d+ days? breaks? the rules$/);
  await row.getByRole('button', { name: /Erik Holm/ }).click();
  await expectAccessible(captain, 'the calendar of a supervisor');
  // A month signed before it ends: the countersigner reads that countersigning locks the days
  // still to come (the crew's "signed again" note would not be true of a countersign), in the
  // list of all ready and on the month alone.
  const monthOpen = Number(today.slice(8, 10)) < lastDay;
  const locks =
    /^This month has not ended: .+ still to come\. Countersigning locks the month: Erik Holm can then log (it|them) only through a request to reopen\.$/;
  await captain.getByRole('button', { name: /^Countersign all ready/ }).click();
  const all = captain.getByRole('dialog', { name: 'Countersign all ready' });
  const thisMonth = new Date(`${today}T12:00:00Z`).toLocaleString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const erikNow = all
    .getByRole('region', { name: thisMonth })
    .getByRole('listitem')
    .filter({ has: captain.getByRole('checkbox', { name: `Erik Holm, ${thisMonth}` }) });
  await expect(erikNow).toBeVisible();
  if (monthOpen) await expect(erikNow.getByTestId('countersign-not-ended')).toHaveText(locks);
  else await expect(erikNow.getByTestId('countersign-not-ended')).toHaveCount(0);
  // "All ready" ticks the months that are: a month still running comes left for later (the
  // captain may tick it), the ended months of the others come ticked.
  const erikBox = all.getByRole('checkbox', { name: `Erik Holm, ${thisMonth}` });
  if (monthOpen) {
    await expect(erikBox).not.toBeChecked();
    await expect(erikNow).toContainText('· left for later');
  } else await expect(erikBox).toBeChecked();
  // The months' own boxes: 'Select all' heads the list and is not a month.
  const boxes = all.locator('.batch-row').getByRole('checkbox');
  const ticked = (await boxes.count()) - (await all.getByTestId('countersign-not-ended').count());
  expect(ticked).toBeGreaterThan(0);
  await expect(
    all.getByRole('button', { name: `Countersign ${ticked} sign-off${ticked === 1 ? '' : 's'}` }),
  ).toBeVisible();
  // SHOTS_DIR set: the list at 390 and 1280 px, the running month in view, for review by eye.
  if (process.env.SHOTS_DIR)
    for (const width of [390, 1280]) {
      await captain.setViewportSize({ width, height: 900 });
      await erikNow.scrollIntoViewIfNeeded();
      await captain.screenshot({ path: `${process.env.SHOTS_DIR}/countersign-all-running-${width}.png` });
    }
  await captain.setViewportSize({ width: 390, height: 844 });
  await all.getByRole('button', { name: 'Cancel' }).click();
  await row.getByRole('button', { name: 'Countersign' }).click();
  const cs = captain.getByRole('dialog', { name: 'Countersign Erik Holm' });
  // The countersigner sees the breaches and their reasons before signing.
  await expect(cs.getByText('Charter guests on board').first()).toBeVisible();
  await expect(cs.getByText(/Rule 2: less than 77 hours/).first()).toBeVisible();
  if (monthOpen) await expect(cs.getByTestId('countersign-not-ended')).toHaveText(locks);
  await expect(cs.getByText(/will not be covered until it is signed again/)).toHaveCount(0);
  await cs.getByLabel('Password').fill(DEMO_PASSWORD);
  await cs.getByRole('button', { name: 'Countersign' }).click();
  await expect(row.getByText('Countersigned · James Whitfield')).toBeVisible();

  // The server holds the countersigned month and the reasons.
  await expect
    .poll(
      async () => {
        const login = await (
          await request.post(`${baseURL}/api/v1/login`, {
            data: { username: 'captain@demo.yacht', password: DEMO_PASSWORD },
          })
        ).json();
        const changes = await (
          await request.get(`${baseURL}/api/v1/sync/changes?since=0`, {
            headers: { authorization: `Bearer ${login.accessToken}` },
          })
        ).json();
        const officer = changes.members.find((m: { firstName: string }) => m.firstName === 'Erik');
        const month = changes.restMonths.find(
          (m: { userId: number; month: string }) =>
            m.userId === officer.userId && m.month === today.slice(0, 7),
        );
        const reasons = changes.comments.filter(
          (c: { userId: number; kind: string }) => c.userId === officer.userId && c.kind === 'noncompliance',
        );
        return {
          signed: month?.signedByName,
          countersigned: month?.counterSignedByName,
          reasons: reasons.length > 0,
        };
      },
      { timeout: 30_000 },
    )
    .toEqual({ signed: 'Erik Holm', countersigned: 'James Whitfield', reasons: true });
  // The notice went out by e-mail (no SMTP here: the server writes .eml files to its data folder),
  // as a background job a moment after the sign-off reached the server.
  const mailTo = (to: string) => {
    const dir = `tests/.tmp/e2e-${MAIN_PORT}/mail`;
    return existsSync(dir) && readdirSync(dir).some((f) => f.includes(to));
  };
  await expect.poll(() => mailTo('captain@demo.yacht'), { timeout: 15_000 }).toBe(true);
});
