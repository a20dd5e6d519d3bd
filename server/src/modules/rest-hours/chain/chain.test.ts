import { execFileSync } from 'node:child_process';
import { webcrypto } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aurora, LONG, openRestHoursServer, opsWith, s, syncBatch } from '../../../../testing/rest-hours-kit';
import { outsiderCaptain } from '../../../../testing/role-fixtures';
import { scratchVessel } from '../../../../testing/scratch-vessel';
import { secondInstance } from '../../../../testing/second-instance';
import { signedMonth, WATCH } from '../../../../testing/signed-month-kit';
import { TEST_TODAY } from '../../../../testing/test-server';
import type { Db, Queryable } from '../../../db/client';
import { queueDailyRuns } from '../../../jobs/daily-jobs';
import { currentMonthCode } from './chain-codes';
import { verifyAllChains, verifyVesselChain, verifyVesselChainNow } from './chain-verify';

/**
 * Issue 33, part 3: every change to a rest day, a month's signatures or a request to reopen enters
 * the vessel's hash-chained log in its own transaction, whatever the write path; `hor:verify` and
 * the master's button name the first entry that breaks.
 */
openRestHoursServer();
const op = opsWith('01JCHAINOP0');
let opNo = 0;
const opId = () => `01JCHAINSIGN${String(++opNo).padStart(14, '0')}`;

/** A statement run as a replication session would: no trigger fires (what a quiet edit does). */
const quietly = (sql: string, params: unknown[] = []) =>
  s.db.transaction(async (tx: Queryable) => {
    await tx.query('SET LOCAL session_replication_role = replica');
    await tx.query(sql, params);
  });

const lastEntry = async (vesselId: number) =>
  (
    await s.db.query<{ n: string; kind: string; ref: string }>(
      'SELECT n, kind, ref FROM hor_chain WHERE vessel_id = $1 ORDER BY n DESC LIMIT 1',
      [vesselId],
    )
  )[0]!;

const verdictOf = async (token: string, vesselId: number) =>
  (await s.request(`/hor/chain/verify/${vesselId}`, { token })).json();

describe('the hash-chained log of records', () => {
  it('logs a day saved over REST and over sync; the vessel verifies intact, through the script too', async () => {
    const captain = (await s.login('captain@demo.yacht')).accessToken;
    const crew = await s.login('crew@demo.yacht');
    const before = Number((await lastEntry(aurora)).n);
    const rest = await s.post(
      `/hor/day/${crew.user.id}`,
      { yachtId: aurora, dates: ['2026-11-10', '2026-11-11'], binary: LONG },
      crew.accessToken,
    );
    expect(rest.status).toBe(200);
    const body = { yachtId: aurora, userId: crew.user.id, dates: ['2026-11-12'], binary: LONG };
    const synced = await syncBatch(s, crew.accessToken, [op('hor/day/save', body)]);
    expect(synced.results[0].status).toBe('applied');
    const after = await s.db.query<{ n: string; kind: string; ref: string }>(
      'SELECT n, kind, ref FROM hor_chain WHERE vessel_id = $1 AND n > $2 ORDER BY n',
      [aurora, before],
    );
    expect(after.map((e) => e.ref)).toEqual(['2026-11-10', '2026-11-11', '2026-11-12']);
    expect(after.every((e) => e.kind === 'day:update' || e.kind === 'day:insert')).toBe(true);

    const verdict = await verdictOf(captain, aurora);
    expect(verdict).toMatchObject({ intact: true });
    expect(verdict.message).toMatch(/^Intact: \d+ entries/);
    const lines: string[] = [];
    expect(await verifyAllChains(s.db, (l) => lines.push(l))).toBe(0);
    expect(lines.at(-1)).toBe('intact');
  });

  it('a day saved while the master verifies does not read as a break', async () => {
    const crew = await s.login('crew@demo.yacht');
    // The crew's save lands just after the verifier has read the log's entries, before it reads
    // the head, the anchors and the records (a pause there, as on a busy server).
    let saved: Promise<Response> | Response | undefined;
    const racing = (q: Queryable): Queryable => ({
      query: async (sql, params) => {
        const rows = await q.query(sql, params);
        if (!saved && /FROM hor_chain WHERE/.test(sql)) {
          saved = s.post(
            `/hor/day/${crew.user.id}`,
            { yachtId: aurora, dates: ['2026-11-14'], binary: WATCH },
            crew.accessToken,
          );
          await new Promise((pause) => setTimeout(pause, 150));
        }
        return rows as never;
      },
    });
    const db: Db = {
      ...s.db,
      query: racing(s.db).query,
      snapshot: (fn) => s.db.snapshot((tx) => fn(racing(tx))),
    };
    const during = await verifyVesselChainNow(db, aurora);
    expect(saved).toBeDefined();
    expect((await saved!).status).toBe(200);
    expect(during).toMatchObject({ intact: true });
    // The save is in the log, and the next check counts it.
    const after = await verifyVesselChainNow(s.db, aurora);
    expect(after).toMatchObject({ intact: true, entries: during.entries + 1 });
  });

  it('names the rest day altered directly in the database, and the signature it breaks', async () => {
    const m = await signedMonth(s, opId, true);
    const captain = (await s.login('captain@demo.yacht')).accessToken;
    // The month's signature and countersignature (device keys) re-check before anything is altered.
    expect(await verifyVesselChain(s.db, m.vesselId)).toMatchObject({ intact: true, signatures: 1 });
    const [entry] = await s.db.query<{ n: string }>(
      `SELECT n FROM hor_chain WHERE vessel_id = $1 AND kind LIKE 'day:%' AND ref = '2026-10-05' ORDER BY n DESC LIMIT 1`,
      [m.vesselId],
    );
    await quietly(
      `UPDATE rest_days SET work = $3 WHERE vessel_id = $1 AND user_id = $2 AND day = '2026-10-05'`,
      [m.vesselId, m.userId, LONG],
    );
    const verdict = await verifyVesselChain(s.db, m.vesselId);
    expect(verdict).toMatchObject({ intact: false, break: { n: Number(entry!.n), ref: '2026-10-05' } });
    const lines: string[] = [];
    expect(await verifyAllChains(s.db, (l) => lines.push(l))).toBe(1);
    const named = `Vessel ${m.vesselId}, entry ${entry!.n}: the rest day 2026-10-05 of Nina Scratch: it was changed without an entry in the log.`;
    expect(lines.join('\n')).toContain(named);
    expect(lines.at(-1)).toMatch(/^broken: 1 of \d+ vessels$/);
    // Only the master of that vessel may ask (the captain of Aurora is not on it).
    expect((await s.request(`/hor/chain/verify/${m.vesselId}`, { token: captain })).status).toBe(403);
    expect((await s.request(`/hor/chain/verify/${m.vesselId}`, { token: m.officer })).status).toBe(403);
    // The day put back as it was: the log agrees again, and so do the signatures.
    await quietly(
      `UPDATE rest_days SET work = $3 WHERE vessel_id = $1 AND user_id = $2 AND day = '2026-10-05'`,
      [m.vesselId, m.userId, WATCH],
    );
    expect(await verifyVesselChain(s.db, m.vesselId)).toMatchObject({ intact: true });
    // A signature's hash altered, with its log entry left alone: the month is named.
    await quietly(`UPDATE rest_months SET signed_hash = $3 WHERE vessel_id = $1 AND user_id = $2`, [
      m.vesselId,
      m.userId,
      'f'.repeat(64),
    ]);
    const month = await verifyVesselChain(s.db, m.vesselId);
    expect(month).toMatchObject({ intact: false, break: { ref: '2026-10', userName: 'Nina Scratch' } });
  });

  it("re-checks a month the server signed on the signer's password, with the server's key", async () => {
    const v = await scratchVessel(s);
    const crew = (await s.login(v.crew.email)).accessToken;
    const day = { yachtId: v.vesselId, dates: ['2026-10-07'], binary: WATCH };
    expect((await s.post(`/hor/day/${v.crew.id}`, day, crew)).status).toBe(200);
    const signed = await s.request(`/hor/signoff/${v.vesselId}`, {
      method: 'POST',
      token: crew,
      body: JSON.stringify({ month: '2026-10', watchkeeper: true, password: 'Demo1234' }),
    });
    expect(signed.status).toBe(200);
    expect(await verifyVesselChain(s.db, v.vesselId)).toMatchObject({ intact: true, signatures: 1 });
    // The server's key swapped for another: what it signed no longer verifies, and the month is named.
    const [key] = await s.db.query<{ value: string }>(
      "SELECT value FROM server_secrets WHERE name = 'hor-server-signing-key'",
    );
    const other = await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign']);
    const publicJwk = await webcrypto.subtle.exportKey('jwk', other.publicKey);
    await s.db.query("UPDATE server_secrets SET value = $1 WHERE name = 'hor-server-signing-key'", [
      JSON.stringify({ ...JSON.parse(key!.value), publicJwk }),
    ]);
    try {
      const verdict = await verifyVesselChain(s.db, v.vesselId);
      expect(verdict).toMatchObject({
        intact: false,
        break: { kind: 'month:insert', ref: '2026-10', problem: 'its signature does not verify' },
      });
    } finally {
      await s.db.query("UPDATE server_secrets SET value = $1 WHERE name = 'hor-server-signing-key'", [
        key!.value,
      ]);
    }
  });

  it('names the log entry altered directly, and refuses UPDATE, DELETE and TRUNCATE of the log', async () => {
    const m = await signedMonth(s, opId, false);
    const [second] = await s.db.query<{ n: string }>(
      'SELECT n FROM hor_chain WHERE vessel_id = $1 ORDER BY n OFFSET 1 LIMIT 1',
      [m.vesselId],
    );
    await expect(
      s.db.query('UPDATE hor_chain SET digest = $2 WHERE vessel_id = $1', [m.vesselId, 'x']),
    ).rejects.toThrow(/append-only/);
    await expect(s.db.query('DELETE FROM hor_chain WHERE vessel_id = $1', [m.vesselId])).rejects.toThrow(
      /append-only/,
    );
    await expect(s.db.query('TRUNCATE hor_chain')).rejects.toThrow(/append-only/);
    expect(await verifyVesselChain(s.db, m.vesselId)).toMatchObject({ intact: true });

    await quietly(`UPDATE hor_chain SET digest = 'deleted' WHERE vessel_id = $1 AND n = $2`, [
      m.vesselId,
      second!.n,
    ]);
    expect(await verifyVesselChain(s.db, m.vesselId)).toMatchObject({
      intact: false,
      break: { n: Number(second!.n), problem: 'it was altered (its hash does not match its content)' },
    });
  });

  it('keeps each vessel head as the day anchor, in its own table and in the pg-boss job', async () => {
    await queueDailyRuns(s.db, s.deps.jobs, TEST_TODAY);
    await s.drainJobs();
    const [anchor] = await s.db.query<{ n: string; hash: string }>(
      `SELECT n, hash FROM hor_chain_anchors WHERE vessel_id = $1 AND day = $2`,
      [aurora, TEST_TODAY],
    );
    const [head] = await s.db.query<{ n: string; hash: string }>(
      'SELECT n, hash FROM hor_chain_heads WHERE vessel_id = $1',
      [aurora],
    );
    expect(anchor).toEqual(head);
    await expect(s.db.query('DELETE FROM hor_chain_anchors')).rejects.toThrow(/append-only/);
    await expect(s.db.query('UPDATE hor_chain_anchors SET n = 0')).rejects.toThrow(/append-only/);
    const verdict = await verifyVesselChain(s.db, aurora);
    // Two copies of the day's anchor checked: hor_chain_anchors and the job's row in pg-boss's table.
    expect(verdict).toMatchObject({ intact: true, anchors: 2 });
  });

  it('prints the month code on the records PDF; the master checks it, until the month changes', async () => {
    const crew = await s.login('crew@demo.yacht');
    const captain = (await s.login('captain@demo.yacht')).accessToken;
    const res = await s.request(`/hor/records/download/${aurora}/${crew.user.id}/2026-11?format=pdf`, {
      token: crew.accessToken,
    });
    const dir = mkdtempSync(join(tmpdir(), 'chain-pdf-'));
    writeFileSync(join(dir, 'r.pdf'), Buffer.from(await res.arrayBuffer()));
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'r.pdf'), '-'], { encoding: 'utf8' });
    const code = await currentMonthCode(s.db, aurora, crew.user.id, '2026-11');
    expect(text).toContain(`Verification code: ${code.slice(0, 5)}-${code.slice(5)}`);
    expect(text).toMatch(/Log anchor 2026-11-15: entry \d+/);

    const check = (typed: string, token = captain) =>
      s.request(`/hor/chain/code/${aurora}/${typed}`, { token });
    expect(await (await check(`${code.slice(0, 5)}-${code.slice(5)}`.toLowerCase())).json()).toMatchObject({
      found: true,
      current: true,
    });
    expect((await check(code, crew.accessToken)).status).toBe(403);
    const outsider = await outsiderCaptain(s);
    expect((await check(code, outsider.token)).status).toBe(403);
    expect((await check('not-a-code!')).status).toBe(400);

    await s.post(
      `/hor/day/${crew.user.id}`,
      { yachtId: aurora, dates: ['2026-11-13'], binary: WATCH },
      crew.accessToken,
    );
    const changed = await (await check(code)).json();
    expect(changed).toMatchObject({ found: true, current: false });
    expect(changed.message).toContain('Sam Taylor, November 2026');
    expect(changed.message).toContain('it has changed since');
    expect(await (await check('ZZZZZZZZZZ')).json()).toMatchObject({ found: false });
  });

  it('keeps one unbroken chain when two servers write one vessel at once', async () => {
    const crew = await s.login('crew@demo.yacht');
    const other = await secondInstance(s);
    const env = { incoming: { socket: { remoteAddress: '192.0.2.1', remotePort: 1, remoteFamily: 'IPv4' } } };
    const before = Number((await lastEntry(aurora)).n);
    try {
      const saves = Array.from({ length: 8 }, (_, i) => {
        const body = { yachtId: aurora, dates: [`2026-11-0${i + 1}`], binary: i % 2 ? LONG : WATCH };
        if (i % 2 === 0) return s.post(`/hor/day/${crew.user.id}`, body, crew.accessToken);
        return other.app.request(
          `/api/v1/hor/day/${crew.user.id}`,
          {
            method: 'POST',
            body: JSON.stringify(body),
            headers: { authorization: `Bearer ${crew.accessToken}`, 'content-type': 'application/json' },
          },
          env,
        );
      });
      expect((await Promise.all(saves)).map((r) => r.status)).toEqual(Array(8).fill(200));
    } finally {
      await other.close();
    }
    expect(Number((await lastEntry(aurora)).n)).toBe(before + 8);
    expect(await verifyVesselChain(s.db, aurora)).toMatchObject({ intact: true });
  });
});
