import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { addDays } from '@domain/calendar/iso-date';
import { expect } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import { MAIN_PORT } from '../../playwright.config';
import { test } from './fixtures';
import { browserToday, expectAccessible, fillDate, logIn, waitForServiceWorkerControl } from './helpers';

test('copying a day onto two later days, from the data page', async ({ page }) => {
  await logIn(page, 'fleet@demo.yacht'); // no rest records of their own on Meridian
  const today = await browserToday(page);
  const source = addDays(today, -3);
  const [from, to] = [addDays(today, 30), addDays(today, 31)];
  await page.goto(`/fleet/meridian/hours-of-rest/day/me?date=${source}`);
  await page.locator('[data-cell="16"]').click();
  await page.locator('[data-cell="17"]').click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('worked-hours')).toHaveText('1 h');

  await page.getByRole('button', { name: 'Copy days' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy days' });
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(dialog.getByText('Field is required.').first()).toBeVisible();
  await fillDate(dialog, 'First day', from);
  await fillDate(dialog, 'Last day', to);
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(dialog).toHaveCount(0);

  await page.goto(`/fleet/meridian/hours-of-rest/day/me?date=${to}`);
  await expect(page.getByTestId('worked-hours')).toHaveText('1 h');
});

/** Issue 30, 2.1: a copy into a signed month asks as a day's save does, then reopens it: no false conflict. */
test('copying into a signed month asks first; cancel queues nothing, save and reopen syncs with no conflict', async ({
  page,
}) => {
  await logIn(page, 'mateo.novak6@demo.yacht'); // signed last month in the demo data; no other journey's
  const today = await browserToday(page);
  const lastMonth = addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
  await page.goto(`/fleet/aurora/hours-of-rest/day/me?date=${lastMonth}-10`);
  await expect(page.getByText('Signed · Mateo Novak')).toBeVisible();

  const copyOnto12th = async () => {
    await page.getByRole('button', { name: 'Copy days' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy days' });
    // Onto one day: the last day left empty is the first (before, 'Field is required.').
    await fillDate(dialog, 'First day', `${lastMonth}-12`);
    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  };
  await copyOnto12th();
  const confirm = page.getByRole('alertdialog', { name: 'Signed month' });
  await expect(confirm).toContainText('If you save this change, you must sign off again.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Copy days' }).getByRole('button', { name: 'Cancel' }).click();
  await page.goto('/sync');
  await expect(page.getByText('Everything on this device has reached the server.')).toBeVisible();

  await page.goto(`/fleet/aurora/hours-of-rest/day/me?date=${lastMonth}-10`);
  await copyOnto12th();
  await confirm.getByRole('button', { name: 'Save and reopen' }).click();
  await expect(page.getByRole('region', { name: /notification/i })).toContainText('Copied to 1 day');
  await expect(page.getByText('Signed · Mateo Novak')).toBeHidden();
  await page.goto('/sync');
  await expect(page.getByTestId('pending-count')).toHaveText('0', { timeout: 30_000 });
  await expect(page.getByText('Month already signed off')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Needs attention' })).toHaveCount(0);
});

test('dates are typed year first (YYYY/MM/DD) on every device, also one that had chosen day first before', async ({
  page,
}) => {
  await logIn(page, 'fleet@demo.yacht'); // the browser speaks US English
  // An earlier version let a device choose day or month first; that choice no longer counts.
  await page.evaluate(() => localStorage.setItem('seaworthy.date-order', 'day'));
  await page.goto('/fleet/meridian/hours-of-rest/day/me');
  await page.getByRole('button', { name: 'Copy days' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy days' });
  const from = dialog.getByRole('group', { name: 'From', exact: true });
  const segments = from.getByRole('spinbutton');
  await expect(segments).toHaveCount(3);
  await expect(segments.nth(0)).toHaveAccessibleName(/^year/i);
  await expect(segments.nth(1)).toHaveAccessibleName(/^month/i);
  await expect(segments.nth(2)).toHaveAccessibleName(/^day/i);
  await fillDate(dialog, 'From', '2026-03-07');
  await expect(from).toHaveText('2026/03/07');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('a day copied offline onto 40 days: a toast confirms, the Sync page lists them in a box that scrolls', async ({
  page,
  context,
}) => {
  await logIn(page, 'fleet@demo.yacht');
  const today = await browserToday(page);
  const source = addDays(today, -5);
  await page.goto(`/fleet/meridian/hours-of-rest/day/me?date=${source}`);
  await page.locator('[data-cell="20"]').click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('day-state')).toHaveText('Synced');
  await waitForServiceWorkerControl(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Copy days' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy days' });
  await fillDate(dialog, 'First day', addDays(today, 40));
  await fillDate(dialog, 'Last day', addDays(today, 79));
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('region', { name: /notification/i })).toContainText('Copied to 40 days');

  await page.goto('/sync');
  await expect(page.getByTestId('pending-count')).toHaveText('40');
  const list = page.getByRole('region', { name: 'Changes waiting to send' });
  await expect(list).toBeVisible();
  // Only the rows in view are drawn; the last one appears when the box is scrolled.
  expect(await list.getByRole('listitem').count()).toBeLessThan(40);
  const last = `Hours of rest ${format(parseISO(addDays(today, 79)), 'EEE dd MMM')}`;
  await expect(list.getByText(last)).toHaveCount(0);
  await list.evaluate((box) => box.scrollTo(0, box.scrollHeight));
  await expect(list.getByText(last)).toBeVisible();
  await expectAccessible(page, 'the Sync page with a long queue');
  await context.setOffline(false);
  await expect(page.getByTestId('pending-count')).toHaveText('0', { timeout: 30_000 });
});

test('an officer downloads the vessel record as a PDF', async ({ page }) => {
  await logIn(page, 'officer@demo.yacht');
  await page.goto('/fleet/aurora/hours-of-rest/records');
  const row = page.locator('.record-row', { hasText: 'Whole vessel' });
  await expect(row).toBeVisible();
  await expectAccessible(page, 'the records page');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    (async () => {
      await row.getByRole('button', { name: 'Export Whole vessel' }).click();
      await page.getByRole('menuitem', { name: 'Download PDF' }).click();
    })(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^hours-of-rest-aurora-\d{4}-\d{2}\.pdf$/);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
});

test('a record e-mailed offline to typed addresses goes out once back online', async ({ page, context }) => {
  await logIn(page, 'officer@demo.yacht');
  await page.goto('/fleet/aurora/hours-of-rest/records');
  const row = page.locator('.record-row').filter({ hasText: 'Erik Holm' });
  await expect(row).toBeVisible();
  await expect(row.locator('.pill')).toHaveText(/^(Not signed|Signed · not countersigned|Countersigned)$/);
  await context.setOffline(true);
  await row.getByRole('button', { name: 'Export Erik Holm' }).click();
  // Offline, the downloads (made by the server) wait; the e-mail can be queued.
  await expect(page.getByRole('menuitem', { name: 'Download PDF (online only)' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.getByRole('menuitem', { name: 'E-mail…' }).click();
  const dialog = page.getByRole('dialog', { name: 'E-mail the record' });
  await expect(dialog.getByLabel('To')).toHaveValue('officer@demo.yacht');
  await dialog.getByLabel('To').fill('office@shore.example, not-an-address');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Invalid email address.')).toBeVisible();
  await dialog.getByLabel('To').fill('office@shore.example, dpa@shore.example');
  await expectAccessible(page, 'the e-mail popup');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Saved on this device, will send when the shore can be reached')).toBeVisible();
  await page.getByRole('button', { name: 'Close', exact: true }).first().click();

  await context.setOffline(false);
  const dir = `tests/.tmp/e2e-${MAIN_PORT}/mail`;
  const sent = () => existsSync(dir) && readdirSync(dir).some((f) => f.includes('office@shore.example'));
  await expect.poll(sent, { timeout: 30_000 }).toBe(true);
});

/** Issue 30, 2.4: online, the server sends the record at once and the spec's popup says so. */
test("a record e-mailed online: the 'Email sent' popup, and the mail goes out", async ({ page }) => {
  await logIn(page, 'officer@demo.yacht');
  await page.goto('/fleet/aurora/hours-of-rest/records');
  const row = page.locator('.record-row').filter({ hasText: 'Erik Holm' });
  await row.getByRole('button', { name: 'Export Erik Holm' }).click();
  await page.getByRole('menuitem', { name: 'E-mail…' }).click();
  const dialog = page.getByRole('dialog', { name: 'E-mail the record' });
  await dialog.getByLabel('To').fill('master@shore.example');
  await dialog.getByRole('button', { name: 'Send' }).click();
  const popup = page.getByRole('dialog', { name: 'Email sent' });
  await expect(popup).toContainText('Email has been successfully sent');
  await expectAccessible(page, 'the e-mail sent popup');
  const dir = `tests/.tmp/e2e-${MAIN_PORT}/mail`;
  expect(readdirSync(dir).some((f) => f.includes('master@shore.example'))).toBe(true);
});
