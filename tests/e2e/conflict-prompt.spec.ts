import { type Browser, expect, type Page } from '@playwright/test';
import { SHORT_TOKEN_PORT } from '../../playwright.config';
import { test } from './fixtures';
import {
  browserToday,
  DEMO_PASSWORD,
  expectAccessible,
  logIn,
  tapCells,
  waitForServiceWorkerControl,
} from './helpers';

// On the second server, so signing this month does not touch the other tests' records.
const base = `http://localhost:${SHORT_TOKEN_PORT}`;

async function openAs(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await logIn(page, email, base);
  return page;
}

test('crew sign off, the captain countersigns, and an offline edit then meets the conflict prompt', async ({
  page,
  context,
  browser,
}) => {
  // The crew member's phone: an edit made offline, waiting to be sent.
  await logIn(page, 'crew@demo.yacht', base);
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  const today = await browserToday(page);
  await page.goto(`${base}/fleet/aurora/hours-of-rest/day/me?date=${today}`);
  await tapCells(page, [20, 21, 22, 23]);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('day-state')).toHaveText('Saved on this device · waiting to sync');

  // Meanwhile, on another device, the crew member signs off the month in the calendar.
  const crewDesk = await openAs(browser, 'crew@demo.yacht');
  await crewDesk.goto(`${base}/fleet/aurora/hours-of-rest/calendar`);
  // The crew member's own row opens expanded (issue 31).
  await expect(crewDesk.getByRole('button', { name: /Sam Taylor/ })).toHaveAttribute('aria-expanded', 'true');
  await crewDesk.getByRole('button', { name: 'Sign off' }).click();
  // No handwritten signature on file yet: the pre-check asks for one first.
  const pad = crewDesk.getByRole('dialog', { name: 'Digital signature' });
  await expect(pad.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  const box = (await pad.getByLabel('Signature').boundingBox())!;
  await crewDesk.mouse.move(box.x + 40, box.y + 120);
  await crewDesk.mouse.down();
  await crewDesk.mouse.move(box.x + 120, box.y + 60, { steps: 8 });
  await crewDesk.mouse.move(box.x + 200, box.y + 140, { steps: 8 });
  await crewDesk.mouse.up();
  await pad.getByRole('button', { name: 'Save', exact: true }).click();
  const signDialog = crewDesk.getByRole('dialog', { name: 'Sign off' });
  await expect(
    signDialog.getByText('This record is not complete. All empty days will be marked as blank'),
  ).toBeVisible();
  await signDialog.getByLabel('Password').fill('wrong-password');
  await signDialog.getByRole('button', { name: 'Sign off' }).click();
  await expect(signDialog.getByText('Your credentials are invalid.')).toBeVisible();
  await signDialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await signDialog.getByRole('button', { name: 'Sign off' }).click();
  await expect(crewDesk.getByText('Signed · Sam Taylor')).toBeVisible();
  await crewDesk
    .getByRole('dialog', { name: 'Notify people' })
    .getByRole('button', { name: 'Cancel' })
    .click();

  // The captain, online, countersigns it.
  const captain = await openAs(browser, 'captain@demo.yacht');
  await captain.goto(`${base}/fleet/aurora/hours-of-rest/calendar`);
  const row = captain.getByRole('region', { name: 'Sam Taylor' });
  await expect(row.getByText('Signed · Sam Taylor')).toBeVisible({ timeout: 30_000 });
  await row.getByRole('button', { name: /Sam Taylor/ }).click();
  await row.getByRole('button', { name: 'Countersign' }).click();
  const cs = captain.getByRole('dialog', { name: 'Countersign Sam Taylor' });
  await cs.getByLabel('Password').fill(DEMO_PASSWORD);
  await cs.getByRole('button', { name: 'Countersign' }).click();
  await expect(row.getByText('Countersigned · James Whitfield')).toBeVisible();
  await expect(captain.getByRole('link', { name: 'Sync status' })).toHaveText(/Synced \d\d:\d\d$/, {
    timeout: 30_000,
  });

  // Back online, the phone's edit meets the countersigned month: the user decides.
  await context.setOffline(false);
  await expect(page.getByRole('link', { name: 'Sync status: 1 needs attention' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('link', { name: 'Sync status' }).click();
  // While a decision waits, the page does not claim that everything reached the server.
  await expect(
    page.getByText('Nothing else is waiting. The changes above wait for your decision.'),
  ).toBeVisible();
  await expect(page.getByText('Everything on this device has reached the server.')).toHaveCount(0);
  await expect(page.getByText('Waiting to send', { exact: true })).toHaveCount(1);
  await page.getByRole('button', { name: 'Review' }).click();
  const prompt = page.getByRole('dialog', { name: 'Month already countersigned' });
  await expect(prompt.getByText('Countersigned by James Whitfield')).toBeVisible();
  // Both versions of the day, the server's and this phone's, one above the other.
  await expect(prompt.getByText('On shore now', { exact: true })).toBeVisible();
  await expect(prompt.getByText('Yours, not sent', { exact: true })).toBeVisible();
  // A crew member may not reopen a countersigned month: they discard, or ask the countersigner.
  await expect(prompt.getByRole('button', { name: 'Resubmit my change' })).toHaveCount(0);
  await expect(prompt.getByRole('button', { name: 'Discard my change' })).toBeVisible();
  await expectAccessible(page, 'the conflict prompt');
  await page.waitForTimeout(300); // the popup's 200 ms fade, for the screenshot
  await page.screenshot({ path: 'test-results/conflict-prompt.png' });
  await prompt.getByRole('button', { name: 'Keep mine as a request to reopen' }).click();

  // The request reaches the server; the day shows the record, with the version asked for.
  await expect(page.getByText('Everything on this device has reached the server.')).toBeVisible({
    timeout: 30_000,
  });
  await page.goto(`${base}/fleet/aurora/hours-of-rest/day/me?date=${today}`);
  const state = page.getByTestId('day-state');
  await expect(state).toHaveText('Nothing recorded yet');
  await expect(page.getByTestId('worked-hours')).toHaveText('–'); // no figure for a day not recorded
  await expect(page.getByText('Countersigned · James Whitfield')).toBeVisible();
  await expect(page.getByTestId('day-reopen-request')).toContainText(
    'A change to this day waits as a request to reopen the month',
  );

  // The captain sees both versions and accepts: the month reopens with the crew member's day.
  await expect(async () => {
    await captain.reload();
    await expect(captain.getByTestId('reopen-requests')).toContainText('Sam Taylor', { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  const requests = captain.getByTestId('reopen-requests');
  await expect(requests.getByText('Asked for')).toBeVisible();
  await expectAccessible(captain, 'a request to reopen');
  await requests.getByRole('button', { name: 'Accept and reopen' }).click();
  await expect(requests.getByText(/^Accepted by James Whitfield/)).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(state).toHaveText('Synced', { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByTestId('worked-hours')).toHaveText('2 h');
  await expect(page.getByText('Countersigned · James Whitfield')).toHaveCount(0);
});
