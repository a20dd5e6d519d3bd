import { expect } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, logIn, serverSession, tick, waitForServiceWorkerControl } from './helpers';

interface Member {
  name: string;
  watchkeeper: boolean;
  departments: { name: string }[];
}

/** Issue 7, gap 9: approval-group changes go through the outbox, so an officer makes them at sea. */
test('an officer changes the approval group offline; the server has it once back online', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await logIn(page, 'captain@demo.yacht');
  await waitForServiceWorkerControl(page);
  await page.goto('/fleet/aurora/hours-of-rest/approval-group');
  await expect(page.getByRole('heading', { name: 'Approval group' })).toBeVisible();
  await context.setOffline(true);

  await page.getByLabel('Add a member').fill('sam');
  await page.getByRole('button', { name: 'Add Sam Taylor' }).click();
  const card = page.getByRole('region', { name: 'Sam Taylor' });
  await expect(card).toBeVisible();
  await tick(card, 'Watchkeeper');
  await expectAccessible(page, 'the approval group');

  const server = await serverSession(request, baseURL!, 'captain@demo.yacht');
  const aurora = server.vesselId('aurora');
  const sam = async () =>
    ((await server.get(`/hor/approvalGroup/list/${aurora}`)) as Member[]).find(
      (m) => m.name === 'Sam Taylor',
    );
  expect(await sam()).toBeUndefined(); // still on the phone

  await context.setOffline(false);
  await expect.poll(async () => (await sam())?.watchkeeper, { timeout: 30_000 }).toBe(true);

  // Removed again, online this time.
  await card.getByRole('button', { name: 'Remove' }).click();
  await expect(card).toHaveCount(0);
  await expect.poll(sam, { timeout: 30_000 }).toBeUndefined();
});
