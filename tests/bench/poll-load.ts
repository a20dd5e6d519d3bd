import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { inflateRawSync } from 'node:zlib';
import type { LoginResponse } from '@contracts/auth';
import { badgeTag } from '@contracts/badge-tag';
import type { StatusAnswer } from '@contracts/inbox';
import {
  SYNC_ACCEPT_HEADER,
  SYNC_DICTIONARY,
  SYNC_ENCODING,
  SYNC_ENCODING_HEADER,
} from '@contracts/sync-wire';
import { addDays } from '@domain/calendar/iso-date';

/**
 * Many open devices on one server (issue 34, goal 1): each device polls ("anything new?", an
 * empty batch at the head) as fast as its answers come, for a while; then the same devices ask
 * GET /fleet, then each sends syncs of five day edits. Prints requests a second and the 95th
 * percentile of the time to an answer. Run against a server already listening on `baseUrl`.
 */
const USERS = ['crew@demo.yacht', 'officer@demo.yacht', 'purser@demo.yacht', 'captain@demo.yacht'];
const HEADERS = {
  'content-type': 'application/json',
  'accept-encoding': 'br',
  [SYNC_ACCEPT_HEADER]: SYNC_ENCODING,
};

interface Device {
  token: string;
  userId: number;
  vesselId: number;
  cursor: number;
  /** The tag of the badges this device holds (none before the first answer). */
  badges?: string;
}

interface SyncAnswer {
  badges?: StatusAnswer;
  results: { status: string }[];
  changes: { cursor: number };
}

/** A /sync answer as the device reads it: JSON, or JSON deflated with the sync dictionary. */
async function readSync(res: Response): Promise<SyncAnswer> {
  if (!res.ok) throw new Error(`/sync: ${res.status}`);
  const raw = Buffer.from(await res.arrayBuffer());
  const packed = res.headers.get(SYNC_ENCODING_HEADER) === SYNC_ENCODING;
  return JSON.parse(
    (packed ? inflateRawSync(raw, { dictionary: SYNC_DICTIONARY }) : raw).toString(),
  ) as SyncAnswer;
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function openDevice(api: string, email: string): Promise<Device> {
  const login = await json<LoginResponse>(
    await fetch(`${api}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: 'Demo1234' }),
    }),
  );
  const device = {
    token: login.accessToken,
    userId: login.user.id,
    vesselId: login.vessels[0]!.id,
    cursor: 0,
  };
  // Follows the feed (plain JSON) until a poll leaves the cursor where it was: at the head.
  for (;;) {
    const page = await json<{ changes: { cursor: number; more: boolean } }>(
      await fetch(`${api}/sync`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${device.token}` },
        body: JSON.stringify({ cursor: device.cursor, ops: [] }),
      }),
    );
    if (!page.changes.more && page.changes.cursor === device.cursor) return device;
    device.cursor = page.changes.cursor;
  }
}

const authOf = (d: Device) => ({ ...HEADERS, authorization: `Bearer ${d.token}` });

/** Syncs of five day edits, each device on days of its own user no other device touches. */
export function editsAsker(api: string) {
  const nextDay = new Map<number, number>();
  const counts = { applied: 0, refused: 0 };
  const askEdits = async (d: Device) => {
    const n = nextDay.get(d.userId) ?? 0;
    nextDay.set(d.userId, n + 5);
    const ops = Array.from({ length: 5 }, (_, i) => ({
      id: `bench-${d.userId}-${n + i}-${Math.random().toString(36).slice(2)}`,
      op: 'hor/day/save',
      baseVersion: 0,
      body: {
        yachtId: d.vesselId,
        userId: d.userId,
        dates: [addDays('2027-01-01', n + i)],
        binary: '0'.repeat(16) + '1'.repeat(16) + '0'.repeat(16),
      },
    }));
    const body = JSON.stringify({ cursor: d.cursor, ops });
    const res = await fetch(`${api}/sync`, { method: 'POST', headers: authOf(d), body });
    const answer = await readSync(res);
    for (const r of answer.results) r.status === 'applied' ? counts.applied++ : counts.refused++;
    d.cursor = answer.changes.cursor;
    return res.ok;
  };
  return { askEdits, counts };
}

/** Opens `count` devices, each followed to the head of its feed. */
export async function openDevices(api: string, count: number): Promise<Device[]> {
  const devices: Device[] = [];
  for (let i = 0; i < count; i++) devices.push(await openDevice(api, USERS[i % USERS.length]!));
  return devices;
}

export interface Load {
  requests: number;
  perSecond: number;
  p95: number;
  failed: number;
  /** The server process's CPU time per answer (Linux; with PGlite that includes the database). */
  serverMs?: number;
}

/**
 * CPU milliseconds the process has used so far (user + system, from /proc), or undefined where
 * there is no /proc. A ratio that holds on a busy machine, where requests a second do not.
 */
function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/** Every device repeats `ask` back to back for `seconds`; latencies of every answer. */
export async function run(
  devices: Device[],
  seconds: number,
  ask: (d: Device) => Promise<boolean>,
  serverPid?: number,
): Promise<Load> {
  const times: number[] = [];
  const cpu0 = cpuMs(serverPid);
  let failed = 0;
  const end = performance.now() + seconds * 1000;
  const t0 = performance.now();
  await Promise.all(
    devices.map(async (d) => {
      while (performance.now() < end) {
        const start = performance.now();
        if (!(await ask(d).catch(() => false))) failed++;
        times.push(performance.now() - start);
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  times.sort((a, b) => a - b);
  const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
  const cpu1 = cpuMs(serverPid);
  const serverMs = cpu0 === undefined || cpu1 === undefined ? undefined : (cpu1 - cpu0) / times.length;
  return { requests: times.length, perSecond: times.length / elapsed, p95, failed, serverMs };
}

/** `serverPid`: the server's process, whose CPU time per answer is reported beside each figure. */
export async function benchPollLoad(baseUrl: string, deviceCount = 100, seconds = 15, serverPid?: number) {
  const api = `${baseUrl}/api/v1`;
  const devices = await openDevices(api, deviceCount);
  const auth = authOf;
  // A device moves its cursor on with each answer (the server's jobs add messages meanwhile).
  let moved = 0;
  // As the app polls: with the tag of the badges it holds, so they come only when they change.
  const askPoll = async (d: Device) => {
    const badges = { vesselId: d.vesselId, known: d.badges };
    const body = JSON.stringify({ cursor: d.cursor, ops: [], badges });
    const res = await fetch(`${api}/sync`, { method: 'POST', headers: auth(d), body });
    const answer = await readSync(res);
    if (answer.changes.cursor !== d.cursor) moved++;
    d.cursor = answer.changes.cursor;
    if (answer.badges) d.badges = badgeTag(answer.badges);
    return res.ok;
  };
  const askFleet = async (d: Device) => {
    const res = await fetch(`${api}/fleet`, { headers: auth(d) });
    await res.arrayBuffer();
    return res.ok;
  };
  // Warm up both (the server's start-up jobs, the JIT), then measure.
  await run(devices, 3, askPoll);
  await run(devices, 3, askFleet);
  moved = 0;
  const poll = await run(devices, seconds, askPoll, serverPid);
  const fleet = await run(devices, seconds, askFleet, serverPid);
  const { askEdits, counts } = editsAsker(api);
  const edits = await run(devices, seconds, askEdits, serverPid);
  return { poll, fleet, edits, ...counts, moved, load: loadavg()[0]! };
}

export function printPollLoad(db: string, devices: number, r: Awaited<ReturnType<typeof benchPollLoad>>) {
  const line = (l: Load) =>
    `${l.perSecond.toFixed(0)}/s, p95 ${l.p95.toFixed(0)} ms (${l.requests} answers${l.failed ? `, ${l.failed} failed` : ''}${l.serverMs === undefined ? '' : `, server CPU ${l.serverMs.toFixed(2)} ms each`})`;
  console.log(
    `\n${devices} devices on one server (${db}; load average ${r.load.toFixed(1)} on ${cpus().length} cores)`,
  );
  console.log(
    `  poll at the head (POST /sync, empty batch): ${line(r.poll)}, ${r.moved} brought changes   (goal ≥ 500/s, p95 < 200 ms)`,
  );
  console.log(
    `  GET /fleet:                                 ${line(r.fleet)}   (goal: a poll at least as cheap: server CPU per answer)`,
  );
  console.log(
    `  sync of 5 day edits:                        ${line(r.edits)}, ${r.applied} edits applied, ${r.refused} refused   (goal on PostgreSQL ≥ 100/s, p95 < 1 s)`,
  );
}

/**
 * `tsx tests/bench/poll-load.ts [--devices 100] [--seconds 15]`: a server on a fresh data folder
 * (PGlite), or on the database DATABASE_URL names (PostgreSQL; it should be a fresh database).
 */
if (import.meta.url === `file://${process.argv[1]}`) {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { startServer, stopServer } = await import('./server-process');
  const arg = (name: string, dflt: number) => {
    const at = process.argv.indexOf(`--${name}`);
    return at > 0 ? Number(process.argv[at + 1]) : dflt;
  };
  const devices = arg('devices', 100);
  const dir = mkdtempSync(join(tmpdir(), 'seaworthy-load-'));
  const port = arg('port', 4310);
  const { proc } = await startServer(dir, port);
  try {
    const r = await benchPollLoad(`http://localhost:${port}`, devices, arg('seconds', 15), proc.pid);
    printPollLoad(process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite', devices, r);
  } finally {
    await stopServer(proc);
    rmSync(dir, { recursive: true, force: true });
  }
}
