import { expect } from '@playwright/test';
import { test } from './fixtures';
import { logIn, waitForServiceWorkerControl } from './helpers';

/**
 * Issue 30, section 6: an entry the server will never take (here a text with a NUL, as a damaged
 * outbox may hold) is shown on the Sync page with the server's reason and a Discard a finger can
 * hit on a phone, and the reason is not squeezed into a sliver beside the buttons.
 */
test('a refused outbox entry on a phone: its reason readable, Retry and Discard full-size, Discard clears it', async ({
  page,
  context,
}) => {
  await logIn(page, 'liam.jensen0@demo.yacht'); // no other journey writes his days
  await page.goto('/fleet/aurora/hours-of-rest/day/me');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await page.locator('[data-cell="30"]').click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // The queued change, damaged as a bad entry would be: the server refuses it alone.
  await page.evaluate(async () => {
    const open = indexedDB.open('seaworthy');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const store = db.transaction('outbox', 'readwrite').objectStore('outbox');
    const all = await new Promise<{ op: string; body: Record<string, unknown> }[]>((resolve) => {
      const q = store.getAll();
      q.onsuccess = () => resolve(q.result);
    });
    const entry = all.find((e) => e.op === 'hor/day/save')!;
    entry.body.comment = 'Anchor\u0000watch';
    await new Promise((resolve) => {
      store.put(entry).onsuccess = resolve;
    });
  });
  await page.goto('/sync');
  await context.setOffline(false);

  const decisions = page.getByRole('region', { name: 'Needs your decision' });
  await expect(decisions).toContainText('Field contains characters that are not allowed.', {
    timeout: 30_000,
  });
  const reason = decisions.getByText(/Field contains characters/);
  const discard = decisions.getByRole('button', { name: 'Discard' });
  for (const button of [decisions.getByRole('button', { name: 'Retry' }), discard]) {
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  // At 390 px the reason keeps most of the card's width (the buttons go under it).
  const card = (await decisions.boundingBox())!;
  expect((await reason.boundingBox())!.width).toBeGreaterThan(card.width * 0.7);

  await discard.click();
  await expect(decisions).toHaveCount(0);
  await expect(page.getByText('Everything on this device has reached the server.')).toBeVisible();
});
