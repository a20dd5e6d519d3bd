/**
 * Server start and restart of two checkouts' builds, side by side (issue 34 goal 6): each round
 * starts A then B (B then A the next round) on an empty data folder, stops it, restarts it on
 * that folder, so both meet the same moment of a shared machine. Prints wall and CPU time to the
 * first answer and their medians. Build both first (`npm run build`).
 *
 *   npx tsx tests/bench/start-ab.ts <checkout A> <checkout B> [--rounds=4] [--port=4199]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServer, stopServer } from './server-process';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const roots = args.filter((a) => !a.startsWith('--')).map((r) => resolve(r));
if (roots.length !== 2) throw new Error('usage: start-ab.ts <checkout A> <checkout B> [--rounds=4]');
const rounds = option('rounds', 4);
const port = option('port', 4199);

type Times = { first: number[]; firstCpu: number[]; restart: number[]; restartCpu: number[] };
const times = new Map<string, Times>(
  roots.map((r) => [r, { first: [], firstCpu: [], restart: [], restartCpu: [] }]),
);
for (let round = 0; round < rounds; round++) {
  for (const root of round % 2 ? [...roots].reverse() : roots) {
    const dir = mkdtempSync(join(tmpdir(), 'seaworthy-start-ab-'));
    try {
      const first = await startServer(dir, port, undefined, root);
      await stopServer(first.proc);
      const again = await startServer(dir, port, undefined, root);
      await stopServer(again.proc);
      const t = times.get(root)!;
      t.first.push(first.ms);
      t.firstCpu.push(first.cpuMs);
      t.restart.push(again.ms);
      t.restartCpu.push(again.cpuMs);
      console.log(
        `${root}: start ${first.ms.toFixed(0)} ms (CPU ${first.cpuMs}), restart ${again.ms.toFixed(0)} ms (CPU ${again.cpuMs})   load ${loadavg()[0]!.toFixed(2)}`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!.toFixed(0);
for (const [root, t] of times)
  console.log(
    `median ${root}: start ${median(t.first)} ms (CPU ${median(t.firstCpu)}), restart ${median(t.restart)} ms (CPU ${median(t.restartCpu)})`,
  );
