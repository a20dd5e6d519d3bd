import { expect } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, logIn, serverSession, tick } from './helpers';

/** Issue 9, requirements at 390 px: an officer ticks what a position asks; the server has it. */
test('an officer sets the requirements of a position and of the whole vessel', async ({
  page,
  request,
  baseURL,
}) => {
  // From none (a retry finds the first attempt's ticks otherwise).
  const officer = await serverSession(request, baseURL!, 'officer@demo.yacht');
  const aurora = officer.vesselId('aurora');
  const positions = (await officer.get(`/positions/onyacht/${aurora}`)) as { id: number; name: string }[];
  const stewId = positions.find((p) => p.name === 'Stew')!.id;
  await officer.put(`/requirements/forposition/${stewId}`, []);
  await officer.put(`/requirements/foryacht/${aurora}`, []);

  await logIn(page, 'officer@demo.yacht');
  await page.goto('/fleet/aurora/yacht-positions-department');
  await page.getByRole('button', { name: 'Actions for Stew', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Requirements' }).click();
  const dialog = page.getByRole('dialog', { name: 'Requirements: Stew' });
  // No familiarization module on the demo vessel: no training group.
  await expect(dialog.getByRole('group', { name: 'Training' })).toHaveCount(0);
  await tick(dialog, 'ENG1 medical certificate');
  await tick(dialog, 'Food Hygiene Level 2');
  await expect(dialog.getByText('2 selected.')).toBeVisible();
  await expectAccessible(page, 'the requirements popup');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const stew = page.getByRole('row').filter({ hasText: /^Stew/ });
  await expect(stew.getByText('Interior · 2 requirements')).toBeVisible();

  await page.getByRole('button', { name: /Requirements for every position/ }).click();
  const everyone = page.getByRole('dialog', { name: 'Requirements: every position' });
  await tick(everyone, 'Passport');
  await everyone.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Requirements for every position · 1' })).toBeVisible();

  const saved = (await officer.get(`/requirements/forposition/${stewId}`)) as { requirementTypeId: number }[];
  expect(saved.map((r) => r.requirementTypeId)).toEqual([3, 81]);
  const vessel = (await officer.get(`/requirements/foryacht/${aurora}`)) as { requirementTypeId: number }[];
  expect(vessel.map((r) => r.requirementTypeId)).toEqual([1]);
});
