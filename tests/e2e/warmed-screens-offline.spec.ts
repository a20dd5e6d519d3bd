import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { logIn, waitForServiceWorkerControl } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

const main = (page: Page) => page.getByRole('main');

/** Screens of the captain's modules that the journey never opens online, and a record each shows. */
const NEVER_OPENED: { path: string; datum: (page: Page) => Locator }[] = [
  {
    path: '/fleet/aurora/hours-of-rest/calendar',
    datum: (p) => main(p).getByText('James Whitfield').filter({ visible: true }).first(),
  },
  { path: '/fleet/aurora/crew', datum: (p) => main(p).getByText('Fiona Grant').first() },
  { path: '/fleet/aurora/certs', datum: (p) => main(p).getByText('Certificate of Registry').first() },
  {
    path: '/fleet/aurora/documents/lib0',
    datum: (p) => main(p).getByText('Safety Management Manual.pdf').first(),
  },
  {
    path: '/fleet/aurora/reports/guest-details',
    datum: (p) => main(p).getByText('Charles Whitmore').first(),
  },
];

test("after login the screens of the user's modules open at sea, even those never opened online", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'captain@demo.yacht');
  // Waits until the service worker has kept the screens of the captain's modules (they come in packs).
  await waitForServiceWorkerControl(page);
  await expect(page).toHaveURL(/\/fleet\/aurora\/welcome/);

  // The app closed and opened again with no network.
  await context.setOffline(true);
  try {
    for (const p of context.pages()) await p.close();
    const atSea = await context.newPage();
    for (const s of NEVER_OPENED) {
      await atSea.goto(s.path);
      await expect(s.datum(atSea), `${s.path} opens offline with its records`).toBeVisible();
    }
  } finally {
    await context.setOffline(false);
  }
});
