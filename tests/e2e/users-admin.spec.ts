import { addDays } from '@domain/calendar/iso-date';
import { expect } from '@playwright/test';
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
} from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

/** Doc 1, users administration: a captain adds a user, edits them, then removes them with an end date. */
test('a captain adds a crew member, edits them, and removes them with an end date', async ({ page }) => {
  const email = `deckhand-${Date.now()}@new.example`;
  await logIn(page, 'captain@demo.yacht');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/fleet\/aurora\/users$/);
  await expect(page.getByRole('heading', { name: /M\/Y Aurora/ })).toBeVisible();
  await expectAccessible(page, 'the users page');

  await page.getByRole('link', { name: 'Add User' }).click();
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText('Field is required.').first()).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Byron');
  await choose(page, /Access Level/, 'Crew');
  await page.getByRole('button', { name: 'Add user' }).click();
  // Below level 6 the department is needed, below 5 the position too.
  await expect(page.getByText('Field is required.')).toHaveCount(2);
  await choose(page, /Department/, 'Deck');
  await choose(page, /Position/, 'Deckhand');
  await expectAccessible(page, 'the add user form');
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText('User has been submitted')).toBeVisible();
  await expect(page).toHaveURL(/\/fleet\/aurora\/users$/);

  await page.getByRole('link', { name: 'Ada Byron' }).click();
  await expect(page.getByRole('heading', { name: 'Edit user' })).toBeVisible();
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);
  await page.getByLabel('First name').fill('Grace');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User editing has been successful.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search by name' }).fill('Grace');
  await tick(page, 'Select Grace Byron');
  await page.getByRole('button', { name: /Actions for the selected users of M\/Y Aurora/ }).click();
  await page.getByRole('menuitem', { name: 'Remove from vessel' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove from vessel' });
  await expect(dialog).toContainText('Please confirm that you wish to remove this user.');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog.getByText('Field is required.')).toBeVisible();
  await fillDate(dialog, 'End date', addDays(await browserToday(page), 10));
  await expectAccessible(page, 'the remove popup');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('The user has been removed from the vessel.')).toBeVisible();
  // On board until the end date: listed as leaving.
  await expect(page.getByRole('row', { name: /Grace Byron/ })).toContainText('Leaves');
});

test('an officer cannot open a captain for editing, nor offer a level above their own', async ({
  page,
  request,
  baseURL,
}) => {
  await logIn(page, 'officer@demo.yacht');
  await page.goto('/fleet/aurora/users');
  await expect(page.getByRole('link', { name: 'James Whitfield' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Select James Whitfield' })).toBeDisabled();
  await page.getByRole('link', { name: 'Add User' }).click();
  await page.getByRole('button', { name: /Access Level/ }).click();
  await expect(page.getByRole('option')).toHaveText(['Crew', 'Officer']);
  await page.keyboard.press('Escape');
  // Straight to a captain's edit page: the spec's refusal.
  const officer = await serverSession(request, baseURL!, 'officer@demo.yacht');
  const answer = (await officer.get('/users/overview')) as {
    vessels: { id: number; users: { id: number; email: string }[] }[];
  };
  const captain = answer.vessels[0]!.users.find((u) => u.email === 'captain@demo.yacht')!;
  await page.goto(`/fleet/aurora/users/edit/${answer.vessels[0]!.id}/${captain.id}`);
  await expect(page.getByRole('heading', { name: 'Error' })).toBeVisible();
  await expect(page.getByText("You don't have permission to edit this user.")).toBeVisible();
});

test('a fleet manager transfers a crew member to another vessel', async ({ page, request, baseURL }) => {
  const lastName = `Transfer${Date.now()}`;
  await newCrewMember(request, baseURL!, { email: `${lastName.toLowerCase()}@new.example`, lastName });
  await logIn(page, 'fleet@demo.yacht');
  await page.goto('/fleet/users');
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(lastName);
  const aurora = page.getByRole('region', { name: /M\/Y Aurora/ });
  const meridian = page.getByRole('region', { name: /S\/Y Meridian/ });
  await expect(meridian.getByRole('row', { name: new RegExp(lastName) })).toHaveCount(0);
  await tick(page, `Select Tove ${lastName}`);
  await page.getByRole('button', { name: /Actions for the selected users of M\/Y Aurora/ }).click();
  await page.getByRole('menuitem', { name: 'Transfer to another vessel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer to another vessel' });
  await expect(dialog).toContainText('leaves M/Y Aurora today');
  await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(dialog.getByText('Field is required.')).toBeVisible();
  await choose(dialog, /Yacht/, 'S/Y Meridian');
  await expectAccessible(page, 'the transfer popup');
  await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByText(`Tove ${lastName} has been transferred.`)).toBeVisible();
  await expect(meridian.getByRole('row', { name: new RegExp(lastName) })).toBeVisible();
  await expect(aurora.getByRole('row', { name: new RegExp(lastName) })).toHaveCount(0);
});
