import { addDays, monthOf } from '@domain/calendar/iso-date';
import { showMonth } from '@domain/dates/format';
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { browserToday, DEMO_PASSWORD, expectAccessible, logIn, waitForServiceWorkerControl } from './helpers';
import { recordTaps, startCounting, taps } from './taps';

/**
 * The officer signs off last month from home: the tile 'To sign off' opens the month with its
 * sign-off asked, so the password and Sign off follow (field test: 5 to 7 taps and a scroll
 * from the Hours of Rest tab, and nothing on the home said it was waiting). The demo's officer
 * has last month recorded and not signed off.
 */
/** A valid 1x1 PNG: the officer's handwritten signature, on file as after their first sign-off. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('the officer signs off last month from home in two taps and the password @taps', async ({
  page,
  request,
}) => {
  const lastMonth = monthOf(addDays(`${monthOf(await browserToday(page))}-01`, -1));
  // Setup, outside the count: a signature on file (the first sign-off asks for one, once).
  const login = await request.post('/api/v1/login', {
    data: { username: 'officer@demo.yacht', password: DEMO_PASSWORD },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const upload = await request.post('/api/v1/hor/digital-signature', {
    headers: {
      authorization: `Bearer ${accessToken}`,
      'content-type': 'image/png',
      'x-file-name': 'sig.png',
    },
    data: PNG,
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  await logIn(page, 'officer@demo.yacht');
  await waitForServiceWorkerControl(page);
  await expect(page).toHaveURL(/\/fleet\/aurora\/welcome$/);
  const tile = page.getByRole('region', { name: 'At a glance' }).getByRole('link', { name: /^To sign off/ });
  // The tile names the month ('November 2026'), not a count that reads as a length of time.
  await expect(tile).toContainText(showMonth(lastMonth), { timeout: 30_000 });
  await expectAccessible(page, 'the home with the sign-off tile');
  await startCounting(page);

  await tile.click();
  await expect(page).toHaveURL(new RegExp(`/hours-of-rest/calendar\\?month=${lastMonth}$`));
  const dialog = page.getByRole('dialog', { name: 'Sign off' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign off' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  const count = await taps(page);
  recordTaps('sign-off', {
    task: 'Sign off last month (officer), from home',
    taps: count,
    goal: 2,
    before: '5 to 7 taps and a scroll, and the password',
  });
  expect(count).toBeLessThanOrEqual(2);

  // Signed: the tile goes from the home.
  await page.goto('/fleet/aurora/welcome');
  await expect(page.getByRole('region', { name: 'At a glance' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^To sign off/ })).toHaveCount(0);
});
