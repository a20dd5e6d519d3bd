import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { browserToday, expectAccessible, logIn, waitForServiceWorkerControl } from './helpers';

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
