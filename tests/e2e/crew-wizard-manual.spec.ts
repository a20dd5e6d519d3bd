import { expect } from '@playwright/test';
import { test } from './fixtures';
import {
  choose,
  expectAccessible,
  fillDate,
  logIn,
  serverSession,
  tick,
  waitForServiceWorkerControl,
} from './helpers';
import { png } from './png';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Issue 9, the add-crew wizard's Manual path at 390 px (doc 2, section 4: details, position,
 * crew details, requirements, documents, summary): the purser types the new Bosun's personal,
 * next-of-kin and bank details, sees what the position asks for, files a passport, and finds
 * only the rest outstanding; on the profile she verifies the passport. The server holds it all.
 */
test('a purser adds a crew member through the manual wizard, with a passport she then verifies', async ({
  page,
  request,
  baseURL,
}) => {
  const email = `manual.${Date.now()}@example.com`;
  const purser = await serverSession(request, baseURL!, 'purser@demo.yacht');
  const aurora = purser.vesselId('aurora');
  // The Bosun needs a passport and an ENG1 (a retry finds the same list).
  const positions = (await purser.get(`/positions/onyacht/${aurora}`)) as { id: number; name: string }[];
  const bosun = positions.find((p) => p.name === 'Bosun')!.id;
  await purser.put(`/requirements/forposition/${bosun}`, [
    { requirementTypeId: 1 },
    { requirementTypeId: 3 },
  ]);

  await logIn(page, 'purser@demo.yacht');
  await waitForServiceWorkerControl(page);
  await page.goto('/fleet/aurora/crew');
  await page.getByRole('link', { name: 'Add crew' }).click();
  await expect(page.getByText('Step 1 of 6')).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('First name').fill('Maren');
  await page.getByLabel('Last name').fill('Solberg');
  await choose(page, /Access level/, 'Crew');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Position details' })).toBeVisible();
  await choose(page, /Department/, 'Deck');
  await choose(page, /Position/, 'Bosun');
  await page.getByRole('button', { name: 'Next' }).click();
  const entry = page.getByRole('dialog', { name: 'Data entry' });
  await expect(entry).toContainText('Maren Solberg is saved.');
  await entry.getByRole('button', { name: /^Manual/ }).click();

  // Step 3: personal details, next of kin, bank details.
  await expect(page.getByText('Step 3 of 6')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
  const personal = page.getByRole('group', { name: 'Personal details' });
  const kin = page.getByRole('group', { name: 'Next of kin' });
  const bank = page.getByRole('group', { name: 'Bank details' });
  await personal.getByLabel('Phone', { exact: true }).fill('+47 22 33 44 55');
  await fillDate(personal, 'Date of birth', '1990-06-15');
  await choose(personal, /Nationality$/, 'Norway');
  await kin.getByLabel('Name', { exact: true }).fill('Ola Solberg');
  await kin.getByLabel('E-mail', { exact: true }).fill('ola.solberg@example');
  await bank.getByLabel('Bank name').fill('Fjord Sparebank');
  await bank.getByLabel('IBAN').fill('NO9386011117947');
  await page.getByRole('button', { name: 'Next' }).click();
  // The next of kin's e-mail is checked before anything is saved: the step stays.
  await expect(kin.getByText('Invalid email address.')).toBeVisible();
  await expect(page.getByText('Step 3 of 6')).toBeVisible();
  await expectAccessible(page, 'the wizard’s personal details with a wrong e-mail');
  await kin.getByLabel('E-mail', { exact: true }).fill('ola.solberg@example.com');
  await expect(kin.getByText('Invalid email address.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: what the Bosun's position asks for, none of it on file yet.
  await expect(page.getByText('Step 4 of 6')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Requirements' })).toBeVisible();
  const asked = page.getByRole('list', { name: 'Requirements' });
  for (const name of ['Passport', 'ENG1 medical certificate'])
    await expect(asked.getByRole('listitem').filter({ hasText: name })).toContainText('Missing');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 5: the passport, photographed through the file picker, with its details.
  await expect(page.getByText('Step 5 of 6')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
  await expect(page.getByText(/^No documents yet\./)).toBeVisible();
  await page.getByRole('button', { name: 'Add document' }).click();
  const add = page.getByRole('dialog', { name: 'Add document' });
  await add.getByLabel('Choose a file or take a photo').setInputFiles({
    name: 'passport.png',
    mimeType: 'image/png',
    buffer: png(160, 100),
  });
  await choose(add, /Category$/, 'Passport');
  await choose(add, /Nationality$/, 'Norway');
  await add.getByLabel('Passport number').fill('nb7654321');
  await fillDate(add, 'Issue date', '2023-05-07');
  await fillDate(add, 'Expiry date', '2033-05-06');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Documents added' }).getByRole('listitem')).toHaveText([
    /Passport/,
  ]);
  // Back one step: the passport is on file now.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('Step 4 of 6')).toBeVisible();
  await expect(asked.getByRole('listitem').filter({ hasText: 'Passport' })).toContainText('On file');
  await expect(asked.getByRole('listitem').filter({ hasText: 'ENG1' })).toContainText('Missing');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 5 of 6')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 6: only the ENG1 is outstanding; what was typed is not asked for again.
  await expect(page.getByText('Step 6 of 6')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('Maren Solberg is on the crew list of M/Y Aurora.');
  await expect(summary.getByRole('listitem')).toHaveText(['ENG1 medical certificate: no document on file']);
  await expectAccessible(page, 'the manual wizard’s summary');
  await summary.getByRole('button', { name: 'Finish: open profile' }).click();

  // The profile shows what was typed.
  await expect(page.getByRole('heading', { name: 'Maren Solberg' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Next of kin' })).toContainText('Ola Solberg');
  await expect(page.getByRole('region', { name: 'Bank details' })).toContainText('NO93 8601 1117 947');

  // Documents: the passport reaches the server, and the purser verifies it.
  await page.getByRole('link', { name: 'Documents' }).click();
  const row = page.getByRole('button', { name: /^Passport/ });
  await expect(row).toHaveCount(1);
  await expect(row).not.toContainText('not sent yet', { timeout: 30_000 });
  await expect(row).not.toContainText('Verified');
  await row.click();
  const detail = page.getByRole('dialog', { name: 'Passport' });
  await expect(detail.getByRole('img', { name: 'Passport' })).toBeVisible();
  await expect(detail).toContainText('NB7654321');
  await tick(detail, 'Verified');
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(row).toContainText('Verified');

  // The server: one Maren Solberg, her next of kin and bank as typed, one verified passport.
  const crew = (await purser.get(`/crew/onyacht/${aurora}`)) as { id: number; email: string }[];
  const added = crew.filter((c) => c.email === email);
  expect(added).toHaveLength(1);
  const crewId = added[0]!.id;
  const profile = (await purser.get(`/crew/${aurora}/${crewId}`)) as {
    crew: { positionId: number };
    details: { phoneNumber: string; dob: string; nationality: number[] };
    private: { nokName: string; nokEmail: string; bankName: string; bankIban: string };
  };
  expect(profile.crew.positionId).toBe(bosun);
  expect(profile.details).toMatchObject({ phoneNumber: '+47 22 33 44 55', dob: '1990-06-15' });
  const countries = (await purser.get('/countries')) as { id: number; name: string }[];
  expect(profile.details.nationality).toEqual([countries.find((c) => c.name === 'Norway')!.id]);
  expect(profile.private).toMatchObject({
    nokName: 'Ola Solberg',
    nokEmail: 'ola.solberg@example.com',
    bankName: 'Fjord Sparebank',
    bankIban: 'NO9386011117947',
  });
  const documents = async () =>
    (await purser.get(`/documents/crewonyacht/${crewId}`)) as {
      categoryId: number;
      passportNo: string;
      expiryDate: string;
      isVerified: boolean;
    }[];
  await expect
    .poll(async () => (await documents()).map((d) => d.isVerified), { timeout: 30_000 })
    .toEqual([true]);
  expect(await documents()).toEqual([
    expect.objectContaining({ categoryId: 1, passportNo: 'NB7654321', expiryDate: '2033-05-06' }),
  ]);
});
