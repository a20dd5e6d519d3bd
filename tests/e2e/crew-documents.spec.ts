import { expect } from '@playwright/test';
import { addDays, format, parseISO } from 'date-fns';
import { test } from './fixtures';
import {
  browserToday,
  choose,
  expectAccessible,
  fillDate,
  logIn,
  newCrewMember,
  serverSession,
  tick,
  waitForServiceWorkerControl,
} from './helpers';
import { png } from './png';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Issue 9, crew documents: a passport photographed offline reaches the server when the link
 * returns; the purser verifies it; its coming expiry is an issue an officer notifies the crew
 * member about, who finds it in the inbox.
 */
test('a passport added offline reaches the server, is verified, and its expiry is notified', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  const email = `docs.${Date.now()}@demo.yacht`;
  await newCrewMember(request, baseURL!, { email, firstName: 'Pia', lastName: 'Papers' });
  await logIn(page, email);
  await page
    .getByRole('alertdialog', { name: 'Terms of use' })
    .getByRole('button', { name: 'Agree' })
    .click();
  await waitForServiceWorkerControl(page);
  const expiry = format(addDays(parseISO(await browserToday(page)), 30), 'yyyy-MM-dd');
  await page.goto('/fleet/aurora/crew/me');
  await page.getByRole('link', { name: 'Documents' }).click();
  await expect(page.getByText('No documents yet')).toBeVisible();

  // At sea: no link. The passport is photographed and filed all the same.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add document' }).click();
  const add = page.getByRole('dialog', { name: 'Add document' });
  await add.getByLabel('Choose a file or take a photo').setInputFiles({
    name: 'passport.png',
    mimeType: 'image/png',
    buffer: png(160, 100),
  });
  await choose(add, /Category$/, 'Passport');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Field is required.')).toHaveCount(4);
  await choose(add, /Nationality$/, 'Norway');
  await add.getByLabel('Passport number').fill('n1234567');
  await fillDate(add, 'Issue date', '2021-03-04');
  await fillDate(add, 'Expiry date', expiry);
  await expectAccessible(page, 'the add-document popup');
  await add.getByRole('button', { name: 'Save' }).click();
  const row = page.getByRole('button', { name: /^Passport/ });
  await expect(row).toContainText('not sent yet');
  await expect(row).toContainText(`Expires soon · ${format(parseISO(expiry), 'dd MMM yyyy')} · in 30 days`);
  await page.reload();
  await expect(row).toContainText('not sent yet');

  // The link returns: file first, then the record.
  await context.setOffline(false);
  await expect(row).not.toContainText('not sent yet', { timeout: 30_000 });
  const crew = await serverSession(request, baseURL!, email);
  const aurora = crew.vesselId('aurora');
  const mine = (await crew.get(`/documents/onyacht/${aurora}`)) as { passportNo: string; fileId: string }[];
  expect(mine).toEqual([expect.objectContaining({ passportNo: 'N1234567' })]);

  // The purser opens it, sees the photo, and verifies it.
  const purserContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const purser = await purserContext.newPage();
  await logIn(purser, 'purser@demo.yacht');
  await purser.goto('/fleet/aurora/crew');
  await purser.getByRole('link', { name: /Pia Papers/ }).click();
  await purser.getByRole('link', { name: 'Documents' }).click();
  await purser.getByRole('button', { name: /^Passport/ }).click();
  const detail = purser.getByRole('dialog', { name: 'Passport' });
  await expect(detail.getByRole('img', { name: 'Passport' })).toBeVisible();
  await expect(detail).toContainText('N1234567');
  await expectAccessible(purser, 'the document popup');
  await tick(detail, 'Verified');
  await expect
    .poll(
      async () =>
        ((await crew.get(`/documents/onyacht/${aurora}`)) as { isVerified: boolean }[])[0]?.isVerified,
      {
        timeout: 30_000,
      },
    )
    .toBe(true);
  await purserContext.close();

  // The officer sees the coming expiry on the issues page and notifies her.
  const officerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const officer = await officerContext.newPage();
  await logIn(officer, 'officer@demo.yacht');
  await officer.goto('/fleet/aurora/issues');
  await officer.getByRole('searchbox', { name: 'Search by name' }).fill('Papers');
  const pia = officer
    .getByRole('listitem')
    .filter({ has: officer.getByRole('heading', { name: 'Pia Papers' }) });
  const title = `Passport expires on ${format(parseISO(expiry), 'dd MMM yyyy')}`;
  await expect(pia.getByRole('link', { name: title })).toBeVisible();
  await pia.getByRole('button', { name: 'Notify' }).click();
  const confirm = officer.getByRole('dialog', { name: 'Confirm items' });
  await expect(confirm.getByRole('checkbox', { name: title })).toBeChecked();
  await confirm.getByRole('button', { name: 'Send' }).click();
  await expect(officer.getByText('Pia Papers has been notified.')).toBeVisible();
  await officerContext.close();

  // She finds it in her inbox.
  await page.getByRole('button', { name: /^Inbox/ }).click();
  const inbox = page.getByRole('dialog', { name: 'Inbox' });
  await inbox.getByRole('button', { name: /^(New: )?An open issue/ }).click();
  await expect(inbox.getByText(title)).toBeVisible();
  await expectAccessible(page, 'the inbox with the notice');
});
