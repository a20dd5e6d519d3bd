import { expect } from '@playwright/test';
import { SHORT_TOKEN_PORT } from '../../playwright.config';
import { deviceSession } from './device-session';
import { test } from './fixtures';
import { browserToday, logIn, serverView, tapCells, waitForServiceWorkerControl } from './helpers';

test('a rest day edited offline survives reloads and reaches the server exactly once', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await logIn(page, 'crew@demo.yacht');
  await waitForServiceWorkerControl(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Fleet list' })).toBeVisible();
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();

  const today = await browserToday(page);
  await page.goto(`/fleet/aurora/hours-of-rest/day/me?date=${today}`);
  await expect(page.getByTestId('day-state')).toHaveText('Nothing recorded yet');
  await tapCells(page, [16, 17, 18, 19, 20, 21, 22, 23]); // 08:00-12:00 work
  await expect(page.getByTestId('worked-hours')).toHaveText('4 h');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('day-state')).toHaveText('Saved on this device · waiting to sync');

  await page.reload();
  await expect(page.getByTestId('worked-hours')).toHaveText('4 h');
  await expect(page.getByTestId('day-state')).toHaveText('Saved on this device · waiting to sync');
  await expect(page.getByRole('link', { name: /^Sync status: .*1 change waiting/ })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByTestId('day-state')).toHaveText('Synced', { timeout: 30_000 });
  await expect(page.getByRole('link', { name: /1 change waiting/ })).toHaveCount(0);

  const server = await serverView(request, baseURL!, 'crew@demo.yacht');
  const day = await server.day(today);
  expect(day.binary).toBe(`${'0'.repeat(16)}${'1'.repeat(8)}${'0'.repeat(24)}`);
  expect(await server.saves(today)).toBe(1);
});

test('an access token that expires while offline is refreshed once before the replay', async ({
  page,
  context,
  request,
}) => {
  const base = `http://localhost:${SHORT_TOKEN_PORT}`;
  await logIn(page, 'officer@demo.yacht', base);
  await waitForServiceWorkerControl(page);
  const refreshTokenNow = async () => (await deviceSession(page))!.refreshToken;
  const before = await refreshTokenNow();

  await context.setOffline(true);
  const today = await browserToday(page);
  await page.goto(`${base}/fleet/aurora/hours-of-rest/day/me?date=${today}`);
  await tapCells(page, [0, 1, 2, 3]);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('day-state')).toHaveText('Saved on this device · waiting to sync');

  await page.waitForTimeout(9_000); // the 8-second access token is now dead on the server too
  await context.setOffline(false);
  await expect(page.getByTestId('day-state')).toHaveText('Synced', { timeout: 30_000 });
  expect(await refreshTokenNow()).not.toBe(before);

  const server = await serverView(request, base, 'officer@demo.yacht');
  expect((await server.day(today)).binary.slice(0, 4)).toBe('1111');
  expect(await server.saves(today)).toBe(1);
});
