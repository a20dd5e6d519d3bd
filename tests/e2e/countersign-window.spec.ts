import { addDays, monthOf } from '@domain/calendar/iso-date';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { browserToday, DEMO_PASSWORD, expectAccessible, logIn } from './helpers';

/** The next crew member whose month waits for a countersign (rows open one by one). */
async function nextToCountersign(page: Page): Promise<Locator> {
  // The month's records are read from the device as the page opens (and reach a new device in
  // the second part of its first sync): wait until the signatures show.
  await expect(page.getByTestId('month-summary')).toHaveText(/· [1-9]\d* signed/, { timeout: 30_000 });
  const rows = page.locator('.member-row');
  for (let i = 0; i < (await rows.count()); i++) {
    const row = rows.nth(i);
    if (
      !(await row.getByText(/^Signed · /).isVisible()) ||
      (await row.getByText(/^Countersigned/).isVisible())
    )
      continue;
    const head = row.locator('.member-head');
    if ((await head.getAttribute('aria-expanded')) !== 'true') await head.click();
    // The row's actions render after the click: wait for them before looking.
    const countersign = row.getByRole('button', { name: 'Countersign' });
    await expect(
      countersign.or(row.getByRole('button', { name: 'Cancel signatures' })).first(),
    ).toBeVisible();
    if (await countersign.isVisible()) return row;
  }
  throw new Error('no month waits for a countersign');
}

/**
 * Issue 7, gap 4: a countersign locks the month, and for 20 minutes after a countersign with
 * the password, the next ones need none; after that, the password again.
 */
test('countersign locks the record; the password holds for 20 minutes', async ({ page }) => {
  await logIn(page, 'captain@demo.yacht');
  const lastMonth = monthOf(addDays(`${monthOf(await browserToday(page))}-01`, -1));
  await page.goto(`/fleet/aurora/hours-of-rest/calendar?month=${lastMonth}`);

  // The first countersign asks for the password.
  const first = await nextToCountersign(page);
  const name = (await first.getAttribute('aria-label'))!;
  await first.getByRole('button', { name: 'Countersign' }).click();
  const dialog = page.getByRole('dialog', { name: /^Countersign / });
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Countersign' }).click();
  await expect(first.getByText('Countersigned · James Whitfield')).toBeVisible();

  // The month is locked: its days open read-only.
  await first
    .getByRole('link', { name: new RegExp(`${lastMonth.slice(0, 4)}|\\d`) })
    .first()
    .click();
  await expect(page.getByText('This month has been countersigned and is read-only.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear day' })).toHaveCount(0);
  await page.goBack();

  // Within 20 minutes the next one needs no password.
  const second = await nextToCountersign(page);
  expect(await second.getAttribute('aria-label')).not.toBe(name);
  await second.getByRole('button', { name: 'Countersign' }).click();
  await expect(dialog.getByTestId('no-password')).toBeVisible();
  await expect(dialog.getByLabel('Password')).toHaveCount(0);
  await expectAccessible(page, 'a countersign within the 20 minutes');
  await dialog.getByRole('button', { name: 'Countersign' }).click();
  await expect(second.getByText('Countersigned · James Whitfield')).toBeVisible();

  // 21 minutes later, the password again: the authorisation the device keeps is moved 21
  // minutes into the past, as the passing of time would leave it.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('seaworthy');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('secrets', 'readwrite').objectStore('secrets');
          const get = store.get('countersign-until');
          get.onsuccess = () => {
            const row = get.result as { until: number };
            store.put({ ...row, until: row.until - 21 * 60_000 });
            store.transaction.oncomplete = () => resolve();
          };
        };
      }),
  );
  const third = await nextToCountersign(page);
  await third.getByRole('button', { name: 'Countersign' }).click();
  await expect(dialog.getByLabel('Password')).toBeVisible();
  await dialog.getByRole('button', { name: 'Countersign' }).click();
  await expect(dialog.getByText('Field is required.')).toBeVisible();
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Countersign' }).click();
  await expect(third.getByText('Countersigned · James Whitfield')).toBeVisible();
});
