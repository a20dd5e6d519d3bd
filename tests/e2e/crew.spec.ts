import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  expectAccessible,
  logIn,
  newCrewMember,
  serverSession,
  waitForServiceWorkerControl,
} from './helpers';

/**
 * Issue 9, crew records: the crew list and a profile at 390 px, changed offline (on board, the
 * order, bank details) and on the server once the link returns; private details only for the
 * crew member and level 5; departments and positions in the order they are dragged to.
 */

async function logOut(page: Page) {
  await page.goto('/logout');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
}

async function openCrew(page: Page) {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Crew', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Crew', exact: true })).toBeVisible();
}

test('a captain keeps the crew list and a profile offline; the server has every change after', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const email = `crewlist.${Date.now()}@demo.yacht`;
  await newCrewMember(request, baseURL!, { email, firstName: 'Noor', lastName: 'Quayside' });
  await logIn(page, 'captain@demo.yacht');
  await waitForServiceWorkerControl(page);
  await openCrew(page);
  const row = page.getByRole('listitem').filter({ hasText: 'Noor Quayside' });
  await expect(row).toBeVisible();
  await expectAccessible(page, 'the crew list');

  await context.setOffline(true);
  // On board, offline: the switch answers at once and the change waits for the link.
  const onBoard = row.getByRole('switch', { name: 'Noor Quayside on board' });
  await expect(onBoard).not.toBeChecked();
  await onBoard.click({ force: true });
  await expect(onBoard).toBeChecked();
  await expect(row.getByText('Not synced')).toBeVisible();
  // Said back by name, and honestly: offline it is only on the phone so far.
  const toast = page.getByRole('region', { name: /notification/i });
  await expect(toast).toContainText('Noor Quayside is on board.');
  await expect(toast).toContainText('Saved on this device, will send when the shore can be reached');

  // Crew order: the new crew member to 1.5, between the first two.
  await page.getByRole('button', { name: 'Crew order' }).click();
  const order = page.getByRole('dialog', { name: 'Crew order' });
  await order.getByLabel('Noor Quayside').fill('1.5');
  await order.getByLabel('Noor Quayside').press('Enter');
  await order.getByRole('button', { name: /^Save 1 change/ }).click();
  await expect(row.getByText('No. 1.5')).toBeVisible();

  // Bank details, offline.
  await row.getByRole('link', { name: /Noor Quayside/ }).click();
  await expect(page.getByRole('heading', { name: 'Noor Quayside' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit bank details' }).click();
  const bank = page.getByRole('dialog', { name: 'Update bank details' });
  await bank.getByLabel('IBAN').fill('GB29NWBK60161331926819');
  await bank.getByLabel('Bank name').fill('Harbour Bank');
  await expectAccessible(page, 'the bank details popup');
  await bank.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('region', { name: 'Bank details' }).getByText('GB29 NWBK 6016 1331 9268 19'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bank details' }).getByText('Not synced')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('region', { name: 'Bank details' }).getByText('Not synced')).toHaveCount(0, {
    timeout: 30_000,
  });
  const server = await serverSession(request, baseURL!, 'captain@demo.yacht');
  const aurora = server.vesselId('aurora');
  const list = (await server.get(`/crew/onyacht/${aurora}`)) as {
    id: number;
    firstName: string;
    isOnBoard: boolean;
    crewOrder: number;
  }[];
  const noor = list.find((c) => c.firstName === 'Noor')!;
  expect(noor).toMatchObject({ isOnBoard: true, crewOrder: 1.5 });
  const profile = (await server.get(`/crew/${aurora}/${noor.id}`)) as { private: { bankIban: string } };
  expect(profile.private.bankIban).toBe('GB29NWBK60161331926819');
});

test('private details and pay are the crew member’s and level 5’s; crew find their own profile', async ({
  page,
  request,
  baseURL,
}) => {
  // The officer (level 4) reads the profile, but not bank details, next of kin or pay.
  await logIn(page, 'officer@demo.yacht');
  await openCrew(page);
  await page.getByRole('link', { name: /Sam Taylor/ }).click();
  await expect(page.getByRole('region', { name: 'Personal information' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bank details' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Employment' }).click();
  await expect(page.getByRole('region', { name: 'Salary' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit personal information' })).toHaveCount(0);

  // The purser records a pay review.
  await logOut(page);
  await logIn(page, 'purser@demo.yacht');
  await openCrew(page);
  await page.getByRole('link', { name: /Sam Taylor/ }).click();
  await page.getByRole('link', { name: 'Employment' }).click();
  await page.getByRole('button', { name: 'Edit salary' }).click();
  const salary = page.getByRole('dialog', { name: 'Update salary' });
  await salary.getByRole('button', { name: 'Save' }).click();
  await expect(salary.getByText('Field is required.')).toBeVisible();
  await salary.getByLabel('Amount').fill('6150');
  await salary.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('region', { name: 'Salary' }).getByText('€6,150.00').first()).toBeVisible();
  await expectAccessible(page, 'a profile’s employment');

  // The crew member: Profile in the menu, their own record, and not someone else's.
  await logOut(page);
  await logIn(page, 'crew@demo.yacht');
  await page.goto('/fleet/aurora/welcome');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Sam Taylor' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bank details' })).toBeVisible();
  const captain = await serverSession(request, baseURL!, 'captain@demo.yacht');
  const aurora = captain.vesselId('aurora');
  const crewList = (await captain.get(`/crew/onyacht/${aurora}`)) as { id: number; firstName: string }[];
  const other = crewList.find((c) => c.firstName === 'James')!;
  await page.goto(`/fleet/aurora/crew/${other.id}/profile`);
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
});

test('departments and positions: add one, reorder by dragging, and one in use is not deleted', async ({
  page,
}) => {
  await logIn(page, 'captain@demo.yacht');
  await page.goto('/fleet/aurora/yacht-positions-department');
  const departments = page.getByRole('grid', { name: 'Departments' });
  await expect(departments.getByRole('row')).toHaveCount(4);
  await page.getByRole('button', { name: 'Add department' }).click();
  const add = page.getByRole('dialog', { name: 'Add department' });
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Field is required.')).toBeVisible();
  await add.getByLabel('Name').fill('Spa');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(departments.getByRole('row')).toHaveCount(5);
  await expect(departments.getByRole('row').last()).toContainText('Spa');

  // Dragged to the top: the list keeps it there, and so does the server.
  // The row is what is dragged (its handle shows where to hold, and serves the keyboard).
  await departments.getByRole('row', { name: 'Spa' }).dragTo(departments.getByRole('row').first(), {
    targetPosition: { x: 60, y: 4 },
  });
  await expect(departments.getByRole('row').first()).toContainText('Spa');
  await page.reload();
  await expect(departments.getByRole('row').first()).toContainText('Spa');
  await expectAccessible(page, 'departments and positions');

  // Without dragging: the row's menu moves it down one place.
  await departments.getByRole('button', { name: 'Actions for Spa' }).click();
  await page.getByRole('menuitem', { name: 'Move down' }).click();
  await expect(departments.getByRole('row').nth(1)).toContainText('Spa');

  await departments.getByRole('button', { name: 'Actions for Deck' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete Deck?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(
    page
      .getByRole('alertdialog', { name: 'Warning' })
      .getByText('Delete Failed - There are users using this item'),
  ).toBeVisible();
  await page.getByRole('alertdialog', { name: 'Warning' }).getByRole('button', { name: 'OK' }).click();

  // One no one has goes (and Deck is the vessel's first department again for the other journeys).
  await departments.getByRole('button', { name: 'Actions for Spa' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete Spa?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(departments.getByRole('row')).toHaveCount(4);
  await expect(departments.getByRole('row').first()).toContainText('Deck');
});
