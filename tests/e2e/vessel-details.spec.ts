import { expect } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, logIn, serverSession } from './helpers';

/** Issue 9, vessel details at 390 px: the officer's form with its rules and the ships stamp; crew are refused. */

/** A 300x200 PNG, made in the page (no file on disk needed). */
const pngBytes = async (page: import('@playwright/test').Page) =>
  Buffer.from(
    await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(300, 200);
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#0b3954';
      ctx.fillRect(0, 0, 300, 200);
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      return [...new Uint8Array(await blob.arrayBuffer())];
    }),
  );

test('an officer keeps the vessel details and its ships stamp; crew may not see them', async ({
  page,
  request,
  baseURL,
}) => {
  await logIn(page, 'officer@demo.yacht');
  await page.goto('/fleet/aurora/welcome');
  await page.getByRole('link', { name: 'Vessel details' }).click();
  await expect(page.getByRole('heading', { name: 'Vessel details' })).toBeVisible();

  await page.getByLabel('Official number').fill('MT-12');
  await page.getByLabel('IMO number').fill('12x');
  await page.getByLabel('Length overall (m)').fill('forty');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Field accepts only alphanumeric characters.')).toBeVisible();
  await expect(page.getByText('Field should be a number or "-".')).toBeVisible();
  await expect(page.getByText('Field should be a number.')).toBeVisible();

  await page.getByLabel('Official number').fill('MT1234');
  await page.getByLabel('IMO number').fill('912-3456');
  await page.getByLabel('Length overall (m)').fill('47.5');
  await page.locator('input[type=file]').setInputFiles({
    name: 'stamp.png',
    mimeType: 'image/png',
    buffer: await pngBytes(page),
  });
  await expect(page.getByRole('img', { name: 'The ships stamp' })).toBeVisible();
  await expectAccessible(page, 'the vessel details');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Vessel details has been updated.')).toBeVisible();

  const officer = await serverSession(request, baseURL!, 'officer@demo.yacht');
  const details = (await officer.get(`/yacht/${officer.vesselId('aurora')}/details`)) as Record<
    string,
    unknown
  >;
  expect(details).toMatchObject({ registrationNo: 'MT1234', imoNumber: '912-3456', loa: 47.5 });
  expect(String(details.shipsStamp)).toMatch(/^data:image\/png;base64,/);

  // From here to departments and positions.
  await page.getByRole('link', { name: 'Departments and positions' }).click();
  await expect(page).toHaveURL(/yacht-positions-department/);

  await page.goto('/logout');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await logIn(page, 'crew@demo.yacht');
  await page.goto('/fleet/aurora/yacht-details');
  await expect(page.getByText("You don't have presmission to view this.")).toBeVisible();
});
