import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { logIn, newCrewMember, serverSession, waitForServiceWorkerControl } from './helpers';

/**
 * Issue 9, personal data on a shared phone: a purser changes bank details offline and logs
 * out. Nothing the next user can read on the device holds those details, nor anyone's synced
 * records; the change waits, sealed, and reaches the server when the purser logs in again.
 */

/** Every IndexedDB store of the app as text (files' bytes aside): what a next user could read. */
const deviceText = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('seaworthy');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const names = [...db.objectStoreNames];
          const tx = db.transaction(names);
          const out: Record<string, unknown[]> = {};
          for (const name of names) {
            const req = tx.objectStore(name).getAll();
            req.onsuccess = () => {
              out[name] = req.result;
            };
          }
          tx.oncomplete = () => resolve(JSON.stringify(out));
        };
      }),
  );

test('logging out seals unsent personal details and forgets the synced ones', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const iban = 'GB94BARC10201530093459';
  const email = `shared.${Date.now()}@demo.yacht`;
  await newCrewMember(request, baseURL!, { email, firstName: 'Wren', lastName: 'Holloway' });
  await logIn(page, 'purser@demo.yacht');
  await waitForServiceWorkerControl(page);
  await page.goto('/fleet/aurora/crew');
  await page.getByRole('link', { name: /Wren Holloway/ }).click();
  await expect(page.getByRole('heading', { name: 'Wren Holloway' })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Edit bank details' }).click();
  const bank = page.getByRole('dialog', { name: 'Update bank details' });
  await bank.getByLabel('IBAN').fill(iban);
  await bank.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('region', { name: 'Bank details' }).getByText('Not synced')).toBeVisible();
  // Another crew member's next of kin, synced to this purser's phone.
  const before = await deviceText(page);
  expect(before).toContain(iban);
  expect(before).toContain('"nokName"');

  // With no link to shore it asks first: logged off, no one can log in on this phone until the link is back.
  await page.goto('/logout');
  await expect(page.getByRole('heading', { name: 'Log off without a link to shore?' })).toBeVisible();
  await expect(
    page.getByText('1 change saved on this device is kept, locked to you, and sent once you log in again.'),
  ).toBeVisible();
  // Opened on its own (no page of the app before it in this tab): Stay goes to the app's start.
  await page.getByRole('button', { name: 'Stay logged in' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/logout/);
  await page.goto('/logout');
  await page.getByRole('button', { name: 'Log off anyway' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  const after = await deviceText(page);
  expect(after).not.toContain(iban);
  expect(after).not.toContain('"nokName"');
  expect(after).toContain('"status":"sealed"');

  // The crew member logs in on the same phone: the purser's change is not theirs to send.
  await context.setOffline(false);
  await logIn(page, 'crew@demo.yacht');
  await page.goto('/sync');
  await expect(
    page.getByText(/One change by someone who logged out of this device waits, sealed/),
  ).toBeVisible();
  const purser = await serverSession(request, baseURL!, 'purser@demo.yacht');
  const aurora = purser.vesselId('aurora');
  const crew = (await purser.get(`/crew/onyacht/${aurora}`)) as { id: number; email: string }[];
  const wren = crew.find((c) => c.email === email)!;
  const profile = async () =>
    ((await purser.get(`/crew/${aurora}/${wren.id}`)) as { private: { bankIban: string | null } | null })
      .private?.bankIban ?? null;
  expect(await profile()).toBeNull();
  expect(await deviceText(page)).not.toContain(iban);

  // The purser again: the change opens and reaches the server.
  await page.goto('/logout');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await logIn(page, 'purser@demo.yacht');
  await expect.poll(profile, { timeout: 30_000 }).toBe(iban);
});
