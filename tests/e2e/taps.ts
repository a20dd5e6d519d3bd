import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * Tap counts of the everyday tasks (issue 31, §3), measured as a user would feel them: the page
 * counts every pointer press it receives (a tap, a click, the start of a drag) and every key
 * press outside a text field, across navigations of the tab. Journeys call `startCounting` on
 * the screen the task starts from and `taps` when it is done; `recordTaps` leaves the figure for
 * `npm run bench` (tests/bench/taps.ts) to print beside its goal and the count before issue 31.
 */
/** Runs in the page: counts presses into sessionStorage, once per document. */
function installCounter() {
  const w = window as unknown as { __tapCounter?: boolean };
  if (w.__tapCounter || sessionStorage.getItem('e2e-taps') === null) return;
  w.__tapCounter = true;
  const add = (key: string) =>
    sessionStorage.setItem(key, String(Number(sessionStorage.getItem(key) ?? 0) + 1));
  window.addEventListener('pointerdown', () => add('e2e-taps'), { capture: true });
  window.addEventListener(
    'keydown',
    (e) => {
      const t = e.target as HTMLElement | null;
      const typing = t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.isContentEditable);
      // Typing a password or a comment is one field filled, not a tap per letter; Enter and
      // Space on a button are taps.
      if (!typing) add('e2e-taps');
    },
    { capture: true },
  );
}

export async function startCounting(page: Page): Promise<void> {
  await page.evaluate(() => sessionStorage.setItem('e2e-taps', '0'));
  await page.evaluate(installCounter);
  // A navigation replaces the window: the counter is installed again on every new document.
  await page.addInitScript(installCounter);
}

/** Pointer presses and key presses outside text fields since `startCounting`. */
export async function taps(page: Page): Promise<number> {
  return page.evaluate(() => Number(sessionStorage.getItem('e2e-taps') ?? 0));
}

export type TapRecord = { task: string; taps: number; goal: number; before: string };

/** Leaves the measured count where the bench prints it (tests/.tmp/taps/{slug}.json). */
export function recordTaps(slug: string, record: TapRecord): void {
  mkdirSync('tests/.tmp/taps', { recursive: true });
  writeFileSync(`tests/.tmp/taps/${slug}.json`, JSON.stringify(record));
}
