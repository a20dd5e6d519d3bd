import { expect } from '@playwright/test';
import { test } from './fixtures';
import { choose, expectAccessible, logIn, serverSession, waitForServiceWorkerControl } from './helpers';

/**
 * Issue 9, the add-crew wizard at 390 px: begun online, carried on offline (what was typed
 * survives a reload without a connection), saved step by step once the link returns, on the
 * Request path to its summary; the new crew member is on the server's crew list after.
 */
test('a purser adds a crew member through the wizard, with a reload offline half way', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const email = `wizard.${Date.now()}@example.com`;
  await logIn(page, 'purser@demo.yacht');
  await waitForServiceWorkerControl(page);
  await page.goto('/fleet/aurora/crew');
  await page.getByRole('link', { name: 'Add crew' }).click();
  await expect(page.getByRole('heading', { name: 'Crew details' })).toBeVisible();
  await expect(page.getByText('Step 1 of 6')).toBeVisible();

  // Required fields say so, each under its own field.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Field is required.')).toHaveCount(4);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('First name').fill('Ines');
  await page.getByLabel('Last name').fill('Marlow');
  // Crew roles only, at or below the purser's own level.
  await page.getByRole('button', { name: /Access level/ }).click();
  await expect(page.getByRole('option')).toHaveText(['Crew', 'Officer', 'Purser']);
  await page.getByRole('option', { name: 'Crew', exact: true }).click();
  await expectAccessible(page, 'the wizard’s first step');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Position details' })).toBeVisible();

  // Offline from here: the values are kept on the phone, and survive a reload.
  await context.setOffline(true);
  await choose(page, /Department/, 'Deck');
  await choose(page, /Position/, 'Deckhand');
  // Prospective with a start date that has come: back to Current Crew, with the spec's warning.
  await choose(page, /Status/, 'Prospective');
  const warning = page.getByRole('alertdialog');
  await expect(warning).toContainText(
    'The start date requires this person to have an "Current Crew" status.',
  );
  await warning.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: /Status/ })).toContainText('Current Crew');
  await page.getByLabel('ID No (optional)').fill('AUR-117');
  await page.getByLabel('Salary').fill('3150');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/You are offline\. Everything typed is kept on this device/)).toBeVisible();

  await page.reload();
  await expect(page.getByText(/Carried on from where you left it/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Position details' })).toBeVisible();
  await expect(page.getByLabel('ID No (optional)')).toHaveValue('AUR-117');
  await expect(page.getByLabel('Salary')).toHaveValue('3150');

  // Back online: Next saves steps 1 and 2, then asks how the details are entered.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Next' }).click();
  const entry = page.getByRole('dialog', { name: 'Data entry' });
  await expect(entry).toContainText('Ines Marlow is saved.');
  await entry.getByRole('button', { name: /Request/ }).click();
  // Request: four steps; the third lists what the position asks for.
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Requirements' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('Ines Marlow is on the crew list of M/Y Aurora.');
  for (const item of [
    'Personal details not given yet',
    'Next of kin not given yet',
    'Bank details not given yet',
  ])
    await expect(summary.getByRole('listitem').filter({ hasText: item })).toBeVisible();
  await expectAccessible(page, 'the wizard’s summary');
  await summary.getByRole('button', { name: 'Send Request' }).click();
  await expect(summary.getByRole('button', { name: 'Request sent' })).toBeDisabled();
  await summary.getByRole('button', { name: /^Finish/ }).click();
  await expect(page.getByRole('heading', { name: 'Ines Marlow' })).toBeVisible();

  // The server has one Ines Marlow, with the ID No and the joining salary typed offline.
  const purser = await serverSession(request, baseURL!, 'purser@demo.yacht');
  const aurora = purser.vesselId('aurora');
  const crew = (await purser.get(`/crew/onyacht/${aurora}`)) as {
    id: number;
    email: string;
    customId: string;
  }[];
  const added = crew.filter((c) => c.email === email);
  expect(added).toHaveLength(1);
  expect(added[0]!.customId).toBe('AUR-117');
  const salaries = (await purser.get(`/salary/${added[0]!.id}/history`)) as { amount: number }[];
  expect(salaries.map((s) => s.amount)).toEqual([3150]);

  // The wizard is over: opening it again starts a new one.
  await page.goto('/fleet/aurora/crew/add');
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('');
  await expect(page.getByText(/Carried on from where you left it/)).toHaveCount(0);
});
