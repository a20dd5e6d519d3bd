import 'fake-indexeddb/auto';
import { brotliDecompressSync } from 'node:zlib';
import type { LoginResponse } from '@contracts/auth';
import { addDays, datesInMonth } from '@domain/calendar/iso-date';
import { startTestServer, TEST_TODAY, type TestServer } from '../../server/testing/test-server';
import { DEVICE_REGISTRY } from '../../src/app/sync-registry';
import { openAppDb } from '../../src/db/app-db';
import { saveRestDay } from '../../src/features/rest-hours/data/save-rest-day';
import type { Net } from '../../src/sync/auth-refresh';
import { runSync } from '../../src/sync/run-sync';
import { bodyBytes, FETCH_METADATA, http11Bytes } from './wire-bytes';

/**
 * A fleet's worth of data over a thin link (issue 6, section 4), in one process: the real app
 * and the real device code, every byte of every request and (brotli) answer counted.
 */

/** Watch patterns a crew rotates through (48 half hours); real days repeat like these. */
const PATTERNS = [
  '000000000000111111111111000011111111110000000000',
  '111111110000000000000000111111110000000000000000',
  '000000001111111100000000000000001111111100000000',
  '000000000000001111111111110011111111000000000000',
  '000000000000000000111111111111111100000000000000',
  '000000000000000000000000000000000000000000000000',
];
let seed = 20261123;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};

export interface Wire {
  requests: number;
  /** Request and answer bodies as they cross the link (answers brotli-compressed). */
  bodies: number;
  /** All of it over HTTP/1.1: request and status lines, the browser's, app's and server's headers. */
  withHeaders: number;
}

export const noWire = (): Wire => ({ requests: 0, bodies: 0, withHeaders: 0 });

/** A device's network onto the in-process app, counting what a link would carry. */
export function countingNet(s: TestServer, wire: Wire): Net {
  return {
    baseUrl: '/api/v1',
    now: () => s.deps.clock().getTime(), // the server's clock: tokens are fresh, as on board
    fetch: (async (url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      headers.set('accept-encoding', 'br');
      for (const [k, v] of FETCH_METADATA) headers.set(k, v); // the browser's, counted with its headers
      const res = await s.app.request(url, { ...init, headers });
      const raw = new Uint8Array(await res.arrayBuffer());
      const sentBody = bodyBytes(init.body);
      wire.requests++;
      wire.bodies += sentBody + raw.length;
      const method = init.method ?? 'GET';
      wire.withHeaders += http11Bytes(
        {
          method,
          path: url,
          headers: init.headers ? new Headers(init.headers) : new Headers(),
          body: sentBody,
        },
        { status: res.status, headers: res.headers, body: raw.length },
      );
      const body = res.headers.get('content-encoding') === 'br' ? brotliDecompressSync(raw) : raw;
      const plain = new Headers(res.headers);
      plain.delete('content-encoding');
      plain.delete('content-length');
      return new Response(res.status === 204 ? null : body, { status: res.status, headers: plain });
    }) as typeof fetch,
  };
}

export async function device(s: TestServer, email: string, wire: Wire) {
  const res = await s.post('/login', { username: email, password: 'Demo1234' });
  const login = (await res.json()) as LoginResponse;
  const db = openAppDb(`bench-${email}-${Date.now()}`);
  await db.session.put({ ...login, key: 'current', needsLogin: false });
  const net = countingNet(s, wire);
  return { db, login, sync: () => runSync(db, net, DEVICE_REGISTRY) };
}

/** A vessel with `crew` crew members and one officer, all with the demo password. */
async function benchVessel(s: TestServer, crew: number) {
  const [group] = await s.db.query<{ group_id: number }>('SELECT group_id FROM vessels LIMIT 1');
  const tag = `${crew}-${Date.now().toString(36)}`;
  const [vessel] = await s.db.query<{ id: number }>(
    `INSERT INTO vessels (group_id, name, codename, modules) VALUES ($1, $2, $3, $4) RETURNING id`,
    [group!.group_id, `M/Y Bench ${tag}`, `bench-${tag}`, ['admin', 'hoursofrest']],
  );
  const [hash] = await s.db.query<{ password_hash: string }>(
    "SELECT password_hash FROM users WHERE email = 'crew@demo.yacht'",
  );
  const person = async (role: string, n: number) => {
    const email = `${role.toLowerCase()}${n}.${tag}@bench.yacht`;
    const [user] = await s.db.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, first_name, last_name) VALUES ($1, $2, $3, 'Bench') RETURNING id`,
      [email, hash!.password_hash, `${role} ${n}`],
    );
    const [r] = await s.db.query<{ id: number }>('SELECT id FROM roles WHERE name = $1', [role]);
    await s.db.query('INSERT INTO user_vessel_roles (user_id, vessel_id, role_id) VALUES ($1, $2, $3)', [
      user!.id,
      vessel!.id,
      r!.id,
    ]);
    return { id: user!.id, email };
  };
  const members = [];
  for (let i = 0; i < crew; i++) members.push(await person('Crew', i + 1));
  return { vesselId: vessel!.id, crew: members, officer: await person('Officer', 1) };
}

/** 20 crew each log yesterday on their phone and sync; the officer's phone then syncs once. */
export async function normalDay() {
  const s = await startTestServer();
  try {
    const v = await benchVessel(s, 20);
    const setup: Wire = { requests: 0, bodies: 0, withHeaders: 0 };
    const officer = await device(s, v.officer.email, setup);
    await officer.sync(); // already up to date before the day starts
    const wire: Wire = { requests: 0, bodies: 0, withHeaders: 0 };
    const day = addDays(TEST_TODAY, -1);
    for (const c of v.crew) {
      const phone = await device(s, c.email, setup);
      await phone.sync(); // its copy is current (not counted)
      const pattern = PATTERNS[Math.floor(random() * PATTERNS.length)]!;
      const now = s.deps.clock().getTime();
      await saveRestDay(phone.db, { userId: c.id, vesselId: v.vesselId, date: day, work: pattern }, now);
      const counted = countingNet(s, wire);
      await runSync(phone.db, counted, DEVICE_REGISTRY);
      phone.db.close();
    }
    const officerWire: Wire = { requests: 0, bodies: 0, withHeaders: 0 };
    const officerPhone = { ...officer, net: countingNet(s, officerWire) };
    await runSync(officerPhone.db, officerPhone.net, DEVICE_REGISTRY);

    // The same day kept on one device (the officer's tablet on the bridge): one sync for all.
    const tabletWire: Wire = { requests: 0, bodies: 0, withHeaders: 0 };
    const next = addDays(day, 1);
    for (const c of v.crew) {
      const pattern = PATTERNS[Math.floor(random() * PATTERNS.length)]!;
      const edit = { userId: c.id, vesselId: v.vesselId, date: next, work: pattern };
      await saveRestDay(officer.db, edit, s.deps.clock().getTime());
    }
    await runSync(officer.db, countingNet(s, tabletWire), DEVICE_REGISTRY);
    officer.db.close();
    return { crew: wire, officer: officerWire, tablet: tabletWire };
  } finally {
    await s.close();
  }
}

/** A new phone's full first sync for the officer of a vessel with 30 crew and a year of records. */
export async function firstSyncOfAYear() {
  const s = await startTestServer();
  try {
    const v = await benchVessel(s, 30);
    const officer = await s.login(v.officer.email);
    let rows = 0;
    for (const c of v.crew) {
      for (let m = 0; m < 12; m++) {
        // The twelve months before the test's today (2026-11-15): 2025-11 to 2026-10.
        const ym = m < 2 ? `2025-${11 + m}` : `2026-${String(m - 1).padStart(2, '0')}`;
        // A month is saved a week at a time, as crew do: one pattern per week.
        const dates = datesInMonth(ym);
        for (let w = 0; w < dates.length; w += 7) {
          const week = dates.slice(w, w + 7);
          const binary = PATTERNS[Math.floor(random() * (PATTERNS.length - 1))]!;
          const res = await s.post(
            `/hor/day/${c.id}`,
            { yachtId: v.vesselId, dates: week, binary },
            officer.accessToken,
          );
          if (res.status !== 200) throw new Error(`seeding: ${res.status} ${await res.text()}`);
          rows += week.length;
        }
      }
    }
    const wire: Wire = { requests: 0, bodies: 0, withHeaders: 0 };
    const phone = await device(s, v.officer.email, wire);
    const t0 = performance.now();
    const first = await phone.sync();
    const ms = performance.now() - t0;
    const days = await phone.db.restDays.filter((r) => r.vesselId === v.vesselId).count();
    phone.db.close();
    return { wire, rows, days, ms, outcome: first.outcome };
  } finally {
    await s.close();
  }
}
