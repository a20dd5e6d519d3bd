import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { choose, logIn, waitForServiceWorkerControl } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

const tab = (page: Page, nav: string, name: string) =>
  page.getByRole('navigation', { name: nav }).getByRole('link', { name, exact: true });

test('a crew member reads the app in Spanish on this device, after a reload at sea too, then goes back to English', async ({
  page,
  context,
}) => {
  await logIn(page, 'crew@demo.yacht');
  await waitForServiceWorkerControl(page);
  await page.goto('/sync');
  await expect(page.getByRole('button', { name: /Language of the app on this device/ })).toContainText(
    "Browser's language (English)",
  );

  await choose(page, 'Language of the app on this device', 'Español');
  // The whole app at once: the tab bar, the page's heading, its cards.
  await expect(tab(page, 'Principal', 'Inicio')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sincronizar');
  await expect(page.getByRole('heading', { name: 'Archivos en este dispositivo' })).toBeVisible();

  await page.reload();
  await expect(tab(page, 'Principal', 'Inicio')).toBeVisible();
  await tab(page, 'Principal', 'Inicio').click();
  await expect(tab(page, 'Principal', 'Sincronizar')).toBeVisible();

  // At sea: the Spanish catalogue comes from the device.
  await context.setOffline(true);
  await page.reload();
  await expect(tab(page, 'Principal', 'Inicio')).toBeVisible();
  await expect(tab(page, 'Principal', 'Horas de descanso')).toBeVisible();
  await context.setOffline(false);

  await tab(page, 'Principal', 'Sincronizar').click();
  await choose(page, 'Idioma de la app en este dispositivo', 'English');
  await expect(tab(page, 'Main', 'Home')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sync');
  await page.reload();
  await expect(tab(page, 'Main', 'Hours of Rest')).toBeVisible();
});

test('a captain reading the app in Spanish on a laptop finds every sidebar label whole, on one line', async ({
  page,
}) => {
  await logIn(page, 'captain@demo.yacht');
  await page.goto('/sync');
  await choose(page, 'Language of the app on this device', 'Español');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/fleet/aurora/welcome');
  const sidebar = page.locator('nav.sidebar');
  await expect(sidebar.getByRole('link', { name: 'Certificados del buque' })).toBeVisible();
  // One line: a link as tall as its 44 px target, not a second line's more; whole: nothing cut to '…'.
  const lines = await sidebar.evaluate((nav) =>
    [...nav.querySelectorAll('a')].map((a) => {
      const label = a.querySelector('.nav-label') ?? a;
      return {
        label: a.textContent,
        height: Math.round(a.getBoundingClientRect().height),
        cut: label.scrollWidth > label.clientWidth,
      };
    }),
  );
  expect(lines.filter((l) => l.height > 44 || l.cut)).toEqual([]);
  expect(lines.length).toBeGreaterThan(8);
});

test('Spanish chosen at sea before it was ever loaded: the app says so, and opens in it once the shore is back', async ({
  page,
  context,
}) => {
  await logIn(page, 'crew@demo.yacht');
  await waitForServiceWorkerControl(page);
  await page.goto('/sync');
  await context.setOffline(true);
  await choose(page, 'Language of the app on this device', 'Español');
  // It stays in English, and says why rather than nothing.
  await expect(
    page.getByRole('status').filter({
      hasText:
        'Español is not on this device yet: the app opens in it next time, once the shore can be reached.',
    }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sync');

  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sincronizar', { timeout: 30_000 });
  await expect(tab(page, 'Principal', 'Inicio')).toBeVisible();
  await expect(page.getByText('is not on this device yet')).toHaveCount(0);
});
