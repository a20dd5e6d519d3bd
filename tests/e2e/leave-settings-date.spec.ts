import { expect } from '@playwright/test';
import { test } from './fixtures';
import { browserToday, fillDate, logIn } from './helpers';
import { leaveCaller } from './leave-setup';

const shift = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * The settings dialog says 'Changes will take effect after this date', and only Nil days can
 * wait for a date: a later one for another setting is refused on the spot, not applied today.
 */
test('a later change date is refused for a setting that changes at once', async ({
  page,
  request,
  baseURL,
}) => {
  await logIn(page, 'purser@demo.yacht');
  await page.goto('/fleet/aurora/leave/settings');
  const own = page.getByRole('switch', { name: 'Crew may request their own leave' });
  const was = await own.isChecked();
  await own.click({ force: true });
  await page.getByRole('button', { name: 'Save settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings update' });
  const today = await browserToday(page);
  await fillDate(dialog, 'Change Date', shift(today, 30));
  await dialog.getByLabel('Comment').fill('From the new season');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toContainText('Only Nil days can wait for a later date.');

  await fillDate(dialog, 'Change Date', today);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(own).toBeChecked({ checked: !was });

  // Put it back for the journeys after this one (crew ask for their own leave there).
  const purser = await leaveCaller(request, baseURL ?? '', 'purser@demo.yacht');
  const { leaveSettings } = await purser.get<{ leaveSettings: Settings[] }>('/sync/changes?since=0');
  const now = leaveSettings.find((s) => s.vesselId === purser.aurora)!;
  await purser.put(`/leave/settings/${purser.aurora}`, {
    yachtId: purser.aurora,
    ...Object.fromEntries(SAVED.map((k) => [k, now[k]])),
    requestOwnLeave: was,
    changeDate: today,
    comment: 'Back as it was',
  });
});

/** What the settings' save takes (leaveSettingsSaveSchema), as the server holds it. */
const SAVED = [
  'requestOwnLeave',
  'deleteOwnRequests',
  'hideCalculations',
  'nilDays',
  'rollover',
  'editByApprovalGroup',
  'approvalGroup',
] as const;
type Settings = Record<(typeof SAVED)[number], unknown> & { vesselId: number };
