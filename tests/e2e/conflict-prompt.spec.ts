import { expect, test } from '@playwright/test';
import { SHORT_TOKEN_PORT } from '../../playwright.config';
import { browserToday, DEMO_PASSWORD, logIn, tapCells, waitForServiceWorkerControl } from './helpers';

// On the second server, so signing this month does not touch the other tests' records.
const base = `http://localhost:${SHORT_TOKEN_PORT}`;

test('an offline edit that meets a countersigned month asks the user, and discarding restores the server copy', async ({
  page,
  context,
  request,
}) => {
  await logIn(page, 'crew@demo.yacht', base);
  await waitForServiceWorkerControl(page);

  await context.setOffline(true);
  const today = await browserToday(page);
  await page.goto(`${base}/fleet/aurora/hours-of-rest?date=${today}`);
  await tapCells(page, [20, 21, 22, 23]);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('day-state')).toHaveText('Saved on this device · waiting to sync');

  // Meanwhile, ashore: the crew member's month is signed off and the captain countersigns it.
  const api = async (email: string) => {
    const res = await request.post(`${base}/api/v1/login`, {
      data: { username: email, password: DEMO_PASSWORD },
    });
    const s = await res.json();
    return {
      headers: { authorization: `Bearer ${s.accessToken}` },
      userId: s.user.id as number,
      vessels: s.vessels,
    };
  };
  const crew = await api('crew@demo.yacht');
  const aurora = crew.vessels.find((v: { codename: string }) => v.codename === 'aurora').id;
  const month = today.slice(0, 7);
  expect(
    (
      await request.post(`${base}/api/v1/hor/signoff/${aurora}`, {
        headers: crew.headers,
        data: { month, password: DEMO_PASSWORD },
      })
    ).ok(),
  ).toBe(true);
  const captain = await api('captain@demo.yacht');
  const cs = await request.post(`${base}/api/v1/hor/countersign`, {
    headers: captain.headers,
    data: { month, userId: crew.userId, yachtId: aurora, password: DEMO_PASSWORD },
  });
  expect(cs.ok()).toBe(true);

  await context.setOffline(false);
  await expect(page.getByText('1 need attention')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Sync status' }).click();
  await page.getByRole('button', { name: 'Review' }).click();
  const prompt = page.getByRole('dialog', { name: 'Month already countersigned' });
  await expect(prompt.getByText('Countersigned by James Whitfield')).toBeVisible();
  // A crew member may not reopen a countersigned month: only discarding is offered.
  await expect(prompt.getByRole('button', { name: 'Resubmit my change' })).toHaveCount(0);
  await page.waitForTimeout(300); // the popup's 200 ms fade, for the screenshot
  await page.screenshot({ path: 'test-results/conflict-prompt.png' });
  await prompt.getByRole('button', { name: 'Discard my change' }).click();

  await expect(page.getByText('Everything on this device has reached the server.')).toBeVisible();
  await page.goto(`${base}/fleet/aurora/hours-of-rest?date=${today}`);
  await expect(page.getByTestId('worked-hours')).toHaveText('0 h');
  await expect(page.getByText(/Countersigned by James Whitfield/)).toBeVisible();
});
