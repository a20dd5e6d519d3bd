import { expect } from '@playwright/test';
import { addDays, format, parseISO } from 'date-fns';
import { test } from './fixtures';
import {
  browserToday,
  DEMO_PASSWORD,
  expectAccessible,
  fillDate,
  logIn,
  serverSession,
  waitForServiceWorkerControl,
} from './helpers';
import { png } from './png';

test.use({ viewport: { width: 390, height: 844 } });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/**
 * Issue 11 at 390 px: the captain adds a certificate with two attachments, checks them (the
 * certificate turns Checked Yes), archives one (the server holds the same), and sees the
 * certificate turn to 'Expiring date' when the clock moves on.
 */
test('a certificate with two attachments: checked, expiring when the clock moves, one archived', async ({
  page,
  request,
  baseURL,
}) => {
  const today = await browserToday(page);
  const expiry = format(addDays(parseISO(today), 200), 'yyyy-MM-dd');
  await logIn(page, 'captain@demo.yacht');
  await waitForServiceWorkerControl(page);
  await page.goto('/fleet/aurora/certs');
  await expect(page.getByRole('heading', { name: 'Vessel Certs' })).toBeVisible();

  // The vessel's missing required certificate, found by name.
  await page.getByRole('button', { name: 'Add certificate' }).click();
  const search = page.getByRole('dialog', { name: 'Vessel Certificates' });
  await search.getByLabel('Search Vessel Certificates').fill('Manning');
  await search.getByRole('button', { name: 'Select' }).click();
  await expect(search.getByText('You need to submit valid certificate name.')).toBeVisible();
  await search.getByRole('button', { name: /Minimum Safe Manning Document/ }).click();
  await search.getByRole('button', { name: 'Select' }).click();
  await expect(page.getByRole('heading', { name: 'CERTIFICATE', exact: true })).toBeVisible();
  await fillDate(page, 'Expire date (optional)', expiry);
  await page.getByRole('button', { name: 'Save and add documents' }).click();
  await expect(page).toHaveURL(/certID=(?!0\b)/);
  const certId = new URL(page.url()).searchParams.get('certID')!;

  // Two attachments, of two types.
  const attachments = page.getByRole('region', { name: 'Attachments' });
  await attachments
    .getByLabel('Add Certificate files')
    .setInputFiles({ name: 'medical-chest.pdf', mimeType: 'application/pdf', buffer: PDF });
  await attachments
    .getByLabel('Add Supporting doc files')
    .setInputFiles({ name: 'inventory.png', mimeType: 'image/png', buffer: png(60, 40) });
  await expect(attachments.getByRole('button', { name: /^(medical-chest\.pdf|inventory\.png)/ })).toHaveCount(
    2,
  );
  await expectAccessible(page, 'a certificate with its attachments');

  // Each checked in its detail popup; the server is told at once.
  const captain = await serverSession(request, baseURL!, 'captain@demo.yacht');
  const aurora = captain.vesselId('aurora');
  const onServer = async () =>
    (await captain.get(`/certsDetail/attachments/${aurora}/${certId}`)) as {
      name: string;
      attachmentChecked: boolean;
      attachmentArchived: boolean;
    }[];
  await expect.poll(async () => (await onServer()).length, { timeout: 30_000 }).toBe(2);
  for (const name of ['medical-chest.pdf', 'inventory.png']) {
    await attachments.getByRole('button', { name: new RegExp(`^${name.replace('.', '\\.')}`) }).click();
    const detail = page.getByRole('dialog').filter({ hasText: name });
    await detail
      .getByRole('radiogroup', { name: `Checked: ${name}` })
      .getByRole('radio', { name: 'Yes' })
      .click();
    await expect(
      detail.getByRole('radiogroup', { name: `Checked: ${name}` }).getByRole('radio', { name: 'Yes' }),
    ).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
  }
  await expect
    .poll(async () => (await onServer()).every((a) => a.attachmentChecked), { timeout: 30_000 })
    .toBe(true);

  // Saved: the list shows it Checked Yes, valid for now.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/certs$/);
  const row = page.getByRole('listitem').filter({ hasText: 'Minimum Safe Manning Document' });
  await expect(row).toContainText('Checked Yes');
  await expect(row).toContainText('Valid');

  // One attachment archived: asked Delete or Archive, it moves to the Archive section.
  await page.goto(`/fleet/aurora/certs/certificate?certID=${certId}`);
  await attachments.getByRole('button', { name: 'Delete inventory.png' }).click();
  const choice = page.getByRole('alertdialog', { name: 'Delete attachment' });
  await expect(choice).toContainText('Please select option (Delete or Archive)');
  await choice.getByRole('button', { name: 'Archive' }).click();
  await expect(attachments.getByRole('region', { name: 'Archive' })).toContainText('inventory.png');
  await expect
    .poll(async () => (await onServer()).filter((a) => a.attachmentArchived).map((a) => a.name), {
      timeout: 30_000,
    })
    .toEqual(['inventory.png']);

  await page.goto('/fleet/aurora/certs');
  // Thirty days before its expiry (inside 60 alert days + 6) it reads 'Expiring date'.
  await page.clock.install({ time: addDays(parseISO(`${expiry}T12:00:00`), -30) });
  await page.reload();
  // Months later the screens are locked first (inactive for over 20 minutes): the password opens them.
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log back in' }).click();
  await expect(row).toContainText('Expiring date');
  await page.goto(`/fleet/aurora/certs/certificate?certID=${certId}`);
  await expect(page.getByText('Expiring date').first()).toBeVisible();
  await expect(attachments.getByRole('region', { name: 'Archive' })).toContainText('inventory.png');
});
