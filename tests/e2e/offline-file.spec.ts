import { expect } from '@playwright/test';
import { test } from './fixtures';
import { DEMO_PASSWORD, logIn, waitForServiceWorkerControl } from './helpers';
import { png } from './png';

/** What the device holds in its file table, read in the page. */
const deviceFiles = (page: import('@playwright/test').Page) =>
  page.evaluate(
    () =>
      new Promise<{ id: string; state: string; size: number }[]>((resolve, reject) => {
        const open = indexedDB.open('seaworthy');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction('files').objectStore('files').getAll();
          req.onsuccess = () =>
            resolve(
              req.result.map((f: { id: string; state: string; size: number }) => ({
                id: f.id,
                state: f.state,
                size: f.size,
              })),
            );
        };
      }),
  );

test('a signature image picked offline survives a reload and reaches the server once', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // Uploads the server created (attempts made while offline never reach it). Opening the Sync
  // page can close an upload under way before the device kept its address; the creation is
  // then sent again and answers with the same upload, never a second one.
  const creations = new Set<string>();
  context.on('response', (r) => {
    const req = r.request();
    if (req.method() === 'POST' && req.url().endsWith('/api/v1/files/uploads') && r.status() === 201)
      creations.add(r.headers().location ?? '');
  });
  await logIn(page, 'purser@demo.yacht');
  await waitForServiceWorkerControl(page);
  await page.goto('/fleet/aurora/hours-of-rest/calendar');
  // The purser's own row opens expanded and first (issue 31).
  await expect(page.getByRole('button', { name: /Clara Mendes/ }).first()).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.getByRole('button', { name: 'Sign off' }).click();
  // No signature on file: the pre-check (online) asks for one. Then the link drops.
  const pad = page.getByRole('dialog', { name: 'Digital signature' });
  await expect(pad).toBeVisible();
  await context.setOffline(true);
  await pad
    .locator('input[type=file]')
    .setInputFiles({ name: 'my-signature.png', mimeType: 'image/png', buffer: png(120, 60) });
  await expect(pad.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  await pad.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('dialog', { name: 'Sign off' }).getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => deviceFiles(page)).toEqual([expect.objectContaining({ state: 'queued' })]);

  // Closed and opened again, still offline: the file waits on the device.
  await page.reload();
  await expect.poll(() => deviceFiles(page)).toEqual([expect.objectContaining({ state: 'queued' })]);
  const [queued] = await deviceFiles(page);

  await context.setOffline(false);
  await page.goto('/sync');
  await expect(page.getByText('Everything on this device has reached the server.')).toBeVisible({
    timeout: 30_000,
  });
  await expect
    .poll(() => deviceFiles(page))
    .toEqual([{ id: queued!.id, state: 'stored', size: queued!.size }]);

  // On the server: that file, whole, and it is now the signature.
  const login = await request.post(`${baseURL}/api/v1/login`, {
    data: { username: 'purser@demo.yacht', password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await login.json()).accessToken}` };
  const file = await request.get(`/api/v1/files/${queued!.id}`, { headers });
  expect(file.status()).toBe(200);
  expect((await file.body()).length).toBe(queued!.size);
  const signature = await (await request.get('/api/v1/hor/digital-signature', { headers })).json();
  expect(signature.hasSignature).toBe(true);
  expect([...creations]).toEqual([`/api/v1/files/uploads/${queued!.id}`]);
});
