import { addDays } from '@domain/calendar/iso-date';
import { expect } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import { test } from './fixtures';
import { browserToday, dragCells, expectAccessible, logIn, waitForServiceWorkerControl } from './helpers';

/** Issue 7, section 3: a plan for the coming days warns before it breaks a rule, offline too. */
test('a planned long day warns when a rule will break, on the day and on the calendar', async ({
  page,
  context,
}) => {
  await logIn(page, 'purser@demo.yacht');
  const today = await browserToday(page);
  const date = addDays(today, 2);
  await page.goto(`/fleet/aurora/hours-of-rest/day/me?date=${date}`);
  const state = page.getByTestId('day-state');
  await expect(state).toHaveText('Nothing planned yet');
  await expect(page.locator('.day-state').getByText('Planned', { exact: true })).toBeVisible();

  // Planned offline: 06:00 to 21:00 without a break of rest. The calendar is opened offline
  // below, so the service worker must be serving the app first.
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await dragCells(page, 12, 41);
  await expect(page.getByTestId('worked-hours')).toHaveText('15 h');
  const when = format(parseISO(date), 'EEE dd MMM');
  await expect(page.getByTestId('forecast')).toContainText(
    `If this plan holds, rule 4 breaks on ${when} at 20:00`,
  );
  await expectAccessible(page, 'the day editor with a forecast');

  // Saved, the plan warns the whole vessel's calendar too.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const reason = page.getByRole('dialog', { name: 'Non-compliance comment' });
  await reason.getByRole('textbox').fill('Planned sea trial');
  await reason.getByRole('button', { name: 'Save' }).click();
  await expect(state).toHaveText('Saved on this device · waiting to sync');
  await page.goto('/fleet/aurora/hours-of-rest/calendar');
  const week = page.getByTestId('coming-week');
  await expect(week).toContainText(`rule 4 breaks on ${when} at 20:00`);
  await expect(page.getByText(/Plan breaks rule 4/).first()).toBeVisible();
  // The warning opens the day the rule breaks on, where the plan can be changed.
  await week.getByRole('link', { name: /rule 4 breaks on/ }).click();
  await expect(page).toHaveURL(new RegExp(`date=${date}`));
  await expect(page.getByText('Would break rule 4')).toBeVisible();
  // Next month's page does not carry this month's warning.
  if (date.slice(0, 7) === today.slice(0, 7)) {
    const next = addDays(`${today.slice(0, 7)}-28`, 7).slice(0, 7);
    await page.goto(`/fleet/aurora/hours-of-rest/calendar?month=${next}`);
    await expect(page.getByRole('region', { name: 'Clara Mendes', exact: true })).toBeVisible();
    await expect(page.getByText(/Plan breaks rule/)).toHaveCount(0);
    await page.goto(`/fleet/aurora/hours-of-rest/day/me?date=${date}`);
    await expect(page.getByText('Would break rule 4')).toBeVisible();
  }
  await context.setOffline(false);

  // The plan deleted again: a month holding a plan cannot be signed off, and a later journey
  // (offline-file) signs off the purser's month.
  await page.getByRole('button', { name: 'Delete plan' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete plan' })
    .getByRole('button', { name: 'Delete plan' })
    .click();
  await expect(state).toHaveText('Nothing planned yet');
  await expect(page.getByRole('link', { name: /Sync status: Synced \d\d:\d\d/ })).toBeVisible({
    timeout: 30_000,
  });
});
