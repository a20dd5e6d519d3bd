import { expect } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, logIn } from './helpers';

/** Issue 33, part 3: the master verifies the vessel's records and a printed code on the records page. */
test('the master verifies the records and checks a code', async ({ page }) => {
  await logIn(page, 'captain@demo.yacht');
  await page.goto('/fleet/aurora/hours-of-rest/records');
  const card = page.getByRole('region', { name: 'Record integrity' });
  await card.getByRole('button', { name: 'Verify records' }).click();
  await expect(card.getByTestId('chain-verdict')).toContainText(/Intact: \d+ entries/);
  await card.getByLabel('Verification code on a printed record').fill('ABCDE-12345');
  await card.getByRole('button', { name: 'Check code' }).click();
  await expect(card.getByTestId('code-verdict')).toContainText(
    'No record of this vessel has the code ABCDE12345.',
  );
  await expectAccessible(page, 'the records page with its integrity checks');
  const dir = process.env.SHOTS_DIR;
  if (dir)
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.mouse.wheel(0, 5000);
      await expect(card.getByTestId('code-verdict')).toBeInViewport();
      await page.screenshot({ path: `${dir}/records-integrity-${width}.png` });
    }
});

test('an officer has no such check', async ({ page }) => {
  await logIn(page, 'officer@demo.yacht');
  await page.goto('/fleet/aurora/hours-of-rest/records');
  await expect(page.locator('.record-row', { hasText: 'Whole vessel' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verify records' })).toHaveCount(0);
});
