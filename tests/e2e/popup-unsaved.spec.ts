import { expect } from '@playwright/test';
import { test } from './fixtures';
import { logIn, newCrewMember, waitForPopupEntry } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Review (s60): Back, ✕, Escape and Cancel closed a form popup with no question, so a half-typed
 * IBAN was lost. Now a popup with changed fields asks as the full-page forms do; an untouched
 * popup closes at once; one press of Back after the question still leaves the page.
 */
test('a half-typed IBAN in a popup: Back, ✕, Escape and Cancel ask first', async ({
  page,
  request,
  baseURL,
}) => {
  // A name of this run's own (a retry must not meet the first try's crew member).
  const lastName = `Quarry${Date.now() % 100_000}`;
  await newCrewMember(request, baseURL!, {
    email: `popup.${Date.now()}@demo.yacht`,
    firstName: 'Ines',
    lastName,
  });
  await logIn(page, 'purser@demo.yacht');
  await page.goto('/fleet/aurora/crew');
  await page.getByRole('link', { name: new RegExp(`Ines ${lastName}`) }).click();
  await expect(page.getByRole('heading', { name: `Ines ${lastName}` })).toBeVisible();
  const profile = page.url();
  const bank = page.getByRole('dialog', { name: 'Update bank details' });
  const unsaved = page.getByRole('alertdialog', { name: 'Unsaved changes' });

  // Nothing typed: Back closes at once.
  await page.getByRole('button', { name: 'Edit bank details' }).click();
  await waitForPopupEntry(page);
  await page.goBack();
  await expect(bank).toBeHidden();
  await expect(unsaved).toHaveCount(0);

  // Typed: Back asks; Keep editing keeps it; Back asks again.
  await page.getByRole('button', { name: 'Edit bank details' }).click();
  await bank.getByLabel('IBAN').fill('GB29 NWBK 6016');
  await waitForPopupEntry(page);
  await page.goBack();
  await expect(unsaved).toContainText('You changed this form and have not saved it yet.');
  // The question stands on an entry of its own; Keep editing gives the popup a new one.
  const question = await page.evaluate(() => (window.history.state as { popup?: number } | null)?.popup ?? 0);
  await unsaved.getByRole('button', { name: 'Keep editing' }).click();
  await expect(bank.getByLabel('IBAN')).toHaveValue('GB29 NWBK 6016');
  await page.waitForFunction(
    (before) => ((window.history.state as { popup?: number } | null)?.popup ?? 0) > before,
    question,
  );
  await page.goBack();
  await expect(unsaved).toBeVisible();
  await page.keyboard.press('Escape'); // on the question: keep editing
  await expect(unsaved).toBeHidden();
  await expect(bank).toBeVisible();

  for (const close of [
    () => bank.getByRole('button', { name: 'Close' }).click(),
    () => page.keyboard.press('Escape'),
    () => bank.getByRole('button', { name: 'Cancel' }).click(),
  ]) {
    await close();
    await expect(unsaved).toBeVisible();
    await unsaved.getByRole('button', { name: 'Keep editing' }).click();
    await expect(bank.getByLabel('IBAN')).toHaveValue('GB29 NWBK 6016');
  }

  // Discard closes; one press of Back then leaves the profile.
  await bank.getByRole('button', { name: 'Cancel' }).click();
  await unsaved.getByRole('button', { name: 'Discard' }).click();
  await expect(bank).toBeHidden();
  expect(page.url()).toBe(profile);
  await page.goBack();
  await expect(page).not.toHaveURL(profile);
});
