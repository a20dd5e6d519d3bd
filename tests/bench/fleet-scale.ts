import { SYNC_ACCEPT_HEADER, SYNC_ENCODING } from '@contracts/sync-wire';
import { startTestServer, TEST_TODAY, type TestServer } from '../../server/testing/test-server';
import { addBenchVessels } from './fleet-generate';

/**
 * Feeds against fleet size (issue 34, goal 3), in one process on the real app: a crew member's
 * poll at the head, a page of the feed for an officer, and the fleet manager's first sync, at
 * each fleet size. Server time is the time inside the app (the answer compressed as for a link).
 */
interface Figures {
  vessels: number;
  pollMs: number;
  pollBytes: number;
  pageMs: number;
  pageRows: number;
  pageBytes: number;
  first: { requests: number; bytes: number; ms: number; rows: number };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** One call as a device makes it: brotli accepted, the sync encoding too; bytes as sent. */
async function call(s: TestServer, path: string, token: string, body?: unknown) {
  const headers = { 'accept-encoding': 'br', [SYNC_ACCEPT_HEADER]: SYNC_ENCODING };
  const t0 = performance.now();
  const res = await s.request(path, {
    method: body === undefined ? 'GET' : 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
    headers,
    token,
  });
  const raw = new Uint8Array(await res.arrayBuffer());
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  return { ms, bytes: raw.length, res };
}

/** The plain feed followed until a poll leaves the cursor where it was: the head's cursor. */
async function headOf(s: TestServer, token: string): Promise<number> {
  let cursor = 0;
  for (;;) {
    const res = await s.request(`/sync/changes?since=${cursor}`, { token });
    const page = (await res.json()) as { cursor: number; more: boolean };
    if (!page.more && page.cursor === cursor) return cursor;
    cursor = page.cursor;
  }
}

const rowsIn = (answer: Record<string, unknown>) =>
  Object.values(answer).reduce<number>((n, v) => n + (Array.isArray(v) ? v.length : 0), 0);

/** A new device's first sync, part by part as src/sync/first-sync.ts asks for it. */
async function firstSync(s: TestServer, token: string, vesselId: number) {
  const from = `${TEST_TODAY.slice(0, 7)}`;
  let first: Record<string, unknown> | undefined = { part: 'first', vesselId, from };
  let cursor = 0;
  const out = { requests: 0, bytes: 0, ms: 0, rows: 0 };
  while (first) {
    const { ms, bytes } = await call(s, '/sync', token, { cursor, ops: [], first });
    // The same request again in plain JSON, to read where the feed goes next (not counted).
    const res = await s.request('/sync', {
      method: 'POST',
      body: JSON.stringify({ cursor, ops: [], first }),
      token,
    });
    const page = (await res.json()) as {
      changes: Record<string, unknown> & { cursor: number; more: boolean; until?: number };
    };
    out.requests++;
    out.bytes += bytes;
    out.ms += ms;
    out.rows += rowsIn(page.changes);
    const until: number = page.changes.until ?? (first.until as number | undefined) ?? page.changes.cursor;
    if (page.changes.more) {
      first = { ...first, until };
      cursor = page.changes.cursor;
    } else if (first.part === 'first') {
      first = { ...first, part: 'rest', until };
      cursor = 0;
    } else first = undefined;
  }
  return out;
}

async function measure(s: TestServer, vessels: number, benchVessel: number): Promise<Figures> {
  const crew = (await s.login('crew1-1@bench.yacht')).accessToken;
  const officer = (await s.login('officer1@bench.yacht')).accessToken;
  const fleet = await s.login('fleet@demo.yacht');
  const head = await headOf(s, crew);
  const polls: number[] = [];
  let pollBytes = 0;
  for (let i = 0; i < 60; i++) {
    const poll = await call(s, '/sync', crew, { cursor: head, ops: [] });
    polls.push(poll.ms);
    pollBytes = poll.bytes;
  }
  const pages: number[] = [];
  let pageRows = 0;
  let pageBytes = 0;
  for (let i = 0; i < 5; i++) {
    const page = await call(s, '/sync/changes?since=0', officer);
    pages.push(page.ms);
    pageBytes = page.bytes;
    if (!pageRows) {
      const again = await s.request('/sync/changes?since=0', { token: officer });
      pageRows = rowsIn((await again.json()) as Record<string, unknown>);
    }
  }
  const first = await firstSync(s, fleet.accessToken, benchVessel);
  return { vessels, pollMs: median(polls), pollBytes, pageMs: median(pages), pageRows, pageBytes, first };
}

/** Grows one fleet to each size in turn and measures it there. */
export async function benchFleetScale(sizes: number[]): Promise<Figures[]> {
  const s = await startTestServer();
  const out: Figures[] = [];
  try {
    let have = 0;
    let firstVessel = 0;
    for (const size of sizes) {
      const t0 = performance.now();
      const ids = await addBenchVessels(s.db, size - have, have + 1, TEST_TODAY);
      await s.db.query('ANALYZE');
      firstVessel ||= ids[0]!;
      console.log(
        `  (generated ${size - have} vessels in ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
      );
      have = size;
      out.push(await measure(s, size, firstVessel));
    }
    return out;
  } finally {
    await s.close();
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export function printFleetScale(rows: Figures[]) {
  console.log(
    '\nFeeds against fleet size (30 crew a vessel, a year of rest, leave, certificates, documents)',
  );
  console.log('  goal: a crew poll and a 2,000-row page cost the same at 1 and at 50 vessels');
  for (const r of rows) {
    console.log(
      `  ${String(r.vessels).padStart(2)} vessels: crew poll at the head ${r.pollMs.toFixed(1)} ms, ${r.pollBytes} B;` +
        ` officer page ${r.pageRows} rows ${r.pageMs.toFixed(0)} ms, ${kb(r.pageBytes)};` +
        ` fleet manager first sync ${r.first.requests} requests, ${r.first.rows} rows, ${kb(r.first.bytes)}, ${(r.first.ms / 1000).toFixed(1)} s server time`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--fleet');
  const most = at > 0 ? Number(process.argv[at + 1]) : 50;
  const sizes = [1, 10, 50].filter((n) => n < most).concat(most);
  printFleetScale(await benchFleetScale(sizes));
}
