import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  browserToday,
  expectAccessible,
  logIn,
  serverSession,
  shots,
  waitForServiceWorkerControl,
} from './helpers';
import { leaveCaller, samAsksForADay } from './leave-setup';

const glance = (page: Page) => page.getByRole('region', { name: 'At a glance' });
const tile = (page: Page, name: string) => glance(page).getByRole('link', { name: new RegExp(`^${name}`) });
/** The figure a tile shows, e.g. 3 of '3 certificates · 2 documents'. */
const figure = (text: string, word: string) => Number(new RegExp(`(\\d+) ${word}`).exec(text)?.[1] ?? 0);

/**
 * Issue 31, section 3: the home says what needs the user, counted on the phone, and each tile
 * opens the list filtered to exactly what it counted: leave requests to decide, certificates and
 * documents expiring or expired, months to countersign, unread messages.
 */
test('the captain’s home counts what needs them, and each tile opens exactly that list', async ({
  page,
  request,
  baseURL,
}) => {
  // An unread message for the captain, so the inbox tile has something.
  const captain = await serverSession(request, baseURL!, 'captain@demo.yacht');
  const me = (await captain.get('/me')) as { user: { id: number } };
  const officer = await serverSession(request, baseURL!, 'officer@demo.yacht');
  const aurora = officer.vesselId('aurora');
  await officer.post('/notification', {
    yachtId: aurora,
    header: 'Tender service',
    text: 'The tender is back in service.',
    userIds: [me.user.id],
  });

  await logIn(page, 'captain@demo.yacht');
  await waitForServiceWorkerControl(page);
  await expect(page).toHaveURL(/\/fleet\/aurora\/welcome$/);

  // Leave requests to decide: the demo's request of Sam Taylor waits for the captain.
  const leave = tile(page, 'Leave requests to decide');
  await expect(leave).toContainText(/\d+ requests?Waiting for your decision$/, { timeout: 30_000 });
  const requests = figure((await leave.textContent()) ?? '', 'requests?');
  expect(requests).toBeGreaterThan(0);
  await expectAccessible(page, 'the home with its tiles');
  await leave.click();
  await expect(page).toHaveURL(/\/fleet\/aurora\/leave\?show=to-decide$/);
  await expect(page.locator('li.to-decide')).toHaveCount(requests);
  await expect(page.getByRole('button', { name: /^APPROVE leave of/ })).toHaveCount(requests);
  await page.getByRole('link', { name: 'M/Y Aurora', exact: true }).click();

  // Certificates and documents expiring or expired: the issues page shows those and no others.
  const expiring = tile(page, 'Expiring or expired');
  await expect(expiring).toBeVisible();
  const text = (await expiring.textContent()) ?? '';
  const certificates = figure(text, 'certificates?');
  const documents = figure(text, 'documents?');
  // The demo register has certificates expiring and one expired.
  expect(certificates).toBeGreaterThan(0);
  await expiring.click();
  await expect(page).toHaveURL(/\/fleet\/aurora\/issues\?show=expiring$/);
  await expect(page.getByRole('heading', { name: 'Expiring or expired', level: 1 })).toBeVisible();
  const register = page.getByRole('region', { name: 'Vessel certificates' });
  await expect(register.getByRole('listitem')).toHaveCount(certificates);
  await expect(register.getByRole('listitem').filter({ hasText: /missing|no certificate/i })).toHaveCount(0);
  await expect(page.locator('.issues-list .issues-items > li')).toHaveCount(documents);
  await expect(page.getByRole('link', { name: 'All issues' })).toBeVisible();
  await page.goBack();

  // Months to countersign: exactly the months of the calendar's "Countersign all ready (N)",
  // and the tile opens that list, on the oldest month waiting.
  const countersign = tile(page, 'To countersign');
  // Counted as sign-offs: '11 months' would read as a length of time.
  await expect(countersign).toContainText(/\d+ sign-offs?/);
  const months = figure((await countersign.textContent()) ?? '', 'sign-offs?');
  await countersign.click();
  await expect(page).toHaveURL(
    /\/fleet\/aurora\/hours-of-rest\/calendar\?month=\d{4}-\d{2}&show=to-countersign$/,
  );
  const list = page.getByRole('dialog', { name: 'Countersign all ready' });
  await expect(list.getByTestId('batch-totals')).toHaveCount(months);
  // Whose month shown waits for the captain: the review list's names under that month.
  const oldest = new URL(page.url()).searchParams.get('month')!;
  const label = new Date(`${oldest}-01T12:00:00Z`).toLocaleString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const waiting = await list
    .getByRole('region', { name: label, exact: true })
    .locator('.batch-row .checkbox-label > strong')
    .allTextContents();
  expect(waiting.length).toBeGreaterThan(0);
  await list.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: `Countersign all ready (${months})` })).toBeVisible();
  // Behind it, the calendar shows those people only, and says so in a chip that clears it.
  const rows = page.locator('section.member-row');
  const chip = page.getByTestId('to-countersign-filter');
  await expect(chip).toContainText(/waiting for your countersignature/);
  // Its words whole on a phone: wrapped, never run off the screen.
  expect(
    await chip.evaluate(
      (c) => c.scrollWidth <= c.clientWidth && c.getBoundingClientRect().right <= innerWidth,
    ),
  ).toBe(true);
  await expect(rows).toHaveCount(waiting.length);
  expect((await rows.evaluateAll((all) => all.map((r) => r.getAttribute('aria-label')))).sort()).toEqual(
    [...waiting].sort(),
  );
  await expectAccessible(page, 'the calendar filtered to the months to countersign');
  await shots(page, 'calendar-to-countersign', true);
  await page.getByRole('button', { name: 'Show everyone' }).click();
  await expect(page).toHaveURL(new RegExp(`/hours-of-rest/calendar\\?month=${oldest}$`));
  await expect(page.getByTestId('to-countersign-filter')).toHaveCount(0);
  // Everyone again: the captain's own row among them (their own month never waits for them).
  // (By the row's own name: other rows may name him as their countersigner.)
  await expect(page.locator('section.member-row[aria-label="James Whitfield"]')).toHaveCount(1);
  expect(await rows.count()).toBeGreaterThan(waiting.length);
  await page.goto('/fleet/aurora/welcome');

  // Unread messages: the vessel's inbox, with as many unread as the tile says.
  const inbox = tile(page, 'Inbox');
  await expect(inbox).toContainText(/\d+ unread/);
  const unread = figure((await inbox.textContent()) ?? '', 'unread');
  expect(unread).toBeGreaterThan(0);
  await inbox.click();
  await expect(page).toHaveURL(new RegExp(`/inbox/${aurora}\\?show=unread$`));
  // The unread ones only; one opened stays listed, read now.
  await expect(page.locator('.inbox-item.unseen')).toHaveCount(unread);
  await expect(page.locator('.inbox-item')).toHaveCount(unread);
  await page.locator('.inbox-item .inbox-open').first().click();
  await expect(page.locator('.inbox-item.unseen')).toHaveCount(unread - 1);
  await expect(page.locator('.inbox-item')).toHaveCount(unread);
});

test('crew see only the tiles that apply to them', async ({ page, request, baseURL }) => {
  const crew = await serverSession(request, baseURL!, 'crew@demo.yacht');
  const me = (await crew.get('/me')) as { user: { id: number } };
  const officer = await serverSession(request, baseURL!, 'officer@demo.yacht');
  const aurora = officer.vesselId('aurora');
  await officer.post('/notification', {
    yachtId: aurora,
    header: 'Crew mess',
    text: 'Lunch moves to 12:30 today.',
    userIds: [me.user.id],
  });
  await logIn(page, 'crew@demo.yacht');
  await waitForServiceWorkerControl(page);
  await page.goto('/fleet/aurora');
  await expect(tile(page, 'Inbox')).toContainText(/\d+ unread/, { timeout: 30_000 });
  // No approval rights, no one else's months: those tiles are not there at all.
  await expect(tile(page, 'Leave requests to decide')).toHaveCount(0);
  await expect(tile(page, 'To countersign')).toHaveCount(0);
  await expect(tile(page, 'Hours of rest')).toBeVisible();
  await expectAccessible(page, 'the crew member’s home');
});

test('offline, the captain approves one request and denies another with a reason; both reach the server when the link returns', async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  const today = await browserToday(page);
  const approve = await samAsksForADay(request, baseURL!, today, 100 + 50 * testInfo.retry);
  const deny = await samAsksForADay(request, baseURL!, today, 150 + 50 * testInfo.retry);
  await logIn(page, 'captain@demo.yacht');
  await waitForServiceWorkerControl(page);
  await expect(tile(page, 'Leave requests to decide')).toBeVisible({ timeout: 30_000 });
  const row = (id: string) =>
    page.locator('li.to-decide', { has: page.locator(`a[href$="/leave-form/${id}"]`) });
  await tile(page, 'Leave requests to decide').click();
  await expect(row(deny)).toBeVisible({ timeout: 30_000 });

  await context.setOffline(true);
  await row(approve)
    .getByRole('button', { name: /^APPROVE/ })
    .click();
  // Only on the phone so far: the toast does not claim it was sent.
  await expect(page.getByText('Saved on this device, will send when the shore can be reached')).toBeVisible();
  await expect(row(approve).getByText('Approved', { exact: true })).toBeVisible();
  await expect(row(approve).getByText(/not sent yet/)).toBeVisible();

  await row(deny)
    .getByRole('button', { name: /^REJECT/ })
    .click();
  const asked = page.getByRole('alertdialog', { name: 'Deny this leave request' });
  await asked.getByLabel('Decision comments').fill('Two of the deck crew are away that day');
  await expectAccessible(page, 'deny a leave request from the list');
  await asked.getByRole('button', { name: 'REJECT' }).click();
  await expect(row(deny).getByText('Denied', { exact: true })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(/not sent yet/)).toHaveCount(0, { timeout: 30_000 });
  const captain = await leaveCaller(request, baseURL!, 'captain@demo.yacht');
  await expect
    .poll(async () => (await captain.requestOnServer(approve))?.status, { timeout: 30_000 })
    .toBe('Approved');
  expect(await captain.requestOnServer(deny)).toMatchObject({
    status: 'Denied',
    decisionComment: 'Two of the deck crew are away that day',
  });
});
