import { mkdirSync } from 'node:fs';
import { addDays, datesInMonth, monthOf } from '@domain/calendar/iso-date';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { browserToday, dragCells, expectAccessible, logIn } from './helpers';

const SHOTS = process.env.SHOTS_DIR ?? 'tests/.tmp/screens/sign-off-blocked';

/** The purser's own month on the calendar (her row opens expanded), its Sign off and the line by it. */
async function ownMonth(page: Page, month: string) {
  await page.goto(`/fleet/aurora/hours-of-rest/calendar?month=${month}`);
  await expect(page.getByRole('button', { name: /Clara Mendes/ }).first()).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const row = page.getByRole('region', { name: 'Clara Mendes', exact: true });
  return {
    row,
    signOff: row.getByRole('button', { name: 'Sign off' }),
    why: row.getByTestId('sign-blocked'),
  };
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('Sign off is off, with the reason beside it, while the month cannot be signed; on again once it can', async ({
  page,
}) => {
  await logIn(page, 'purser@demo.yacht');
  const today = await browserToday(page);
  const month = monthOf(today);
  const next = monthOf(addDays(datesInMonth(month).at(-1)!, 1));

  // Next month has not begun: the button says what it would do, and why it cannot yet.
  const coming = await ownMonth(page, next);
  await expect(coming.signOff).toBeDisabled();
  await expect(coming.why).toHaveText('A month can be signed off once it has begun.');
  await expect(coming.signOff).toHaveAccessibleDescription('A month can be signed off once it has begun.');
  await expectAccessible(page, 'a month to come on the calendar');
  await shoot(page, 'not-begun');

  // A plan for tomorrow (when tomorrow is still this month): the month holds a plan, which a
  // signature never covers. On the month's last day there is no day to come to plan.
  const tomorrow = addDays(today, 1);
  if (monthOf(tomorrow) === month) {
    await page.goto(`/fleet/aurora/hours-of-rest/day/me?date=${tomorrow}`);
    await expect(page.getByTestId('day-state')).toHaveText('Nothing planned yet');
    await dragCells(page, 16, 23);
    await expect(page.getByTestId('worked-hours')).toHaveText('4 h');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // Earlier journeys may have logged long days this week, so the plan can break the weekly rule.
    const comment = page.getByRole('dialog', { name: 'Non-compliance comment' });
    // Case-sensitive: 'Unsaved changes' is not saved; online it may be synced at once.
    const saved = page.getByTestId('day-state').filter({ hasText: /Saved|Synced/ });
    await expect(saved.or(comment)).toBeVisible();
    if (await comment.isVisible()) {
      await comment.getByLabel('Reason').fill('Passage planned');
      await comment.getByRole('button', { name: 'Save', exact: true }).click();
    }
    await expect(saved).toBeVisible();

    const planned = await ownMonth(page, month);
    await expect(planned.signOff).toBeDisabled();
    await expect(planned.why).toHaveText(
      'This month holds planned days still to come. Sign it off once they have been lived.',
    );
    await expectAccessible(page, 'a month holding a plan on the calendar');
    await shoot(page, 'planned');

    // The plan deleted, the month can be signed off again.
    await page.goto(`/fleet/aurora/hours-of-rest/day/me?date=${tomorrow}`);
    await page.getByRole('button', { name: 'Delete plan' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete plan' })
      .getByRole('button', { name: 'Delete plan' })
      .click();
    await expect(page.getByTestId('day-state')).toHaveText('Nothing planned yet');
  }
  const open = await ownMonth(page, month);
  await expect(open.signOff).toBeEnabled();
  await expect(open.why).toHaveCount(0);
  // The deletion reaches the shore before the next journey signs this month off.
  await expect(page.getByRole('link', { name: /Sync status: Synced \d\d:\d\d/ })).toBeVisible({
    timeout: 30_000,
  });
});
