import { inflateRawSync } from 'node:zlib';
import { SYNC_DICTIONARY, SYNC_ENCODING } from '@contracts/sync-wire';
import { type APIRequestContext, expect, type Locator, type Page, type Request } from '@playwright/test';
import { deviceSession } from './device-session';

export const DEMO_PASSWORD = 'Demo1234';

/** Logs in through the form; `base` picks the second test server. */
export async function logIn(page: Page, email: string, base = '') {
  await page.goto(`${base}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/fleet/);
}

/**
 * Waits until the service worker controls the page and, unless `screens` is false, has kept the
 * screens of the user's modules. Those come after the first sync (sw/asset-cache.ts): a journey
 * that holds the first sync back waits for control alone.
 */
export async function waitForServiceWorkerControl(page: Page, { screens = true } = {}) {
  try {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
  } catch (e) {
    // Seen rarely under load in CI: say where the worker was, to tell a slow install from a failed one.
    const where = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      if (!r) return 'no registration';
      return `installing ${r.installing?.state ?? '-'}, waiting ${r.waiting?.state ?? '-'}, active ${r.active?.state ?? '-'}`;
    });
    throw new Error(`The service worker did not control the page in 30 s (${where})`, { cause: e });
  }
  if (screens) await waitForScreensKept(page);
}

/**
 * After login the service worker keeps the screens of the user's modules in the background
 * (issue 34, sw/asset-cache.ts). A journey that then loses the link may open a screen it never
 * opened online: once signed in, it waits until they are kept, as a user who got the app ready
 * before sailing would. The modules are the signed-in session's, read from the device.
 */
async function waitForScreensKept(page: Page) {
  const kept = async () => {
    const session = await deviceSession(page);
    if (!session) return true;
    return page.evaluate(
      async (modules) => {
        // Each warmed file is in the pack of core or of one module (scripts/precache-plan.ts).
        const plan = (await (await fetch('/warm-plan.json')).json()) as {
          packs: Record<string, { files: { url: string }[] }>;
        };
        const cache = await caches.open('seaworthy-assets');
        const urls = ['core', ...modules].flatMap((m) => plan.packs[m]?.files.map((f) => f.url) ?? []);
        const found = await Promise.all(urls.map((u) => cache.match(u)));
        return found.every(Boolean);
      },
      session.vessels.flatMap((v) => v.modules),
    );
  };
  await expect.poll(kept, { timeout: 60_000 }).toBe(true);
}

/** Today as the browser sees it, the date the editor opens on. */
export const browserToday = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });

/** A user's session on the server, for reading what the server holds. */
export async function serverSession(request: APIRequestContext, baseURL: string, email: string) {
  const login = await request.post(`${baseURL}/api/v1/login`, {
    data: { username: email, password: DEMO_PASSWORD },
  });
  const session = (await login.json()) as {
    accessToken: string;
    user: { id: number };
    vessels: { id: number; codename: string }[];
  };
  return {
    userId: session.user.id,
    vesselId: (codename: string) => session.vessels.find((v) => v.codename === codename)!.id,
    async get(path: string): Promise<unknown> {
      const res = await request.get(`${baseURL}/api/v1${path}`, {
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
      return res.json();
    },
    async put(path: string, data: unknown): Promise<unknown> {
      const res = await request.put(`${baseURL}/api/v1${path}`, {
        headers: { authorization: `Bearer ${session.accessToken}` },
        data,
      });
      expect(res.ok()).toBe(true);
      return res.json();
    },
    async post(path: string, data: unknown): Promise<unknown> {
      const res = await request.post(`${baseURL}/api/v1${path}`, {
        headers: { authorization: `Bearer ${session.accessToken}` },
        data,
      });
      expect(res.ok()).toBe(true);
      return res.json();
    },
    async delete(path: string, data?: unknown): Promise<void> {
      const res = await request.delete(`${baseURL}/api/v1${path}`, {
        headers: { authorization: `Bearer ${session.accessToken}` },
        data,
      });
      expect(res.ok()).toBe(true);
    },
  };
}

/** Reads server state through the API (Playwright's request context ignores setOffline). */
export async function serverView(request: APIRequestContext, baseURL: string, email: string) {
  const login = await request.post(`${baseURL}/api/v1/login`, {
    data: { username: email, password: DEMO_PASSWORD },
  });
  const session = await login.json();
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const vessel = session.vessels.find((v: { codename: string }) => v.codename === 'aurora');
  return {
    userId: session.user.id as number,
    async day(date: string) {
      const res = await request.post(`${baseURL}/api/v1/hor/day/get/${vessel.id}-${session.user.id}`, {
        headers,
        data: { yachtId: vessel.id, date },
      });
      return (await res.json()) as { binary: string; version: number };
    },
    async saves(date: string) {
      const res = await request.get(`${baseURL}/api/v1/hor/audit/${vessel.id}/${session.user.id}/${date}`, {
        headers,
      });
      const { entries } = (await res.json()) as { entries: { action: string }[] };
      return entries.filter((e) => e.action === 'save').length;
    },
  };
}

/** Paints the first `n` half hours of the day as work by tapping them. */
export async function tapCells(page: Page, cells: number[]) {
  for (const c of cells) await page.locator(`[data-cell="${c}"]`).click();
}

/** A preset saved in the day editor: a change the device keeps until the shore takes it. */
export async function savePreset(page: Page, name: string) {
  await page.getByRole('button', { name: 'Presets', exact: true }).click();
  await page.getByRole('dialog', { name: 'Presets' }).getByRole('link', { name: 'New preset' }).click();
  await page.getByLabel('Preset title').fill(name);
  await dragCells(page, 16, 23);
  await page.getByRole('button', { name: 'Save preset' }).click();
}

/** Keys of one object store of the app's IndexedDB (empty if the store is not there yet). */
export function storedKeys(page: Page, store: string): Promise<string[]> {
  return page.evaluate(
    (name) =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('seaworthy');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) return resolve([]);
          const all = db.transaction(name).objectStore(name).getAllKeys();
          all.onsuccess = () => {
            db.close();
            resolve(all.result.map(String));
          };
        };
        open.onerror = () => resolve([]);
      }),
    store,
  );
}

/** One row of the app's `meta` store, as JSON text ('' when absent). */
export function storedMeta(page: Page, key: string): Promise<string> {
  return page.evaluate(
    (k) =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('seaworthy');
        open.onsuccess = () => {
          const get = open.result.transaction('meta').objectStore('meta').get(k);
          get.onsuccess = () => resolve(get.result ? JSON.stringify(get.result.value) : '');
        };
        open.onerror = () => resolve('');
      }),
    key,
  );
}

/**
 * Offline signing needs the device key registered and the password verifier stored (after
 * login). Polled with page.evaluate: waitForFunction does not await a promise (it would
 * pass at once).
 */
export async function waitForOfflineSigning(page: Page) {
  await expect
    .poll(
      async () => {
        const keys = await storedKeys(page, 'secrets');
        return keys.includes('device') && keys.includes('verifier');
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** Presses on one cell, holds past the 100 ms press delay and drags to another. */
export async function dragCells(page: Page, from: number, to: number) {
  // The grid is 8 rows of 3 hours on a phone: bring all of it on screen, as a finger would scroll.
  await page
    .locator(`[data-cell="${from}"]`)
    .evaluate((cell) => cell.closest('.timeline')?.scrollIntoView({ block: 'center' }));
  const a = await page.locator(`[data-cell="${from}"]`).boundingBox();
  const b = await page.locator(`[data-cell="${to}"]`).boundingBox();
  await page.mouse.move(a!.x + a!.width / 2, a!.y + a!.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(200);
  await page.mouse.move(b!.x + b!.width / 2, b!.y + b!.height / 2, { steps: 12 });
  await page.mouse.up();
}

/** axe on the page as it is now: serious and critical violations fail the journey (issue 7). */
export async function expectAccessible(page: Page, what: string) {
  expect(await axeFindings(page), `axe on ${what}`).toEqual([]);
}

/** axe's serious and critical findings on the page once its fades have settled, one line each. */
export async function axeFindings(page: Page): Promise<string[]> {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  // A popup fading in is half transparent: judge the colours it settles on.
  await page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    // Until a few frames pass with nothing running: a popup mounted again (a redirect after a
    // login re-renders the shell) starts a new fade after the one awaited first.
    for (let round = 0; round < 20; round++) {
      await frame();
      await frame();
      const running = document.getAnimations().filter((a) => a.playState === 'running');
      if (!running.length) break;
      // An animation cancelled meanwhile (its element re-rendered) rejects: that one has settled too.
      const settled = Promise.all(running.map((a) => a.finished.catch(() => undefined)));
      // A spinner never finishes: a second at most, then look again.
      await Promise.race([settled, new Promise((r) => setTimeout(r, 1000))]);
    }
  });
  // Run in the page itself (legacy mode: the app has no frames of another origin, which is all
  // the default's extra blank page is for) and asked for violations only: the same findings at a
  // third of the CPU, which the journeys share with the server suite on 2 cores (rule 1).
  const result = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 80)} ${n.failureSummary ?? ''}`).join(', ')}`,
    );
}

/** Types an ISO date into the kit's date field (react-aria segments: day, month, year in any order). */
export async function fillDate(scope: Page | Locator, label: string, iso: string) {
  const [year, month, day] = iso.split('-');
  const group = scope.getByRole('group', { name: label, exact: true });
  for (const [name, value] of [
    [/^day/i, day],
    [/^month/i, month],
    [/^year/i, year],
  ] as const) {
    const segment = group.getByRole('spinbutton', { name });
    await segment.click();
    await segment.pressSequentially(value!);
  }
}

/** Picks a choice in the kit's select (a button that opens a list). */
export async function choose(scope: Page | Locator, label: string | RegExp, option: string) {
  await scope.getByRole('button', { name: label }).click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Ticks the kit's checkbox as a finger does: a tap on its row (the input itself is hidden). */
export async function tick(scope: Page | Locator, name: string | RegExp) {
  const box = scope.getByRole('checkbox', { name });
  await box.locator('xpath=ancestor::label[1]').click();
  await expect(box).toBeChecked();
}

/** A crew member of Aurora of the test's own, added by the demo captain, with the demo password. */
export async function newCrewMember(
  request: APIRequestContext,
  baseURL: string,
  who: { email: string; firstName?: string; lastName: string },
) {
  const login = await request.post(`${baseURL}/api/v1/login`, {
    data: { username: 'captain@demo.yacht', password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await login.json()).accessToken}` };
  const users = await (await request.get(`${baseURL}/api/v1/users/overview`, { headers })).json();
  const aurora = users.vessels.find((v: { codename: string }) => v.codename === 'aurora');
  const deck = aurora.departments.find((d: { name: string }) => d.name === 'Deck').id;
  const res = await request.post(`${baseURL}/api/v1/users/${aurora.id}`, {
    headers,
    data: {
      email: who.email,
      firstName: who.firstName ?? 'Tove',
      lastName: who.lastName,
      role: users.roles.find((r: { name: string }) => r.name === 'Crew').id,
      departmentId: deck,
      positionId: aurora.positions.find((p: { departmentId: number }) => p.departmentId === deck).id,
      yachts: [aurora.id],
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
    },
  });
  expect(res.status()).toBe(200);
}

/**
 * A popup's history entry is pushed a tick after it shows (src/ui/history-popups.ts): a journey
 * that presses Back waits for it, as a person's thumb always does, or Back leaves the page.
 */
export async function waitForPopupEntry(page: Page) {
  await page.waitForFunction(() => (window.history.state as { popup?: number } | null)?.popup !== undefined);
}

/**
 * At a phone's width the header stays one line in every link state: the chip sits beside the
 * vessel's name and the header's buttons (not connected, its state above the rest, in its short
 * form: "Can't reach shore" over "1 waiting · 04:39"), every part whole and inside the screen, the
 * vessel's name whole too, while the chip's name keeps the full words.
 */
export async function expectHeaderOneLine(chip: Locator, full: RegExp) {
  await expect(chip).toHaveAccessibleName(full);
  const parts = await chip.locator('.link-part').evaluateAll((all) =>
    all.map((p) => {
      const box = p.getBoundingClientRect();
      const line = p.closest('.link-line');
      return {
        top: Math.round(box.top),
        line: line ? [...line.parentElement!.children].indexOf(line) : -1,
        cut: p.scrollWidth > p.clientWidth || box.right > window.innerWidth,
      };
    }),
  );
  expect(parts.filter((p) => p.cut)).toEqual([]);
  // The state (with a count to check, if any) may stand above the rest: each line reads as one.
  const lines = [...new Set(parts.map((p) => p.line))];
  expect(lines.length).toBeLessThanOrEqual(2);
  for (const line of lines)
    expect(new Set(parts.filter((p) => p.line === line).map((p) => p.top)).size).toBe(1);
  const header = await chip.evaluate((c) => {
    const bar = c.closest('header')!;
    const boxes = [...bar.querySelectorAll(':scope > .brand, .sync-chip, .inbox-button, .user-button')].map(
      (e) => e.getBoundingClientRect(),
    );
    const name = bar.querySelector('.brand small');
    return {
      items: boxes.length,
      lowestTop: Math.max(...boxes.map((b) => b.top)),
      highestBottom: Math.min(...boxes.map((b) => b.bottom)),
      nameCut: name ? name.scrollWidth > name.clientWidth : false,
    };
  });
  // One row: the brand, the chip and the buttons share a band of the bar.
  expect(header.items).toBe(4);
  expect(header.lowestTop).toBeLessThan(header.highestBottom);
  expect(header.nameCut).toBe(false);
}

/** SHOTS_DIR set: the header (and the Sync page) at 390 and 1280 px, for review by eye. */
export async function shots(page: Page, name: string, full = false) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({
      path: `${dir}/${name}-${width}.png`,
      ...(full ? {} : { clip: { x: 0, y: 0, width, height: 160 } }),
    });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/** Which part of a first sync a request asks for (the device sends it deflated with the sync dictionary). */
export function partAsked(request: Request): string | undefined {
  const raw = request.postDataBuffer();
  if (!raw) return undefined;
  const text =
    request.headers()['content-encoding'] === SYNC_ENCODING
      ? inflateRawSync(raw, { dictionary: Buffer.from(SYNC_DICTIONARY) }).toString()
      : raw.toString();
  return (JSON.parse(text) as { first?: { part: string } }).first?.part;
}

/**
 * Sign off on the calendar: the own row's Sign off, then the popup. A device that never learned
 * whether the user has a handwritten signature on file (offline since login) asks for one first:
 * this signs without it, as a journey about something else would.
 */
export async function openSignOff(page: Page) {
  await page.getByRole('button', { name: 'Sign off' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign off' });
  const pad = page.getByRole('dialog', { name: 'Digital signature' });
  await expect(dialog.or(pad)).toBeVisible();
  if (await pad.isVisible())
    await pad.getByRole('button', { name: 'Sign without a handwritten signature' }).click();
  await expect(dialog).toBeVisible();
  return dialog;
}
