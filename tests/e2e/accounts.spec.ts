import { expect } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, logIn } from './helpers';

/** Issue 8, Accounts: a greyed module leads to the Modules tab, where it is switched on and off. */
test('a fleet manager activates hours of rest on a vessel, uses it, switches it off, and keeps invoice details', async ({
  page,
}) => {
  await logIn(page, 'fleet@demo.yacht');
  await page.goto('/fleet/solstice');
  await page.getByRole('link', { name: /Hours of Rest · not switched on/ }).click();
  await expect(page).toHaveURL(/\/fleet\/solstice\/accounts\/modules$/);
  await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  const spend = page.locator('.spend strong');
  const before = await spend.textContent();
  await expect(page.getByText('Free!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
    'href',
    '/fleet/solstice/support',
  );
  await expectAccessible(page, 'the modules tab');

  await page.getByRole('button', { name: 'Activate Hours of rest' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Activate Hours of rest?' });
  await expect(ask).toContainText('£49.00 a month');
  await ask.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Hours of rest is live on M/Y Solstice.')).toBeVisible();
  await expect(spend).not.toHaveText(before ?? '');
  const tab = page
    .getByRole('navigation', { name: 'Main' })
    .last()
    .getByRole('link', { name: /Hours of Rest/ });
  await expect(tab).not.toHaveClass(/nav-off/);
  await tab.click();
  await expect(page).toHaveURL(/\/fleet\/solstice\/hours-of-rest\/calendar/);
  await expect(page.getByRole('heading', { name: /off on/ })).toHaveCount(0);

  await page.goto('/fleet/solstice/accounts/modules');
  const live = page.getByRole('switch', { name: 'Hours of rest live' });
  await expect(live).toBeChecked();
  await live.click();
  await page
    .getByRole('alertdialog', { name: 'Switch Hours of rest off?' })
    .getByRole('button', { name: 'Switch off' })
    .click();
  await expect(page.getByText('Hours of rest is off on M/Y Solstice.')).toBeVisible();
  await expect(spend).toHaveText(before ?? '');
  await expect(tab).toHaveClass(/nav-off/);

  await page.getByRole('link', { name: 'Invoice Details' }).click();
  await expect(page).toHaveURL(/\/accounts\/invoice-details$/);
  const form = page.getByRole('form', { name: 'Invoice details' });
  await form.getByLabel('City').fill('');
  await form.getByLabel('E-mail').fill('accounts');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Invalid email address.')).toBeVisible();
  await form.getByLabel('Company name').fill('Blue Water Yachting Ltd');
  await form.getByLabel('Contact name').fill('Fiona Grant');
  await form.getByLabel('E-mail').fill('accounts@bluewater.example');
  await form.getByLabel('Address line 1').fill('1 Harbour Road');
  await form.getByLabel('City').fill('Southampton');
  await form.getByLabel('Zip/postal code').fill('SO14 2AQ');
  await form.getByLabel('State/region').fill('Hampshire');
  await form.getByLabel('Country').fill('United Kingdom');
  await form.getByLabel('VAT/tax number').fill('GB123456789');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Invoice details have been saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue('Southampton');
});
