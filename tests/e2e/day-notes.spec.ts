import { addDays } from '@domain/calendar/iso-date';
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { browserToday, dragCells, expectAccessible, logIn } from './helpers';

/**
 * Issue 7, gap 9: on a phone, an officer's day: the commensurate-rest hint after a breach,
 * comments edited and deleted, the record deleted, and presets made and edited from the day.
 */
test('comments, the record and presets are managed from the day; officers see the rest to give back', async ({
  page,
}) => {
  await logIn(page, 'purser@demo.yacht');
  const today = await browserToday(page);
  // Five days back, unless that is last month: the demo's last month is signed, and another
  // journey may have countersigned it (read-only); then the 1st of this month (today itself
  // on the 1st, with nothing recorded yet: the demo's records end yesterday).
  const back = addDays(today, -5);
  const date = back.slice(0, 7) === today.slice(0, 7) ? back : `${today.slice(0, 7)}-01`;
  await page.goto(`/fleet/aurora/hours-of-rest/day/me?date=${date}`);
  const state = page.getByTestId('day-state');
  await expect(state).toHaveText(date === today ? 'Nothing recorded yet' : 'Synced');

  // 06:00 to 22:00 at work: rule 1 breaks, and the officer is told what rest to give back.
  await dragCells(page, 12, 43);
  await expect(page.getByTestId('commensurate-rest')).toContainText(
    /take at least \d+(\.5)? h of extra rest/,
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('dialog', { name: 'Non-compliance comment' }).getByLabel('Reason').fill('Guests late');
  await page
    .getByRole('dialog', { name: 'Non-compliance comment' })
    .getByRole('button', { name: 'Save' })
    .click();
  const reopen = page.getByRole('alertdialog', { name: 'Signed month' });
  if (await reopen.isVisible()) await reopen.getByRole('button', { name: 'Save and reopen' }).click();
  await expect(state).not.toHaveText('Unsaved changes');

  // A comment added, corrected, then deleted.
  await page.getByRole('button', { name: 'Add comment' }).click();
  await page.getByLabel('Comment', { exact: true }).fill('Engine drill');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: "Edit comment 'Engine drill'" }).click();
  await page.getByRole('textbox', { name: 'Edit comment' }).fill('Engine drill at 14:00');
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(page.getByText('Engine drill at 14:00')).toBeVisible();
  await page.getByRole('button', { name: "Delete comment 'Engine drill at 14:00'" }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete comment' });
  await expectAccessible(page, 'deleting a comment');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Engine drill at 14:00')).toHaveCount(0);

  // The day's record deleted: the day is blank again.
  await page.getByRole('button', { name: 'Delete record' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete record' })
    .getByRole('button', { name: 'Delete record' })
    .click();
  await expect(state).toHaveText('Nothing recorded yet');
  // A break needs work around it: on a blank day the popup says so and stays open.
  await page.getByRole('button', { name: 'Add break' }).click();
  const addBreak = page.getByRole('dialog', { name: 'Add break' });
  await addBreak.getByRole('button', { name: 'Add break' }).click();
  await expect(addBreak.getByRole('alert')).toHaveText('Break Overlap: A field overlaps another block');
  await addBreak.getByRole('button', { name: 'Cancel' }).click();

  // A preset made from the day's preset list, then edited.
  await page.getByRole('button', { name: 'Presets', exact: true }).click();
  await page.getByRole('dialog', { name: 'Presets' }).getByRole('link', { name: 'New preset' }).click();
  await expect(page.getByRole('heading', { name: 'New preset' })).toBeVisible();
  await page.getByLabel('Preset title').fill('Harbour watch');
  await dragCells(page, 16, 33);
  await page.getByRole('button', { name: 'Save preset' }).click();
  await page.getByRole('button', { name: 'Presets', exact: true }).click();
  const presets = page.getByRole('dialog', { name: 'Presets' });
  await expect(presets.getByText('Harbour watch')).toBeVisible();
  await presets.getByRole('link', { name: 'Edit' }).first().click();
  await expect(page.getByRole('heading', { name: 'Edit preset' })).toBeVisible();
  await expect(page.getByLabel('Preset title')).not.toHaveValue('');
  // An edit to the preset is held at the way back, like a painted day, and saved from the prompt.
  await page.getByLabel('Preset title').fill('Harbour watch, late');
  await page.getByRole('link', { name: 'Day' }).click();
  const prompt = page.getByRole('alertdialog', { name: 'Unsaved changes' });
  await prompt.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('region', { name: /notification/i })).toContainText(
    'Preset “Harbour watch, late” saved',
  );
  await expect(page.getByTestId('day-state')).toBeVisible();
});
