import { expect } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, logIn, serverSession, tick, waitForServiceWorkerControl } from './helpers';

/**
 * Issue 7, gap 9: the vessel's guide and the vessel details the rest forms print, written by an
 * officer offline (forms checked by the shared schemas), read by the crew.
 */
test('an officer writes the guide and the vessel details offline; the crew reads the guide', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  await logIn(page, 'captain@demo.yacht');
  await waitForServiceWorkerControl(page);
  await page.goto('/fleet/aurora/hours-of-rest/calendar');
  await page.getByRole('link', { name: 'Guide' }).click();
  await expect(page.getByRole('heading', { name: 'Guide' })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('button', { name: /^(Write the guide|Edit guide)$/ }).click();
  await page.getByLabel('What the crew should know').fill('Log your day before 10:00.\nSign off on the 1st.');
  await page.getByRole('button', { name: 'Save guide' }).click();
  await expect(page.getByTestId('guide')).toContainText('Log your day before 10:00.');
  await expect(page.getByText('Saved on this device · waiting to sync')).toBeVisible();

  await page.goto('/fleet/aurora/hours-of-rest/records');
  await page.getByRole('link', { name: 'Vessel details' }).click();
  await expect(page.getByRole('heading', { name: 'Vessel details' })).toBeVisible();
  await page.getByLabel('IMO number').fill('abc');
  await page.getByLabel('Flag state').fill('Cayman Islands');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Field should be a number.')).toBeVisible();
  await page.getByLabel('IMO number').fill('9123456');
  await expectAccessible(page, 'the vessel details form');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Saved on this device · waiting to sync')).toBeVisible();

  // Online again: both reach the server.
  await context.setOffline(false);
  const server = await serverSession(request, baseURL!, 'captain@demo.yacht');
  const aurora = server.vesselId('aurora');
  await expect
    .poll(
      async () =>
        (await server.get(`/yacht/${aurora}/details`)) as { imoNumber?: number; flagState?: string },
      {
        timeout: 30_000,
      },
    )
    .toMatchObject({ imoNumber: 9123456, flagState: 'Cayman Islands' });
  await expect
    .poll(async () => ((await server.get(`/hor/guide/${aurora}`)) as { text: string }).text, {
      timeout: 30_000,
    })
    .toContain('Sign off on the 1st.');

  // Sent, the page shows the server's copy: the details as saved, not the copy from before.
  await expect(page.getByText('Saved on this device · waiting to sync')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByLabel('IMO number')).toHaveValue('9123456');
  await expect(page.getByLabel('Flag state')).toHaveValue('Cayman Islands');

  // The crew member reads it, without an edit button.
  const crewContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const crew = await crewContext.newPage();
  await logIn(crew, 'crew@demo.yacht');
  await crew.goto('/fleet/aurora/hours-of-rest/guide');
  await expect(crew.getByTestId('guide')).toContainText('Sign off on the 1st.');
  await expect(crew.getByRole('button', { name: 'Edit guide' })).toHaveCount(0);
  await crewContext.close();

  // The alerts form checks each address typed, then the server has the list.
  await page.goto('/fleet/aurora/hours-of-rest/settings');
  await tick(page, 'When a crew member signs off a month');
  const to = page.getByLabel('Send alerts to (e-mail addresses, comma separated)');
  await to.fill('bridge@aurora.example, not-an-address');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Invalid email address.')).toBeVisible();
  await to.fill('bridge@aurora.example, office@aurora.example');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Alerts saved.')).toBeVisible();
  await expect
    .poll(async () => await server.get(`/hor/alerts/${aurora}`), { timeout: 30_000 })
    .toEqual({
      onSignOff: true,
      onNonCompliance: false,
      emails: ['bridge@aurora.example', 'office@aurora.example'],
    });
});
