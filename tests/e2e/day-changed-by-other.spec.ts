import { addDays } from '@domain/calendar/iso-date';
import { expect } from '@playwright/test';
import { test } from './fixtures';
import {
  browserToday,
  expectAccessible,
  logIn,
  serverSession,
  tapCells,
  waitForServiceWorkerControl,
} from './helpers';

/** 08:00-16:00 at work: what the fleet manager plans first. */
const PLANNED = `${'0'.repeat(16)}${'1'.repeat(16)}${'0'.repeat(16)}`;
/** 08:00-14:00: their correction while the crew member's phone is offline. */
const CORRECTED = `${'0'.repeat(16)}${'1'.repeat(12)}${'0'.repeat(20)}`;

/**
 * A day changed by someone else while an edit of it waited on the phone is no longer replaced
 * silently: the phone shows both, and the crew member keeps theirs or the one on record.
 * Planned days on Meridian, which no other journey touches: nothing signed in their months.
 */
test('an offline edit of a day someone else changed meanwhile asks before replacing it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await page.goto('/login');
  const today = await browserToday(page);
  const [kept, dropped] = [addDays(today, 9), addDays(today, 10)];
  const fleet = await serverSession(request, baseURL!, 'fleet@demo.yacht');
  const crew = await serverSession(request, baseURL!, 'crew@demo.yacht');
  const meridian = fleet.vesselId('meridian');
  const plan = (binary: string) =>
    fleet.post(`/hor/day/${crew.userId}`, { yachtId: meridian, dates: [kept, dropped], binary });
  await plan(PLANNED);
  await logIn(page, 'crew@demo.yacht');

  // The phone has the planned days, then edits both offline: 2 more hours on each.
  await waitForServiceWorkerControl(page);
  for (const date of [kept, dropped]) {
    await page.goto(`/fleet/meridian/hours-of-rest/day/me?date=${date}`);
    await expect(page.getByTestId('worked-hours')).toHaveText('8 h', { timeout: 30_000 });
  }
  await context.setOffline(true);
  for (const date of [kept, dropped]) {
    await page.goto(`/fleet/meridian/hours-of-rest/day/me?date=${date}`);
    await expect(page.getByTestId('worked-hours')).toHaveText('8 h');
    await tapCells(page, [32, 33, 34, 35]);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByTestId('day-state')).toHaveText('Saved on this device · waiting to sync');
  }

  // Meanwhile the fleet manager corrects both days ashore.
  await plan(CORRECTED);

  // Back online: neither edit replaces the correction unasked.
  await context.setOffline(false);
  await expect(page.getByRole('link', { name: 'Sync status: 2 need attention' })).toBeVisible({
    timeout: 30_000,
  });
  // The day itself says so, not "waiting to sync", and leads to where it is decided.
  await page.goto(`/fleet/meridian/hours-of-rest/day/me?date=${kept}`);
  await expect(page.getByTestId('day-state')).toHaveText('Changed by someone else meanwhile');
  await page.getByRole('link', { name: 'Review on the Sync page' }).click();
  await page.getByRole('button', { name: 'Review' }).first().click();
  const prompt = page.getByRole('dialog', { name: 'Changed by someone else' });
  await expect(
    prompt.getByText('Fiona Grant changed this record while your change was waiting to be sent.'),
  ).toBeVisible();
  await expect(prompt.getByText('On shore now', { exact: true })).toBeVisible();
  await expect(prompt.getByText('Yours, not sent', { exact: true })).toBeVisible();
  // Each version in words too, not only as a bar.
  await expect(prompt.getByText('Work 08:00–14:00 · 6 h', { exact: true })).toBeVisible();
  await expect(prompt.getByText('Work 08:00–18:00 · 10 h', { exact: true })).toBeVisible();
  await expectAccessible(page, 'the prompt for a day changed by someone else');
  await page.waitForTimeout(300); // the popup's fade, for the screenshot
  await page.screenshot({ path: 'test-results/day-changed-by-other.png' });
  await prompt.getByRole('button', { name: 'Keep my change' }).click();
  await expect(prompt).toHaveCount(0);

  await page.getByRole('button', { name: 'Review' }).first().click();
  await page
    .getByRole('dialog', { name: 'Changed by someone else' })
    .getByRole('button', { name: 'Discard my change' })
    .click();
  await expect(page.getByText('Everything on this device has reached the server.')).toBeVisible({
    timeout: 30_000,
  });

  // The server holds the day kept as the phone had it, and the other as corrected.
  const day = async (date: string) =>
    (
      (await fleet.post(`/hor/day/get/${meridian}-${crew.userId}`, { yachtId: meridian, date })) as {
        binary: string;
      }
    ).binary;
  expect(await day(kept)).toBe(`${'0'.repeat(16)}${'1'.repeat(20)}${'0'.repeat(12)}`);
  expect(await day(dropped)).toBe(CORRECTED);
  // And the phone shows the correction it took.
  await page.goto(`/fleet/meridian/hours-of-rest/day/me?date=${dropped}`);
  await expect(page.getByTestId('worked-hours')).toHaveText('6 h');
});
