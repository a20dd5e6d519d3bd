import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  expectAccessible,
  expectHeaderOneLine,
  logIn,
  partAsked,
  waitForServiceWorkerControl,
} from './helpers';

const SHOTS = process.env.SHOTS_DIR ?? 'tests/.tmp/screens/home-tiles';

const glance = (page: Page) => page.getByRole('region', { name: 'At a glance' });
const tile = (page: Page, name: string) => glance(page).getByRole('link', { name: new RegExp(`^${name}`) });
const progress = (page: Page) => page.getByRole('status').filter({ hasText: /Getting M\/Y Aurora ready/ });

/** A door the journey opens when it chooses: the sync answers behind it wait till then. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

async function shots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/**
 * Issue 31: the home shows the same 'what needs me' tiles before and after the first sync: the
 * shore's figures until the phone holds the records, then the phone's own as soon as it does, and
 * says plainly which it does not know yet rather than leave the tile out: before the first sync
 * brings the vessel, after its first part (recent records), on a cold start at sea in between,
 * and once it is all in.
 */
test('before its first sync is in, the home shows the shore’s figures (or says it does not know yet), then the phone’s own as soon as it holds them', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  // A satellite link: each part of the first sync waits until the journey lets it through.
  const parts = { first: gate(), rest: gate() };
  await context.route('**/api/v1/sync', async (route) => {
    await (partAsked(route.request()) === 'first' ? parts.first.opened : parts.rest.opened);
    await route.continue().catch(() => undefined);
  });
  await logIn(page, 'captain@demo.yacht');
  await // The first sync is held back: the module screens come after it.
  await waitForServiceWorkerControl(page, { screens: false });
  await expect(page).toHaveURL(/\/fleet\/aurora\/welcome$/);

  // Nothing of the vessel on the phone yet: every tile that applies to the captain is there. The
  // shore's own figures stand in (its welcome answer counts them as the phone will); only the
  // months to countersign (the calendar's button's N) say they are not known yet.
  await expect(progress(page)).toBeVisible();
  await expect(tile(page, 'Leave requests to decide')).toContainText(
    /\d+ requests?Waiting for your decision$/,
    {
      timeout: 30_000,
    },
  );
  await expect(tile(page, 'Expiring or expired')).toContainText(
    /^Expiring or expired\d+ certificates?( · \d+ documents?)?Vessel certificates and crew documents$/,
  );
  const shoreFigures = {
    leave: await tile(page, 'Leave requests to decide').textContent(),
    expiring: await tile(page, 'Expiring or expired').textContent(),
  };
  await expect(tile(page, 'To countersign')).toContainText(
    'Not known yetCounted once the crew’s months reach this device',
  );
  await expect(tile(page, 'Inbox')).toContainText(/\d+ unread/);
  await expect(glance(page).getByText('Nothing needs you')).toHaveCount(0);
  await expect(glance(page).getByText('The figures show once this device has been online.')).toHaveCount(0);
  await expectAccessible(page, 'the home before the first sync');
  await shots(page, 'home-first-sync-nothing-yet');
  const chip = (p: Page) => p.getByRole('link', { name: /^Sync status:/ });
  await expectHeaderOneLine(chip(page), /^Sync status: Not synced yet$/);

  // The satellite drops the health probe too: the phone says it cannot reach the shore, and the
  // header keeps its one line at 390 px (the state above the rest in the chip, beside the name).
  await context.route('**/api/v1/health', (route) => route.abort('timedout'));
  await expect(chip(page)).toContainText("Can't reach shore", { timeout: 40_000 });
  await expectHeaderOneLine(chip(page), /^Sync status: Can't reach shore, first sync not finished$/);
  // The note under the header agrees with the chip: nothing is arriving, it waits.
  await expect(progress(page)).toContainText('Paused until the shore can be reached; it goes on by itself.');
  await shots(page, 'home-first-sync-no-shore');
  await context.unroute('**/api/v1/health');
  await expect(chip(page)).not.toContainText("Can't reach shore", { timeout: 40_000 });

  // The first part is in (the vessel's recent records): the figures show; those whose older
  // records are still to come say so.
  parts.first.open();
  const leave = tile(page, 'Leave requests to decide');
  await expect(leave).toContainText(
    /\d+ requests?Waiting for your decision · older requests still arriving/,
    {
      timeout: 30_000,
    },
  );
  await expect(tile(page, 'Expiring or expired')).toContainText(
    /\d+ certificates?.*Vessel certificates and crew documents/,
  );
  await expect(tile(page, 'To countersign')).toContainText(
    /(\d+ sign-offs?|None so far)Signed off by crew, waiting for you · older months still arriving/,
  );
  await expect(glance(page).getByText('Not known yet')).toHaveCount(0);
  await expect(progress(page)).toContainText('Screens fill in as the records arrive.');
  await shots(page, 'home-first-sync-recent');

  // A cold start at sea in between: the phone shows what it holds, not a blank.
  await context.setOffline(true);
  for (const p of context.pages()) await p.close();
  const atSea = await context.newPage();
  await atSea.goto('/fleet');
  await expect(atSea).toHaveURL(/\/fleet\/aurora\/welcome$/);
  await expect(tile(atSea, 'Leave requests to decide')).toContainText(/\d+ requests?/);
  await expect(tile(atSea, 'Expiring or expired')).toContainText(/\d+ certificates?/);
  await expect(glance(atSea).getByText('Not known yet')).toHaveCount(0);
  await expect(glance(atSea).getByText('The figures show once this device has been online.')).toHaveCount(0);
  await expectAccessible(atSea, 'the home after a cold start at sea during the first sync');
  await expectHeaderOneLine(chip(atSea), /^Sync status: Offline, first sync not finished$/);
  await expect(progress(atSea)).toContainText('Paused until the shore can be reached');
  await shots(atSea, 'home-first-sync-cold-start-offline');

  // The link returns and the rest comes: the figures are whole, and say so no more.
  parts.rest.open();
  await context.setOffline(false);
  await expect(progress(atSea)).toBeHidden({ timeout: 60_000 });
  await expect(tile(atSea, 'Leave requests to decide')).toContainText(
    /\d+ requests?Waiting for your decision$/,
  );
  await expect(glance(atSea).getByText(/still arriving/)).toHaveCount(0);
  // The same tiles as before the first sync, with the same figures: the phone's count is the shore's.
  await expect(tile(atSea, 'Leave requests to decide')).toHaveText(shoreFigures.leave!);
  await expect(tile(atSea, 'Expiring or expired')).toHaveText(shoreFigures.expiring!);
  await shots(atSea, 'home-first-sync-done');
});
