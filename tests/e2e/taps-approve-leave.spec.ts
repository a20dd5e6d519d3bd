import { expect } from '@playwright/test';
import { test } from './fixtures';
import { browserToday, expectAccessible, logIn, waitForServiceWorkerControl } from './helpers';
import { leaveCaller, samAsksForADay } from './leave-setup';
import { recordTaps, startCounting, taps } from './taps';

/**
 * Issue 31, section 3: the captain approves a crew member's leave from home in at most two taps
 * (the tile 'Leave requests to decide', then APPROVE on the request's row). Before: 4 taps and a
 * scroll (Leave, the request, scroll to APPROVE, APPROVE, back).
 */
test('the captain approves a leave request from home in two taps @taps', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  // Setup, outside the count: the crew member asks for a day of leave (one of this run's own).
  const today = await browserToday(page);
  const requestId = await samAsksForADay(request, baseURL!, today, 20 + 50 * testInfo.retry);

  await logIn(page, 'captain@demo.yacht');
  await waitForServiceWorkerControl(page);
  await expect(page).toHaveURL(/\/fleet\/aurora\/welcome$/);
  const tile = page
    .getByRole('region', { name: 'At a glance' })
    .getByRole('link', { name: /^Leave requests to decide/ });
  const row = page.locator('li.to-decide', { has: page.locator(`a[href$="/leave-form/${requestId}"]`) });
  // The request has reached the captain's phone (the first sync); then the task starts.
  await expect(tile).toContainText(/\d+ requests?/, { timeout: 30_000 });
  await startCounting(page);

  await tile.click();
  await expect(page).toHaveURL(/\/fleet\/aurora\/leave\?show=to-decide$/);
  await expect(page.getByRole('heading', { name: 'Leave requests to decide', level: 1 })).toBeVisible();
  await row.getByRole('button', { name: /^APPROVE leave of Sam Taylor/ }).click();

  // Approved on screen: the toast, and the row's status (it stays listed, without its buttons).
  await expect(page.getByText('Leave approved.')).toBeVisible();
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /APPROVE/ })).toHaveCount(0);
  const count = await taps(page);
  recordTaps('approve-leave', {
    task: 'Approve leave (captain), from home',
    taps: count,
    goal: 2,
    before: '4 taps and a scroll',
  });
  expect(count).toBeLessThanOrEqual(2);
  await expectAccessible(page, 'leave requests to decide');

  // And on the server.
  const captain = await leaveCaller(request, baseURL!, 'captain@demo.yacht');
  await expect
    .poll(async () => (await captain.requestOnServer(requestId))?.status, { timeout: 30_000 })
    .toBe('Approved');
});
