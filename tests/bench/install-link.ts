import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../playwright.config';
import { startServer, stopServer } from './server-process';
import { slowLink, VSAT } from './slow-link';

/**
 * Issue 34, goal 4: a first install through Chromium over the slow link (tests/bench/slow-link.ts
 * shapes the page's and the service worker's traffic alike), stage by stage, in bytes on the
 * wire (headers included) and seconds. Prints; asserts nothing. Run after `npm run build`.
 * BENCH_DETAIL=1 also lists each request (whose, bytes with headers, path) as it finishes.
 */
const USER = { email: 'captain@demo.yacht', password: 'Demo1234' };

export interface InstallStages {
  loginForm: Stage;
  swInstalled: Stage;
  firstScreen: Stage;
  warmed: Stage;
  firstScreenPath: string;
  swJsBytes: number;
}
interface Stage {
  /** On the wire both ways (the link's count), the page's own requests, the worker's. */
  bytes: number;
  page: number;
  worker: number;
  seconds: number;
}

/** The bytes /sw.js takes on the wire as the server sends it (brotli if it can). */
function swJsOnTheWire(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ port, path: '/sw.js', headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let n = 0;
      res.on('data', (c: Buffer) => {
        n += c.length;
      });
      res.on('end', () => resolve(n));
    });
    req.on('error', reject);
    req.end();
  });
}

const warmedMessage = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        navigator.serviceWorker.addEventListener('message', (e) => {
          if ((e.data as { type?: string } | null)?.type === 'WARMED') resolve();
        });
      }),
  );

/** With BENCH_SHOTS=<folder>: what the screen shows after login, every 2 s until stopped. */
function shootWhileLoading(page: Page, dir: string | undefined) {
  let on = Boolean(dir);
  const loop = (async () => {
    for (let i = 1; on && i <= 12; i++) {
      await new Promise((r) => setTimeout(r, 2000));
      if (on)
        await page.screenshot({
          path: join(dir ?? '', `after-login-${String(2 * i).padStart(2, '0')}s-390.png`),
        });
    }
  })();
  return {
    stop: async () => {
      on = false;
      await loop;
      if (dir) await page.screenshot({ path: join(dir, 'first-screen-390.png') });
    },
  };
}

export async function benchInstall(serverPort: number): Promise<InstallStages> {
  const link = await slowLink(serverPort);
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'allow',
    });
    // The moment the form can be used, noted by the page itself: the bench notices it later
    // (polling, a loaded machine), and the form's own loads after it must not count.
    await context.addInitScript(() => {
      const w = window as unknown as { formShownAt?: number };
      new MutationObserver((_, observer) => {
        const buttons = [...document.querySelectorAll('button')];
        if (!buttons.some((b) => b.textContent?.trim() === 'Log in')) return;
        w.formShownAt = Date.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    const base = `http://localhost:${link.port}`;
    // Whose bytes: the page's own requests (not those its worker answered) or the worker's.
    const by = { page: 0, worker: 0 };
    const finished: { at: number; n: number; fromWorker: boolean }[] = [];
    context.on('requestfinished', async (r) => {
      const fromWorker = Boolean(r.serviceWorker());
      if (!fromWorker && (await r.response())?.fromServiceWorker()) return;
      const s = await r.sizes();
      const n = s.requestHeadersSize + s.requestBodySize + s.responseHeadersSize + s.responseBodySize;
      if (fromWorker) by.worker += n;
      else by.page += n;
      const { startTime, responseEnd } = r.timing();
      finished.push({ at: startTime + responseEnd, n, fromWorker });
      if (process.env.BENCH_DETAIL)
        console.log(
          `    ${fromWorker ? 'worker' : 'page  '} ${String(n).padStart(7)} B (headers ${s.requestHeadersSize + s.responseHeadersSize}) ${r.method()} ${new URL(r.url()).pathname}`,
        );
    });
    const t0 = performance.now();
    const wall0 = Date.now();
    const stage = (): Stage => ({ bytes: link.bytes(), ...by, seconds: (performance.now() - t0) / 1000 });
    /** A stage as it stood at a moment the page noted (wall-clock ms). */
    const stageAt = (ms: number): Stage => {
      const done = finished.filter((f) => f.at <= ms);
      const sum = (w: boolean) => done.filter((f) => f.fromWorker === w).reduce((n, f) => n + f.n, 0);
      return { bytes: link.bytesAt(ms), page: sum(false), worker: sum(true), seconds: (ms - wall0) / 1000 };
    };

    await page.goto(`${base}/login`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Log in' }).waitFor({ timeout: 300_000 });
    const shownAt = await page.evaluate(() => (window as unknown as { formShownAt?: number }).formShownAt);
    const loginForm = shownAt ? stageAt(shownAt) : stage();

    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 600_000,
    });
    const swInstalled = stage();

    // A build without warming (BENCH_NO_WARM=1, to measure an older build) ends at the first screen.
    const warmed = process.env.BENCH_NO_WARM ? Promise.resolve() : warmedMessage(page);
    const before = stage();
    await page.getByLabel('E-mail').fill(USER.email);
    await page.getByLabel('Password').fill(USER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    const shots = shootWhileLoading(page, process.env.BENCH_SHOTS);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 300_000 });
    // The first screen is there when its main area shows a heading (no splash, no bare screen).
    await page.locator('main h1, main h2').first().waitFor({ timeout: 600_000 });
    const after = stage();
    const firstScreen = {
      bytes: after.bytes - before.bytes,
      page: after.page - before.page,
      worker: after.worker - before.worker,
      seconds: after.seconds - before.seconds,
    };
    const firstScreenPath = new URL(page.url()).pathname;
    await shots.stop();

    await warmed;
    const done = stage();
    return {
      loginForm,
      swInstalled,
      firstScreen,
      warmed: done,
      firstScreenPath,
      swJsBytes: await swJsOnTheWire(serverPort),
    };
  } finally {
    await browser.close();
    await link.close();
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
const line = (label: string, s: Stage, goal: string) =>
  `  ${label.padEnd(40)} ${kb(s.bytes).padStart(7)} (page ${kb(s.page)}, worker ${kb(s.worker)}) ${s.seconds.toFixed(1).padStart(6)} s   (${goal})`;

export function printInstall(r: InstallStages) {
  console.log(
    `\nFirst install over the link (Chromium, ${VSAT.bitsPerSecond / 1000} kbit/s, ${VSAT.roundTripMs} ms round trip; bytes on the wire with headers)`,
  );
  console.log(
    "  stage, from the start unless said: on the wire (of which the page's requests, the worker's), time",
  );
  console.log(line('login form usable', r.loginForm, 'goal within 100 KB'));
  console.log(line('service worker installed (cumulative)', r.swInstalled, 'shell only'));
  console.log(line('first screen after login (from Log in)', r.firstScreen, 'goal within 250 KB'));
  console.log(`    (the first screen: ${r.firstScreenPath})`);
  console.log(line("whole install, with the user's modules", r.warmed, 'goal under 400 KB'));
  console.log(`  sw.js on the wire: ${kb(r.swJsBytes)}   (goal under 30 KB)`);
}

/** The bench on a server of its own (a fresh data folder: a device that never saw the app). */
export async function runInstallBench(port = Number(process.env.BENCH_INSTALL_PORT ?? 4197)) {
  const dir = mkdtempSync(join(tmpdir(), 'seaworthy-install-'));
  const server = await startServer(dir, port);
  try {
    printInstall(await benchInstall(port));
  } finally {
    await stopServer(server.proc);
    rmSync(dir, { recursive: true, force: true });
  }
}

// `npx tsx tests/bench/install-link.ts` runs this bench alone (`npm run build` first).
if (import.meta.url === `file://${process.argv[1]}`) await runInstallBench();
