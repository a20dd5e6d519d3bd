import { expect } from '@playwright/test';
import { test } from './fixtures';
import { browserToday, expectAccessible, logIn, waitForServiceWorkerControl } from './helpers';
import { leaveCaller, samAsksForADay } from './leave-setup';

/**
 * APPROVE on "Leave requests to decide" takes one tap, so a tap on the wrong row is easy at sea.
 * Its row offers Undo: offline the decision is taken back before anything leaves the phone;
 * online, after the shore has it, the request goes back to Pending there too.
 */
test('the captain undoes an APPROVE tapped from the list, offline and once the shore has it', async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  const today = await browserToday(page);
  const requestId = await samAsksForADay(request, baseURL!, today, 120 + 50 * testInfo.retry);
  const captain = await leaveCaller(request, baseURL!, 'captain@demo.yacht');
  const onServer = async () => (await captain.requestOnServer(requestId))?.status;

  await logIn(page, 'captain@demo.yacht');
  await waitForServiceWorkerControl(page);
  await page.goto('/fleet/aurora/leave?show=to-decide');
  const row = page.locator('li.to-decide', { has: page.locator(`a[href$="/leave-form/${requestId}"]`) });
  const approve = row.getByRole('button', { name: /^APPROVE leave of Sam Taylor/ });
  const undo = row.getByRole('button', { name: /^Undo the decision on leave of Sam Taylor/ });
  const toasts = page.getByRole('region', { name: /notification/i });
  await expect(approve).toBeVisible({ timeout: 30_000 });

  // Offline: approved on the phone only, then taken back; nothing is left to send.
  await context.setOffline(true);
  await approve.click();
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
  await expect(undo).toBeVisible();
  await undo.click();
  await expect(toasts).toContainText('Decision undone.');
  // The toast of the approval no longer holds: it goes.
  await expect(toasts).not.toContainText('Leave approved.');
  await expect(approve).toBeVisible();
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Sync status:/ })).not.toContainText('waiting');
  await context.setOffline(false);
  await page.goto('/sync');
  await expect(page.getByText('Everything on this device has reached the server.')).toBeVisible({
    timeout: 30_000,
  });
  expect(await onServer()).toBe('Pending');

  // Online: the approval reaches the shore; Undo sets the request back to Pending there.
  await page.goto('/fleet/aurora/leave?show=to-decide');
  await approve.click();
  await expect.poll(onServer, { timeout: 30_000 }).toBe('Approved');
  await undo.click();
  await expect(toasts).toContainText('Decision undone: the request is pending again.');
  await expect(approve).toBeVisible();
  // Tapped while the approval was on its way, the undo waits for its answer, then follows it.
  await expect.poll(onServer, { timeout: 60_000 }).toBe('Pending');
  await expect(page.getByRole('link', { name: /^Sync status:/ })).not.toContainText('waiting');
  await expectAccessible(page, 'leave requests to decide, after an undo');
});
