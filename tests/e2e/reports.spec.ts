import { execFileSync } from 'node:child_process';
import { type Download, expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  expectAccessible,
  fillDate,
  logIn,
  serverSession,
  tick,
  waitForServiceWorkerControl,
} from './helpers';

/** The text of a downloaded PDF, as a port official would read it. */
async function pdfText(download: Download): Promise<string> {
  const file = await download.path();
  return execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

const dialog = (page: Page) => page.getByRole('dialog').last();

/** Untick every box of a step's list, then tick those named. */
async function pickOnly(page: Page, names: string[]) {
  const all = dialog(page).getByRole('checkbox', { name: 'Select all' });
  await all.locator('xpath=ancestor::label[1]').click();
  if (await all.isChecked()) await all.locator('xpath=ancestor::label[1]').click();
  for (const name of names) await tick(dialog(page), name);
}

/**
 * Issue 12: the captain makes the crew and guest list for a passage at phone width: the vessel
 * details a port authority needs first, current crew, two of them, a guest (and one added on the
 * way), the trip, then Download (a PDF of exactly those people), View and Email. Offline the same
 * list is built on the device from the last sync and downloads.
 */
test('the captain makes, views and e-mails the crew and guest list, and builds it offline', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // Aurora starts with no vessel details (so a retry starts where the first try did), and the guest
  // added on the way has a name of this run's own.
  const server = await serverSession(request, baseURL!, 'captain@demo.yacht');
  // Every field sent null clears it (one left out would keep its value).
  const details = `/yacht/${server.vesselId('aurora')}/details`;
  const stored = (await server.get(details)) as Record<string, unknown>;
  const { id: _id, codename: _c, currentCrewStatus: _s, canAccessRequirements: _r, ...fields } = stored;
  await server.put(details, Object.fromEntries(Object.keys(fields).map((k) => [k, null])));
  const records = (await server.get('/sync/changes?since=0')) as {
    crew: { vesselId: number; firstName: string; lastName: string; isOnBoard: boolean; status: number }[];
  };
  const current = records.crew.filter((c) => c.vesselId === server.vesselId('aurora') && c.status === 1);
  const onBoard = new Set(current.filter((c) => c.isOnBoard).map((c) => `${c.firstName} ${c.lastName}`));
  const ashore = current.filter((c) => !c.isOnBoard);
  const added = `Haddad${String.fromCharCode(65 + Math.floor(Math.random() * 26))}x`;
  await logIn(page, 'captain@demo.yacht');
  await waitForServiceWorkerControl(page);
  await page.goto('/fleet/aurora/reports');
  await page.getByRole('button', { name: /Crew and guest list/ }).click();

  // Aurora has no IMO number yet: vessel details step 1, then step 2.
  await expect(dialog(page).getByRole('heading', { name: 'Vessel details' })).toBeVisible();
  await dialog(page).getByLabel('IMO number').fill('abc');
  await dialog(page).getByRole('button', { name: 'Save and next' }).click();
  await expect(dialog(page).getByText('Field should be a number or "-".')).toBeVisible();
  await dialog(page).getByLabel('IMO number').fill('9123456');
  await dialog(page).getByLabel('Call sign').fill('9HA4321');
  await dialog(page).getByLabel('Flag state').fill('Malta');
  await dialog(page).getByLabel('Port of registry').fill('Valletta');
  await expectAccessible(page, 'vessel details step 1');
  await dialog(page).getByRole('button', { name: 'Save and next' }).click();
  await expect(dialog(page).getByText('Step 2 of 2.', { exact: false })).toBeVisible();
  await dialog(page).getByLabel('Gross tonnage').fill('499');
  await dialog(page).getByRole('button', { name: 'Save', exact: true }).click();

  // Crew type, then two of the current crew.
  await expect(dialog(page).getByRole('heading', { name: 'Choose crew type' })).toBeVisible();
  await expect(dialog(page).getByRole('radio', { name: /Current crew/ })).toBeChecked();
  await dialog(page).getByRole('button', { name: 'Next' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Crew on-board' })).toBeVisible();
  // Issue 31: the crew on board (the crew list's switch) come ticked, as guests on board do.
  const listed = dialog(page)
    .locator('label')
    .filter({ has: page.getByRole('checkbox') });
  await expect(listed.nth(2)).toBeVisible();
  for (const label of await listed.all()) {
    const name = ((await label.textContent()) ?? '').replace(/ · on board$/, '').trim();
    if (name.startsWith('Select all')) continue;
    const box = label.getByRole('checkbox');
    if (onBoard.has(name)) {
      await expect(box, name).toBeChecked();
      await expect(label).toContainText('on board');
    } else await expect(box, name).not.toBeChecked();
  }
  expect(ashore.length, 'someone of the current crew is ashore').toBeGreaterThan(0);
  await pickOnly(page, []);
  await dialog(page).getByRole('button', { name: 'Next' }).click();
  await expect(dialog(page).getByText('Please choose at least one crew member.')).toBeVisible();
  await tick(dialog(page), 'James Whitfield');
  await tick(dialog(page), 'Clara Mendes');
  await expectAccessible(page, 'crew on-board');
  await dialog(page).getByRole('button', { name: 'Next' }).click();

  // Guests: those on board come ticked; the captain takes one other and adds one.
  await expect(dialog(page).getByRole('heading', { name: 'Guest on-board' })).toBeVisible();
  await expect(dialog(page).getByRole('checkbox', { name: /Helena Whitmore/ })).toBeChecked();
  await pickOnly(page, ['Sofia Marchetti']);
  await dialog(page).getByRole('button', { name: 'Add guest' }).click();
  const add = page.getByRole('dialog', { name: 'Add guest' });
  await add.getByLabel('First name').fill('Noor');
  await add.getByLabel('Last name').fill(added);
  await add.getByRole('button', { name: /Gender/ }).click();
  await page.getByRole('option', { name: 'Female', exact: true }).click();
  await add.getByRole('button', { name: 'Add guest' }).click();
  await expect(dialog(page).getByRole('checkbox', { name: new RegExp(`Noor ${added}`) })).toBeChecked();
  await expect(dialog(page).getByRole('checkbox', { name: /Helena Whitmore/ })).not.toBeChecked();
  await dialog(page).getByRole('button', { name: 'Next' }).click();

  // Trip details: all four required; Back and Next keep what was chosen.
  await expect(dialog(page).getByRole('heading', { name: 'Trip details' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Next' }).click();
  await expect(dialog(page).getByText('Field is required.')).toHaveCount(4);
  await dialog(page).getByLabel('Port of departure').fill('Antibes');
  await fillDate(dialog(page), 'Departure date', '2026-07-01');
  await dialog(page).getByRole('button', { name: 'Back' }).click();
  await expect(dialog(page).getByRole('checkbox', { name: /Sofia Marchetti/ })).toBeChecked();
  await dialog(page).getByRole('button', { name: 'Next' }).click();
  await expect(dialog(page).getByLabel('Port of departure')).toHaveValue('Antibes');
  await dialog(page).getByLabel('Port of arrival').fill('Porto Cervo');
  await fillDate(dialog(page), 'Arrival date', '2026-07-03');
  await dialog(page).getByRole('button', { name: 'Next' }).click();

  // Download: a PDF of exactly those chosen.
  await expect(dialog(page).getByRole('heading', { name: 'Download options' })).toBeVisible();
  await expectAccessible(page, 'download options');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog(page).getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const text = await pdfText(download);
  for (const seen of ['Whitfield', 'Mendes', 'Marchetti', added, 'Antibes', 'Porto Cervo', '9123456'])
    expect(text).toContain(seen);
  for (const unseen of ['Holm', 'Taylor', 'Whitmore']) expect(text).not.toContain(unseen);

  // View: the PDF in the page, then Close back to the options.
  await dialog(page).getByRole('button', { name: 'View (PDF)' }).click();
  const viewer = page.getByRole('dialog', { name: 'Crew and guest list' });
  await expect(viewer.locator('iframe')).toHaveAttribute('src', /^blob:/);
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toHaveCount(0);

  // Email: sent to the captain's own address.
  await dialog(page).getByRole('button', { name: 'Email', exact: true }).click();
  await expect(page.getByText('Email has been sent to your email address')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Close' }).click();

  // Offline: the same list is built on this device from the last sync.
  await context.setOffline(true);
  await page.getByRole('button', { name: /Crew and guest list/ }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Choose crew type' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Next' }).click();
  await expect(dialog(page).getByText('From the crew records on this device (last sync).')).toBeVisible();
  await pickOnly(page, ['James Whitfield', 'Erik Holm']);
  await dialog(page).getByRole('button', { name: 'Next' }).click();
  await pickOnly(page, [`Noor ${added}`]);
  await dialog(page).getByRole('button', { name: 'Next' }).click();
  // The last trip is remembered for the vessel.
  await expect(dialog(page).getByLabel('Port of arrival')).toHaveValue('Porto Cervo');
  await dialog(page).getByRole('button', { name: 'Next' }).click();
  await expect(dialog(page).getByText(/Built on this device from the last sync/)).toBeVisible();
  const [offline] = await Promise.all([
    page.waitForEvent('download'),
    dialog(page).getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  const offlineText = await pdfText(offline);
  for (const seen of ['Whitfield', 'Holm', added, 'Porto Cervo', '9123456'])
    expect(offlineText).toContain(seen);
  for (const unseen of ['Mendes', 'Marchetti']) expect(offlineText).not.toContain(unseen);
  await context.setOffline(false);
});
