import { mkdirSync } from 'node:fs';
import type { Member, RestMonth } from '@contracts/rest-hours';
import { addDays, monthOf } from '@domain/calendar/iso-date';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { browserToday, DEMO_PASSWORD, expectAccessible, logIn, waitForOfflineSigning } from './helpers';
import { recordTaps, startCounting, taps } from './taps';

const SHOTS = 'tests/.tmp/screens/countersign';

/** What the server holds: Aurora's crew and months, as a supervisor's sync reads them. */
async function serverMonths(request: APIRequestContext, email: string) {
  const login = await (
    await request.post('/api/v1/login', { data: { username: email, password: DEMO_PASSWORD } })
  ).json();
  const aurora = (login.vessels as { id: number; codename: string }[]).find(
    (v) => v.codename === 'aurora',
  )!.id;
  const { changes } = (await (
    await request.post('/api/v1/sync', {
      headers: { authorization: `Bearer ${login.accessToken}` },
      data: { cursor: 0, ops: [] },
    })
  ).json()) as { changes: { members: Member[]; restMonths: RestMonth[] } };
  const members = changes.members.filter((m) => m.vesselId === aurora);
  const months = changes.restMonths.filter((m) => m.vesselId === aurora);
  const nameOf = (userId: number) => {
    const m = members.find((x) => x.userId === userId)!;
    return `${m.firstName} ${m.lastName}`;
  };
  return {
    aurora,
    months,
    nameOf,
    /** Months signed off by the crew and waiting for this supervisor (never their own). */
    waiting: months.filter(
      (m) =>
        m.signedBy &&
        !m.counterSignedBy &&
        m.userId !== login.user.id &&
        (members.find((x) => x.userId === m.userId)?.permissionLevel ?? 99) < 8,
    ),
  };
}

/** The calendar of last month (the demo's crew signed most of it off), once the device has it. */
async function openCalendar(page: Page, count: number) {
  const lastMonth = monthOf(addDays(`${monthOf(await browserToday(page))}-01`, -1));
  await page.goto(`/fleet/aurora/hours-of-rest/calendar?month=${lastMonth}`);
  const button = page.getByRole('button', { name: `Countersign all ready (${count})` });
  await expect(button).toBeVisible({ timeout: 30_000 });
  return { button, lastMonth };
}

const monthLabel = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

test('countersign all ready at sea: a month left for later stays waiting, a month changed meanwhile is named', async ({
  page,
  context,
  request,
}) => {
  const before = await serverMonths(request, 'officer@demo.yacht');
  expect(before.waiting.length).toBeGreaterThanOrEqual(3);
  await logIn(page, 'officer@demo.yacht');
  await waitForOfflineSigning(page);
  await (await openCalendar(page, before.waiting.length)).button.click();
  const list = page.getByRole('dialog', { name: 'Countersign all ready' });
  await expect(list.getByTestId('batch-totals')).toHaveCount(before.waiting.length);
  await expectAccessible(page, 'the countersign review list');
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/review-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  // However long the list, its answer is pinned in sight at the popup's foot.
  await expect(list.getByRole('button', { name: /^Countersign \d+ sign-offs$/ })).toBeInViewport();

  // Leave the first for later; the second's records change on this device while the list is open.
  // Both are crew months (not the captain's own), so the captain's batch below still has them.
  const [leftOut, changed] = before.waiting.filter((w) => before.nameOf(w.userId) !== 'James Whitfield') as [
    RestMonth,
    RestMonth,
  ];
  const leftName = `${before.nameOf(leftOut.userId)}, ${monthLabel(leftOut.month)}`;
  // A tap on the row's label, as a finger does (the kit's input itself is hidden).
  await list.getByRole('checkbox', { name: leftName }).locator('xpath=ancestor::label[1]').click();
  await expect(list.getByRole('checkbox', { name: leftName })).not.toBeChecked();
  // The captain's own month is left signed and not countersigned, as the signed-month journey
  // (unsaved-and-signed-month.spec.ts) needs it to edit.
  const captains = before.waiting.filter((w) => before.nameOf(w.userId) === 'James Whitfield');
  for (const w of captains) {
    const name = `James Whitfield, ${monthLabel(w.month)}`;
    await list.getByRole('checkbox', { name }).locator('xpath=ancestor::label[1]').click();
    await expect(list.getByRole('checkbox', { name })).not.toBeChecked();
  }
  const others = before.waiting.length - 1 - captains.length;
  await page.evaluate(
    ({ userId, vesselId, date }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('seaworthy');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('restDays', 'readwrite').objectStore('restDays');
          const get = store.get([userId, vesselId, date]);
          get.onsuccess = () => {
            const work = (get.result?.work as string | undefined) ?? '0'.repeat(48);
            store.put({
              userId,
              vesselId,
              date,
              version: 0,
              pending: 0,
              ...get.result,
              work: `${work[0] === '1' ? '0' : '1'}${work.slice(1)}`,
            });
            store.transaction.oncomplete = () => resolve();
          };
        };
      }),
    { userId: changed.userId, vesselId: before.aurora, date: `${changed.month}-02` },
  );

  // The link goes: the password is checked by the device, the signatures wait in the outbox.
  await context.setOffline(true);
  await list.getByLabel('Password').fill('not the password');
  await list.getByRole('button', { name: `Countersign ${others} sign-offs` }).click();
  await expect(list.getByText('Your credentials are invalid.')).toBeInViewport();
  await expect(list.getByLabel('Password')).toBeFocused();
  await list.getByLabel('Password').fill(DEMO_PASSWORD);
  await list.getByRole('button', { name: `Countersign ${others} sign-offs` }).click();
  await list.getByRole('button', { name: 'Close' }).click();
  // Closed at once, while the device still checks the password and signs: the batch goes on, and
  // its report still comes. The changed month is named and left; the others went.
  await expect(
    list.getByText(
      `Countersigned ${others - 1} sign-offs on this device; they go to the shore when it can be reached.`,
    ),
  ).toBeVisible();
  await expect(
    list.getByText(
      `${before.nameOf(changed.userId)}, ${monthLabel(changed.month)}: not countersigned, its records changed after you opened this list; open it to check them.`,
    ),
  ).toBeVisible();
  const leftLine = list.getByRole('link', {
    name: `Open ${before.nameOf(changed.userId)}, ${monthLabel(changed.month)}`,
  });
  await expect(leftLine).toBeVisible();
  // Honest: nothing has reached the shore yet.
  await expect(page.getByText('Saved on this device, will send when the shore can be reached')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/report-390.png` });
  // "Open it to check them" is one tap: the line opens that person's month, its row unfolded.
  await leftLine.click();
  await expect(list).toBeHidden();
  const changedRow = page.locator(`section[id="${changed.userId}"]`);
  await expect(changedRow.locator('.member-head')).toHaveAttribute('aria-expanded', 'true');
  await expect(changedRow).toBeInViewport();
  expect(new URL(page.url()).searchParams.get('month')).toBe(changed.month);
  await context.setOffline(false);

  // On the server: the others countersigned by the officer; the two left still waiting.
  await expect
    .poll(
      async () => {
        const after = await serverMonths(request, 'officer@demo.yacht');
        return before.waiting.map((w) => {
          const m = after.months.find((x) => x.userId === w.userId && x.month === w.month);
          return m?.counterSignedByName ?? 'waiting';
        });
      },
      { timeout: 30_000 },
    )
    .toEqual(
      before.waiting.map((w) =>
        w === leftOut || w === changed || captains.includes(w) ? 'waiting' : 'Erik Holm',
      ),
    );
  // The button now counts those left.
  await expect(
    page.getByRole('button', { name: `Countersign all ready (${2 + captains.length})` }),
  ).toBeVisible();
});

test('@taps a captain countersigns every month waiting in one go, one password', async ({
  page,
  request,
}) => {
  const before = await serverMonths(request, 'captain@demo.yacht');
  const n = before.waiting.length;
  expect(n).toBeGreaterThanOrEqual(2);
  await logIn(page, 'captain@demo.yacht');
  const { button, lastMonth } = await openCalendar(page, n);

  await startCounting(page);
  await button.click();
  const list = page.getByRole('dialog', { name: 'Countersign all ready' });
  // One review list: each person's month with its totals and flags.
  for (const w of before.waiting) {
    const row = list.locator('.batch-row', {
      has: page.getByRole('checkbox', { name: `${before.nameOf(w.userId)}, ${monthLabel(w.month)}` }),
    });
    await expect(row.getByTestId('batch-totals')).toContainText(/Worked \d+(\.\d)? h\s*Rest \d+(\.\d)? h/);
    await expect(row.locator('.batch-flags')).toHaveText(
      /^(Every day meets the rest rules|\d+ days? breaks? rules? [\d, ]+)$/,
    );
  }
  await page.screenshot({ path: `${SHOTS}/review-390.png` });
  // The password field is tapped, then typed (typing is not counted), then one confirm.
  await list.getByLabel('Password').click();
  await page.keyboard.type(DEMO_PASSWORD);
  // Every text the confirm button shows while the batch runs (it counts the months as they go).
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { buttonTexts: string[] }).buttonTexts = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[role=dialog] button[type=submit]')?.textContent ?? '';
      if (seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await list.getByRole('button', { name: `Countersign ${n} sign-offs` }).click();
  await expect(page.getByText(`Countersigned ${n} sign-offs.`)).toBeVisible();
  const shown = await page.evaluate(() => (window as unknown as { buttonTexts: string[] }).buttonTexts);
  expect(shown).toContain(`Countersigning 1 of ${n}…`);
  const count = await taps(page);
  expect(count).toBeLessThanOrEqual(3);
  recordTaps('countersign-all', {
    task: 'Countersign all ready (captain)',
    taps: count,
    goal: 3,
    before: 'one person at a time, password each time (N×4 taps)',
  });

  // Each month shows countersigned, and the button is gone.
  await expect(page.getByRole('button', { name: /^Countersign all ready/ })).toHaveCount(0);
  for (const w of before.waiting.filter((x) => x.month === lastMonth)) {
    const row = page.getByRole('region', { name: before.nameOf(w.userId), exact: true });
    await expect(row.getByText('Countersigned · James Whitfield')).toBeVisible();
  }
  // And on the server, every one of them.
  await expect
    .poll(
      async () => {
        const after = await serverMonths(request, 'captain@demo.yacht');
        return before.waiting.map(
          (w) => after.months.find((x) => x.userId === w.userId && x.month === w.month)?.counterSignedByName,
        );
      },
      { timeout: 30_000 },
    )
    .toEqual(before.waiting.map(() => 'James Whitfield'));
});
