import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { TapRecord } from '../e2e/taps';

/**
 * Taps of the everyday tasks (issue 31, §3): runs the Playwright journeys tagged @taps at 390 px
 * (each counts the presses the page received from the screen it starts on to the task done) and
 * prints each count beside its goal and the count before issue 31. Prints; asserts nothing here
 * (the journeys themselves fail above their goal in `npm test`).
 */
export function benchTaps(): void {
  const dir = 'tests/.tmp/taps';
  rmSync(dir, { recursive: true, force: true });
  const run = spawnSync(
    'npx',
    ['playwright', 'test', '--project', 'taps', '--no-deps', '--grep', '@taps', '--reporter=line'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: process.env,
    },
  );
  console.log(
    '\nEveryday tasks at 390 px, taps from the screen the task starts on (Playwright journeys @taps)',
  );
  if (run.status !== 0) console.log('  (some tap journeys failed: their figures are missing below)');
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
  for (const f of files.sort()) {
    const r = JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')) as TapRecord;
    console.log(`  ${r.task}: ${r.taps} taps   (goal at most ${r.goal}; before: ${r.before})`);
  }
  if (!files.length) console.log('  no figures recorded');
}
