import { expect } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, logIn, serverSession, waitForServiceWorkerControl } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/**
 * Issue 11, item 4 at 390 px: an officer files a procedure in the vessel's library while offline,
 * it reaches the server when the link returns, she renames it (an illegal title is refused
 * first), and a crew member finds it under its new name (and, offline, is told when one never
 * opened on the phone will show).
 */
test('a document filed offline reaches the library; renamed, the crew find it', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  await logIn(page, 'officer@demo.yacht');
  await waitForServiceWorkerControl(page);
  await page.goto('/fleet/aurora/documents/lib0');
  await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Bunkering Procedure/ })).toBeVisible();

  await context.setOffline(true);
  await page
    .getByLabel('Upload to Procedures')
    .setInputFiles({ name: 'anchoring.pdf', mimeType: 'application/pdf', buffer: PDF });
  const filed = page.getByRole('button', { name: /^anchoring/ });
  await expect(filed).toContainText('Not sent yet');
  await page.reload();
  await expect(filed).toContainText('Not sent yet');

  await context.setOffline(false);
  await expect(filed).not.toContainText('Not sent yet', { timeout: 30_000 });
  const officer = await serverSession(request, baseURL!, 'officer@demo.yacht');
  const names = async () =>
    (
      (await officer.get(`/docs/documents/forYacht/${officer.vesselId('aurora')}`)) as {
        sections: { name: string; documents: { name: string }[] }[];
      }
    ).sections
      .find((s) => s.name === 'Procedures')!
      .documents.map((d) => d.name);
  await expect.poll(names, { timeout: 30_000 }).toContain('anchoring.pdf');

  // Renamed: a slash is refused, Continue waits; a plain title goes through.
  await page.getByRole('button', { name: 'More for anchoring.pdf' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Edit document name' });
  await rename.getByLabel('Name').fill('Anchoring / mooring');
  await expect(rename.getByText('Illegal characters in the title')).toBeVisible();
  await expect(rename.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await rename.getByLabel('Name').fill('Anchoring Procedure');
  await expectAccessible(page, 'the rename popup');
  await rename.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: /^Anchoring Procedure/ })).toBeVisible();
  await expect.poll(names, { timeout: 30_000 }).toContain('Anchoring Procedure');

  // The crew read the library too (no documents check on Aurora), under the new name.
  const crewContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const crew = await crewContext.newPage();
  await logIn(crew, 'crew@demo.yacht');
  await crew.goto('/fleet/aurora/documents/lib0');
  await expect(crew.getByRole('button', { name: /^Anchoring Procedure/ })).toBeVisible({ timeout: 30_000 });
  await expect(crew.getByLabel('Upload to Procedures')).toHaveCount(0);
  // A document this phone has never opened, with no link: the words say when it shows, true of
  // no network and of ship Wi-Fi with no shore alike ("when this device is online" was not).
  await crewContext.setOffline(true);
  await crew.getByRole('button', { name: /^Bunkering Procedure/ }).click();
  await expect(crew.getByText('This document shows once the shore can be reached.')).toBeVisible();
  await expect(crew.getByText(/when this device is online/)).toHaveCount(0);
  await crewContext.close();
});
