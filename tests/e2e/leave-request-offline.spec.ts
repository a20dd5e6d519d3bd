import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  browserToday,
  expectAccessible,
  fillDate,
  logIn,
  serverSession,
  waitForPopupEntry,
  waitForServiceWorkerControl,
} from './helpers';

/**
 * Issue 10, at 390 px: a crew member asks for leave offline (it survives a reload), it reaches
 * the server when the link returns, the leave approval group (the demo captain) approves it on a
 * phone, and the balance falls by the days taken on both phones and on the server.
 */

const shift = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const availableToday = (page: Page) =>
  page
    .getByRole('region', { name: 'Balance' })
    .locator('.total')
    .filter({ hasText: 'Available today' })
    .locator('strong');
const figure = async (page: Page) => Number(await availableToday(page).textContent());

test('crew ask for leave offline, the approval group approves it on a phone, the balance follows', async ({
  browser,
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  // Two days just gone (leave logged after it was taken), other days on a retry of this journey.
  const today = await browserToday(page);
  const from = shift(today, -3 - 3 * testInfo.retry);
  const to = shift(from, 1);

  await logIn(page, 'crew@demo.yacht');
  await waitForServiceWorkerControl(page);
  await page.goto('/fleet/aurora/leave');
  // Crew below level 5 land on their own leave profile.
  await expect(page.getByRole('heading', { name: 'Sam Taylor' })).toBeVisible();
  await expect(availableToday(page)).toHaveText(/\d/);
  const before = await figure(page);

  await context.setOffline(true);
  await page.getByRole('link', { name: /New request/ }).click();
  await fillDate(page, 'From', from);
  await fillDate(page, 'To', to);
  await expect(page.getByText(/2 days/).first()).toBeVisible();
  await expectAccessible(page, 'the leave request form');
  // Leaving with the dates filled in asks first, by the Back link and by the phone's Back.
  const unsaved = page.getByRole('alertdialog', { name: 'Unsaved changes' });
  await page.getByRole('link', { name: 'My leave' }).click();
  await expect(unsaved).toBeVisible();
  await unsaved.getByRole('button', { name: 'Keep editing' }).click();
  await waitForPopupEntry(page);
  await page.goBack();
  await expect(unsaved).toBeVisible();
  await unsaved.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/leave\/leave-form\b/);
  await page.getByLabel('Comments', { exact: true }).fill('Family visit ashore');
  await page.getByRole('button', { name: 'REQUEST' }).click();

  // Kept on the phone: listed as pending, not sent yet, and still there after a reload offline.
  const requests = page.getByRole('region', { name: 'Leave requests' });
  const mine = requests
    .getByRole('listitem')
    .filter({ hasText: 'Pending' })
    .filter({ hasText: /not sent yet/ });
  await expect(mine).toHaveCount(1);
  await page.reload();
  await expect(mine).toHaveCount(1);

  await context.setOffline(false);
  await expect(requests.getByText(/not sent yet/)).toHaveCount(0, { timeout: 30_000 });
  // A second request over the same days is told which one it meets, in the one range style the
  // lists use ("29 Nov – 30 Nov 26"), not "29 Nov 26 to 30 Nov 26".
  await page.getByRole('link', { name: /New request/ }).click();
  await fillDate(page, 'From', from);
  await fillDate(page, 'To', to);
  await expect(page.getByRole('status').filter({ hasText: 'These dates meet' })).toHaveText(
    /^These dates meet a request pending approval \(\d\d [A-Z][a-z]{2}( \d\d)? – \d\d [A-Z][a-z]{2} \d\d\)\.$/,
  );
  await page.getByRole('link', { name: 'My leave' }).click();
  await unsaved.getByRole('button', { name: 'Discard' }).click();
  await expect(requests.getByRole('listitem').filter({ hasText: 'Pending' }).first()).toBeVisible();
  const purser = await serverSession(request, baseURL!, 'purser@demo.yacht');
  const aurora = purser.vesselId('aurora');
  const sam = async () =>
    (
      (await purser.get(`/leave/${aurora}/balances`)) as {
        profiles: { name: string; availableToday: number }[];
      }
    ).profiles.find((p) => p.name === 'Sam Taylor')!.availableToday;
  expect(await sam()).toBeCloseTo(before, 2);

  // The captain, the vessel's leave approval group, approves it on a phone.
  const captainContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const captain = await captainContext.newPage();
  await logIn(captain, 'captain@demo.yacht');
  await captain.goto('/fleet/aurora/leave');
  const pending = captain.getByRole('region', { name: /Pending requests/ });
  await pending
    .getByRole('link')
    .filter({ hasText: 'Sam Taylor' })
    .filter({ hasText: /2 days/ })
    .click();
  await expectAccessible(captain, 'a pending request, as the approval group sees it');
  await captain.getByLabel('Decision comments').fill('Liam covers your watches');
  await captain.getByRole('button', { name: 'APPROVE' }).click();
  // Told once it is kept on the phone (a reload before that would drop the tap).
  await expect(captain.getByText('Leave approved.')).toBeVisible();
  await captain.goto('/fleet/aurora/leave');
  const samRow = captain
    .getByRole('link')
    .filter({ hasText: 'Sam Taylor' })
    .filter({ hasText: 'available today' });
  await expect(samRow).toContainText((before - 2).toFixed(2));

  // The leave history keeps both comments, the approver's on a line of its own (issue 30, 1.4).
  await samRow.click();
  await captain.getByRole('button', { name: 'Leave history' }).click();
  const taken = captain
    .getByRole('dialog', { name: 'Leave history' })
    .getByRole('row')
    .filter({ hasText: 'Family visit ashore' });
  const decision = taken.getByText('Decision comments: Liam covers your watches');
  await expect(decision).toBeVisible({ timeout: 30_000 });
  const said = (await taken.getByText('Family visit ashore', { exact: true }).boundingBox())!;
  expect((await decision.boundingBox())!.y).toBeGreaterThanOrEqual(said.y + said.height - 1);
  await captain.keyboard.press('Escape');

  // On the server, and on the crew member's phone once it syncs.
  await expect.poll(sam, { timeout: 30_000 }).toBeCloseTo(before - 2, 2);
  await page.reload();
  await expect(availableToday(page)).toHaveText((before - 2).toFixed(2), { timeout: 30_000 });
  await expect(
    requests
      .getByRole('listitem')
      .filter({ hasText: 'Approved' })
      .filter({ hasText: /2 days/ }),
  ).toHaveCount(1);
  await captainContext.close();
});
