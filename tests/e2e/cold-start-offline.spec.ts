import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, logIn, storedMeta, waitForServiceWorkerControl } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

/** Where the journey's screenshots go (SHOTS_DIR to look at them elsewhere). */
const SHOTS = process.env.SHOTS_DIR ?? 'tests/.tmp/screens';

/** A screen opened online, and the one thing on it that must still show after a cold start at sea. */
interface Screen {
  path: string;
  datum: (page: Page) => Locator;
  /**
   * Built from a server answer kept on the device (not from the synced records), under this
   * name: offline it says from when. Online the journey waits until it is kept (saves are
   * throttled), as a user who looked at the screen for a moment would.
   */
  kept?: string;
  /** What the user does on the page to see the datum (a popup opened from it). */
  open?: (page: Page) => Promise<void>;
}

const main = (page: Page) => page.getByRole('main');
const asOfLine = (page: Page) => page.getByRole('status').filter({ hasText: /as of \d{2}:\d{2}/i });
const chip = (page: Page) => page.getByRole('link', { name: /^Sync status:/ });

/** The first crew member's row on the records page (after 'Whole vessel' for an officer). */
const recordRow = (p: Page, n: number) => main(p).locator('.records .record-name strong').nth(n);

const openLeaveHistory = async (page: Page) => {
  await main(page)
    .getByRole('link')
    .filter({ hasText: 'Sam Taylor' })
    .filter({ hasText: 'available today' })
    .click();
  await page.getByRole('button', { name: 'Leave history' }).click();
};

const CAPTAIN_SCREENS: Screen[] = [
  { path: '/fleet/aurora/welcome', datum: (p) => main(p).locator('.welcome-tiles'), kept: 'welcome' },
  {
    path: '/fleet/aurora/hours-of-rest/calendar',
    datum: (p) => main(p).getByText('James Whitfield').filter({ visible: true }).first(),
  },
  {
    path: '/fleet/aurora/hours-of-rest/vessel-details',
    datum: (p) => main(p).getByLabel('IMO number'),
    kept: 'vessel-details',
  },
  {
    path: '/fleet/aurora/issues',
    datum: (p) => main(p).getByText('Ship Sanitation Control').first(),
    kept: 'issues',
  },
  { path: '/fleet/aurora/users', datum: (p) => main(p).getByRole('row').nth(2), kept: 'users' },
  { path: '/fleet/aurora/crew', datum: (p) => main(p).getByText('Fiona Grant').first() },
  {
    path: '/fleet/aurora/leave',
    datum: (p) =>
      main(p)
        .getByText(/Pending requests/)
        .first(),
  },
  {
    path: '/fleet/aurora/leave/x-employees',
    datum: (p) => main(p).getByRole('region', { name: 'Former employees' }),
    kept: 'leave-former',
  },
  { path: '/fleet/aurora/certs', datum: (p) => main(p).getByText('Certificate of Registry').first() },
  {
    path: '/fleet/aurora/documents/lib0',
    datum: (p) => main(p).getByText('Safety Management Manual.pdf').first(),
  },
  {
    path: '/fleet/aurora/reports/guest-details',
    datum: (p) => main(p).getByText('Charles Whitmore').first(),
  },
  { path: '/fleet/aurora/accounts/modules', datum: (p) => main(p).locator('.spend strong'), kept: 'modules' },
  {
    path: '/fleet/aurora/hours-of-rest/approval-group',
    datum: (p) =>
      main(p)
        .getByText(/No members yet|Watchkeeper/)
        .first(),
    kept: 'approval-group',
  },
  { path: '/fleet/aurora/hours-of-rest/records', datum: (p) => recordRow(p, 1), kept: 'records-users' },
  {
    path: '/fleet/aurora/leave',
    open: openLeaveHistory,
    datum: (p) => p.getByRole('dialog', { name: 'Leave history' }).getByRole('row').nth(1),
    kept: 'leave-history',
  },
  {
    path: '/fleet/aurora/reports',
    // A report's 'Last generated' line, which shows once the server's answer is read: not the
    // guest-details row's count (made on the device, there first; once read in its place).
    datum: (p) => main(p).locator('button.report-row .report-facts').first(),
    kept: 'reports-last',
  },
  {
    path: '/two-factor',
    datum: (p) => main(p).getByRole('region', { name: 'Your two-factor login' }),
    kept: 'own-two-factor',
  },
  // Opened last of the kept screens, just before the link goes: its answer came with the last sync.
  {
    path: '/fleet/aurora/accounts/invoice-details',
    datum: (p) => main(p).getByLabel('Company name'),
    kept: 'groupdetails',
  },
  {
    path: '/inbox',
    datum: (p) =>
      main(p)
        .getByText(/Certificate expiring/)
        .first(),
  },
];

const CREW_SCREENS: Screen[] = [
  { path: '/fleet/aurora/welcome', datum: (p) => main(p).locator('.welcome-tiles'), kept: 'welcome' },
  {
    path: '/fleet/aurora/hours-of-rest/calendar',
    datum: (p) => main(p).getByText('Sam Taylor').filter({ visible: true }).first(),
  },
  {
    path: '/fleet/aurora/issues',
    datum: (p) => main(p).getByRole('heading', { name: 'Issues' }),
    kept: 'issues',
  },
  {
    path: '/fleet/aurora/leave',
    datum: (p) => main(p).getByRole('region', { name: 'Balance' }),
  },
  { path: '/fleet/aurora/hours-of-rest/records', datum: (p) => recordRow(p, 0), kept: 'records-users' },
  {
    path: '/two-factor',
    datum: (p) => main(p).getByRole('region', { name: 'Your two-factor login' }),
    kept: 'own-two-factor',
  },
];

/** What a screen shows of its datum: an input's value, else its text. */
async function read(datum: Locator) {
  await expect(datum).toBeVisible();
  const tag = await datum.evaluate((el) => el.tagName);
  // A form fills in when its answer comes: read it once it has.
  if (tag === 'INPUT') await expect(datum).not.toHaveValue('');
  return tag === 'INPUT' ? datum.inputValue() : ((await datum.textContent()) ?? '');
}

async function openOnline(page: Page, screens: Screen[]) {
  const seen: string[] = [];
  // The home's figures come from the device once its first sync is done (from the server's
  // answer before): note them after, as they then stay.
  await expect
    .poll(
      async () => (await storedMeta(page, 'cursor')) !== '' && (await storedMeta(page, 'firstSync')) === '',
    )
    .toBe(true);
  for (const s of screens) {
    await page.goto(s.path);
    await s.open?.(page);
    seen.push(await read(s.datum(page)));
    // The query itself kept (its key), not only its name inside another kept answer (a field
    // "users" in one would pass at once, and the throttled save could still be to come).
    if (s.kept)
      await expect.poll(() => storedMeta(page, 'queryCache')).toContain(`\\"queryKey\\":[\\"${s.kept}\\"`);
  }
  return seen;
}

/**
 * The app closed and opened again with no network: every page closed, the link cut, a new page
 * at the installed app's start URL. The service worker's cache and IndexedDB stay (same context).
 */
async function coldStartOffline(context: BrowserContext) {
  await context.setOffline(true);
  for (const p of context.pages()) await p.close();
  const page = await context.newPage();
  await page.goto('/fleet');
  return page;
}

/**
 * The as-of line and the chip's "last sync" tell one truth: the same clock time when the answer
 * came with the last sync, else the line says when its answer was last read from the shore.
 */
async function expectOneTime(page: Page, where: string, cameWithLastSync: boolean) {
  const lastSync = /last sync (\d\d:\d\d)/.exec((await chip(page).textContent()) ?? '')?.[1];
  expect(lastSync, `the chip says when it last synced (${where})`).toBeTruthy();
  const line = (await asOfLine(page).textContent()) ?? '';
  // An answer read before the last sync says when it was read, not "as of".
  const [, lead, time] = /(as of|last read from the shore at) (\d\d:\d\d)/i.exec(line) ?? [];
  const before = /^last read/i.test(lead ?? '') ? lead : undefined;
  if (cameWithLastSync) expect(`${time}${before ? ` (${before})` : ''}`, where).toBe(lastSync);
  else
    expect(
      before !== undefined || time === lastSync,
      `${where}: "${line}" beside "last sync ${lastSync}"`,
    ).toBe(true);
}

async function expectKnown(page: Page, screens: Screen[], seen: string[]) {
  const lastKept = screens.findLastIndex((s) => s.kept);
  for (const [i, s] of screens.entries()) {
    await page.goto(s.path);
    await s.open?.(page);
    const datum = s.datum(page);
    await expect(datum, `${s.path} shows what it showed online`).toBeVisible();
    expect(await read(datum), s.path).toBe(seen[i]);
    if (s.kept) {
      await expect(asOfLine(page), `${s.path} says from when`).toBeVisible();
      await expectOneTime(page, s.path, i === lastKept);
    }
    // Nothing left waiting on a link that is not there.
    await expect(main(page).getByText('Loading…'), s.path).toHaveCount(0);
  }
}

test('a cold start offline shows the home figures and every screen the captain opened, with their time', async ({
  page,
  context,
}) => {
  // Thirteen screens online, then each again after a cold start: about a minute on a quiet machine.
  test.setTimeout(240_000);
  await logIn(page, 'captain@demo.yacht');
  await waitForServiceWorkerControl(page);
  const seen = await openOnline(page, CAPTAIN_SCREENS);

  const atSea = await coldStartOffline(context);
  try {
    await expect(atSea).toHaveURL(/\/fleet\/aurora\/welcome/);
    await expect(asOfLine(atSea)).toBeVisible();
    await expect(atSea.getByText('The figures show once this device has been online.')).toHaveCount(0);
    await expectKnown(atSea, CAPTAIN_SCREENS, seen);
    await expectAccessible(atSea, 'the accounts page after a cold start offline');
    for (const width of [390, 1280]) {
      await atSea.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const s of CAPTAIN_SCREENS.filter((screen) => screen.kept)) {
        await atSea.goto(s.path);
        await s.open?.(atSea);
        await expect(asOfLine(atSea)).toBeVisible();
        await atSea.screenshot({
          path: `${SHOTS}/cold-start-offline-${s.kept}-${width}.png`,
          fullPage: false,
          // A popup still fading in would show the page through it.
          animations: 'disabled',
        });
      }
    }
    await atSea.setViewportSize({ width: 390, height: 844 });
  } finally {
    await context.setOffline(false);
  }
});

/** Screens of the captain's modules, from those above, that the next journey never opens online. */
const NEVER_OPENED = [
  '/fleet/aurora/hours-of-rest/calendar',
  '/fleet/aurora/crew',
  '/fleet/aurora/certs',
  '/fleet/aurora/documents/lib0',
  '/fleet/aurora/reports/guest-details',
];

/** Signed in, then at sea as soon as the service worker keeps the user's screens (they come in packs). */
async function atSeaOnceKept(page: Page, context: BrowserContext, email: string) {
  await logIn(page, email);
  await waitForServiceWorkerControl(page);
  return coldStartOffline(context);
}

test("after login the screens of the user's modules open at sea, even those never opened online", async ({
  page,
  context,
}) => {
  const atSea = await atSeaOnceKept(page, context, 'captain@demo.yacht');
  try {
    for (const s of CAPTAIN_SCREENS.filter((screen) => NEVER_OPENED.includes(screen.path))) {
      await atSea.goto(s.path);
      await expect(s.datum(atSea), `${s.path} opens at sea, never opened online`).toBeVisible();
    }
    // Admin screens come on first use: one never opened says so plainly, with a way to try again.
    await atSea.goto('/fleet/aurora/users');
    await expect(atSea.getByRole('alert')).toContainText(
      'This page has not been opened on this device yet; it will open once the shore can be reached.',
    );
    await expect(atSea.getByRole('button', { name: 'Try again' })).toBeVisible();
    // Inside the app's shell, with a way out: an installed app has no Back button of its own.
    await expect(atSea.locator('header.topbar')).toBeVisible();
    await atSea.getByRole('main').getByRole('link', { name: 'Home' }).click();
    await expect(atSea).toHaveURL(/\/fleet\/aurora\/welcome$/);
  } finally {
    await context.setOffline(false);
  }
});

test('a cold start offline shows the crew member their home figures and the screens they opened', async ({
  page,
  context,
}) => {
  await logIn(page, 'crew@demo.yacht');
  await page.goto('/fleet/aurora/welcome');
  await waitForServiceWorkerControl(page);
  const seen = await openOnline(page, CREW_SCREENS);

  const atSea = await coldStartOffline(context);
  try {
    await expectKnown(atSea, CREW_SCREENS, seen);
  } finally {
    await context.setOffline(false);
  }
});

test('on a slow link the first start says what it is getting and shows the screen as it arrives', async ({
  page,
  context,
}) => {
  // A satellite link: every sync answer takes 3 s (the page's and the service worker's).
  await context.route('**/api/v1/sync', async (route) => {
    await new Promise((r) => setTimeout(r, 3000));
    await route.continue();
  });
  await logIn(page, 'captain@demo.yacht');
  const progress = page.getByRole('status').filter({ hasText: /Getting M\/Y Aurora ready… \d of 2/ });
  await expect(progress).toBeVisible();
  // The home figures come while the records are still arriving: no bare screen.
  await expect(page.locator('.welcome-tiles')).toBeVisible();
  await expect(progress).toBeVisible();
  await page.screenshot({ path: 'tests/.tmp/screens/cold-start-slow-first-start-390.png' });
  // Once every part is in, the note goes.
  await expect(progress).toBeHidden({ timeout: 60_000 });
});
