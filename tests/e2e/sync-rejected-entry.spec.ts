import { expect } from '@playwright/test';
import { deviceSession } from './device-session';
import { test } from './fixtures';
import { expectHeaderOneLine, logIn, shots, waitForServiceWorkerControl } from './helpers';

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
  // Queued: the chip counts it (the save's write may not have ended when Save is released).
  await expect(page.getByRole('link', { name: /^Sync status:.*1 (change )?waiting/ })).toBeVisible();
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

  const decisions = page.getByRole('region', { name: 'Needs attention' });
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

  // The shore gone (ship Wi-Fi up), the refusal still there and another change waiting: the
  // phone's chip has the most to say, and the header still keeps one line with the count whole.
  await context.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.goto('/fleet/aurora/hours-of-rest/day/me');
  await page.locator('[data-cell="32"]').click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const chip = page.getByRole('link', { name: /^Sync status:/ });
  await expectHeaderOneLine(
    chip,
    /^Sync status: Can't reach shore, 1 change waiting, 1 needs attention, last sync \d\d:\d\d$/,
  );
  await expect(chip).toContainText('1 waiting');
  await shots(page, 'chip-no-shore-waiting-to-check');
  await context.unroute('**/api/**');
  await page.goto('/sync');

  await discard.click();
  await expect(decisions).toHaveCount(0);
  // The waiting change goes once the shore answers again.
  await expect(page.getByText('Everything on this device has reached the server.')).toBeVisible({
    timeout: 30_000,
  });
});

/** Issue 30, 2.4: an e-mail that failed later is listed on the Sync page, with a way to the inbox a finger can hit. */
test('a record e-mail not delivered later: listed on the Sync page, Open the inbox is a full-size button', async ({
  page,
}) => {
  await logIn(page, 'liam.jensen0@demo.yacht');
  const userId = (await deviceSession(page))!.user.id;
  expect(userId).toBeGreaterThan(0);
  // The message the server's failed send leaves in the sender's inbox, as the feed brings it.
  await page.evaluate(async (userId) => {
    const open = indexedDB.open('seaworthy');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const store = db.transaction('messages', 'readwrite').objectStore('messages');
    await new Promise((resolve) => {
      store.put({
        id: 990001,
        userId,
        vesselId: null,
        header: 'Email not sent: hours of rest, Liam Jensen, November 2026',
        text: "Email hasn't been sent. Please try again or contact support\nTo: office@shore.example",
        sender: 'Hours of rest',
        date: new Date().toISOString(),
        seen: false,
        deleted: false,
        version: 1,
      }).onsuccess = resolve;
    });
    db.close();
  }, userId);
  await page.goto('/sync');
  const failures = page.getByRole('region', { name: 'Sent later, not delivered' });
  await expect(failures).toContainText('Email not sent: hours of rest, Liam Jensen, November 2026');
  const inbox = failures.getByRole('link', { name: 'Open the inbox' });
  expect((await inbox.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await inbox.click();
  await expect(page).toHaveURL(/\/inbox/);
});
