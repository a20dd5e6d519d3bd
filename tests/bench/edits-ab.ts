/**
 * PostgreSQL syncs of five day edits (issue 34 goal 1) of two checkouts' builds, side by side:
 * each round runs A then B (B then A the next round), each on a fresh database, 100 devices,
 * so both meet the same moment of a shared machine. Prints syncs a second, p95, and the CPU
 * milliseconds per sync of the server and of PostgreSQL (its backends on that database, /proc),
 * which a loaded machine blurs less than the rates. Build both first (`npm run build`).
 *
 *   npx tsx tests/bench/edits-ab.ts <checkout A> <checkout B> [--rounds=3] [--seconds=15] [--port=4392]
 *
 * PGURL names the server's maintenance database (default postgres://postgres:postgres@127.0.0.1:5432).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { editsAsker, openDevices, run } from './poll-load';
import { COMPILED_SERVER, startServer, stopServer } from './server-process';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const roots = args.filter((a) => !a.startsWith('--')).map((r) => resolve(r));
if (roots.length !== 2) throw new Error('usage: edits-ab.ts <checkout A> <checkout B> [--rounds=3]');
const rounds = option('rounds', 3);
const seconds = option('seconds', 15);
const port = option('port', 4392);
const pgUrl = process.env.PGURL ?? 'postgres://postgres:postgres@127.0.0.1:5432';

/**
 * CPU milliseconds used so far by each PostgreSQL backend serving database `name` (its pool's
 * connections; other databases' work on a shared server is left out, and so is the WAL writer).
 */
function backendCpuMs(name: string): Map<string, number> {
  const pids = execFileSync('psql', [
    `${pgUrl}/postgres`,
    '-Atc',
    `SELECT pid FROM pg_stat_activity WHERE datname = '${name}'`,
  ])
    .toString()
    .split('\n')
    .filter(Boolean);
  const cpu = new Map<string, number>();
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // ended meanwhile
    }
  }
  return cpu;
}

/** CPU milliseconds the backends used between two readings (a backend opened meanwhile: all of it). */
function cpuBetween(before: Map<string, number>, after: Map<string, number>): number {
  let ms = 0;
  for (const [pid, at] of after) ms += at - (before.get(pid) ?? 0);
  return ms;
}

const psql = (sql: string) => execFileSync('psql', [`${pgUrl}/postgres`, '-qc', sql]);

type Figures = { perSecond: number[]; p95: number[]; serverMs: number[]; pgMs: number[] };
const figures = new Map<string, Figures>(
  roots.map((r) => [r, { perSecond: [], p95: [], serverMs: [], pgMs: [] }]),
);
for (let round = 0; round < rounds; round++) {
  for (const root of round % 2 ? [...roots].reverse() : roots) {
    const name = `edits_ab_${process.pid}_${round}_${roots.indexOf(root)}`;
    psql(`CREATE DATABASE ${name}`);
    const dir = mkdtempSync(join(tmpdir(), 'seaworthy-edits-ab-'));
    process.env.DATABASE_URL = `${pgUrl}/${name}`;
    const { proc } = await startServer(dir, port, COMPILED_SERVER, root);
    try {
      const api = `http://localhost:${port}/api/v1`;
      const devices = await openDevices(api, 100);
      const { askEdits } = editsAsker(api);
      await run(devices, 3, askEdits);
      const pg0 = backendCpuMs(name);
      const edits = await run(devices, seconds, askEdits, proc.pid);
      const pgMs = cpuBetween(pg0, backendCpuMs(name)) / edits.requests;
      const f = figures.get(root)!;
      f.perSecond.push(edits.perSecond);
      f.p95.push(edits.p95);
      f.serverMs.push(edits.serverMs ?? Number.NaN);
      f.pgMs.push(pgMs);
      console.log(
        `${root}: ${edits.perSecond.toFixed(0)}/s, p95 ${edits.p95.toFixed(0)} ms, server CPU ${edits.serverMs?.toFixed(2)} ms, PostgreSQL CPU ${pgMs.toFixed(2)} ms a sync${edits.failed ? `, ${edits.failed} failed` : ''}   load ${loadavg()[0]!.toFixed(2)}`,
      );
    } finally {
      await stopServer(proc);
      rmSync(dir, { recursive: true, force: true });
      psql(`DROP DATABASE ${name}`);
    }
  }
}
const median = (xs: number[], digits = 0) =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!.toFixed(digits);
for (const [root, f] of figures)
  console.log(
    `median ${root}: ${median(f.perSecond)}/s, p95 ${median(f.p95)} ms, server CPU ${median(f.serverMs, 2)} ms, PostgreSQL CPU ${median(f.pgMs, 2)} ms a sync`,
  );
