import { expect } from '@playwright/test';
import { test } from './fixtures';
import { browserToday, fillDate, logIn, waitForPopupEntry } from './helpers';

/**
 * Issue 31 §5: on a phone, Back from the leave form asks before what was typed is lost (a date,
 * a comment, an approver's decision comments), as the day editor does.
 */
const shift = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

test('Back from the leave form asks before a typed date or comment is lost', async ({ page, browser }) => {
  await logIn(page, 'crew@demo.yacht');
  await page.goto('/fleet/aurora/leave');
  await expect(page.getByRole('heading', { name: 'Sam Taylor' })).toBeVisible();
  await page.getByRole('link', { name: /New request/ }).click();
  await expect(page).toHaveURL(/\/leave\/leave-form\b/);
  const unsaved = page.getByRole('alertdialog', { name: 'Unsaved changes' });

  // A date typed in, then the phone's Back: asked, and keeping on editing keeps it.
  const from = shift(await browserToday(page), 40);
  await fillDate(page, 'From', from);
  await waitForPopupEntry(page);
  await page.goBack();
  await expect(unsaved).toContainText('You changed this new leave request and have not saved it yet.');
  await unsaved.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/leave\/leave-form\b/);
  await expect(
    page.getByRole('group', { name: 'From', exact: true }).getByRole('spinbutton', { name: /^year/i }),
  ).toHaveAttribute('aria-valuenow', String(Number(from.slice(0, 4))));

  // A comment typed as well: Back asks again; Discard leaves with nothing kept.
  const comments = page.getByLabel('Comments', { exact: true });
  await comments.fill('Sister’s wedding in Split');
  await waitForPopupEntry(page);
  await page.goBack();
  await expect(unsaved).toBeVisible();
  await unsaved.getByRole('button', { name: 'Keep editing' }).click();
  await expect(comments).toHaveValue('Sister’s wedding in Split');
  await waitForPopupEntry(page);
  await page.goBack();
  await unsaved.getByRole('button', { name: 'Discard' }).click();
  await expect(page).not.toHaveURL(/leave-form/);
  await expect(page.getByRole('heading', { name: 'Sam Taylor' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Sister’s wedding' })).toHaveCount(0);

  // The captain's decision comments on Sam's waiting request go only with a decision: Back asks,
  // with no Save that would not keep them.
  const captainContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const captain = await captainContext.newPage();
  await logIn(captain, 'captain@demo.yacht');
  await captain.goto('/fleet/aurora/leave');
  await captain
    .getByRole('region', { name: /Pending requests/ })
    .getByRole('link')
    .filter({ hasText: 'Sam Taylor' })
    .first()
    .click();
  await expect(captain).toHaveURL(/\/leave\/leave-form\/.+/);
  const decision = captain.getByLabel('Decision comments');
  await decision.fill('Only if Liam covers your watches');
  await waitForPopupEntry(captain);
  await captain.goBack();
  const asked = captain.getByRole('alertdialog', { name: 'Unsaved changes' });
  await expect(asked).toContainText('You changed the decision comments and have not saved it yet.');
  await expect(asked.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await asked.getByRole('button', { name: 'Keep editing' }).click();
  await expect(decision).toHaveValue('Only if Liam covers your watches');
  await expect(captain).toHaveURL(/\/leave\/leave-form\/.+/);
  await captainContext.close();
});
