import type { Db, Queryable } from '../../../db/client';
import { anchorsInQueue } from './chain-anchor';
import { type ChainEntry, dayText, entryHash, GENESIS, monthText, reopenText, sha256Hex } from './chain-hash';
import { brokenSignatures } from './chain-signatures';

/** Where a vessel's record stops being what its log says, named for a person to follow up. */
export interface ChainBreak {
  /** The entry that breaks (0: before the first entry). */
  n: number;
  kind: string;
  userId: number;
  userName: string;
  ref: string;
  problem: string;
}

export type ChainVerdict =
  | { vesselId: number; intact: true; entries: number; anchors: number; signatures: number }
  | { vesselId: number; intact: false; entries: number; break: ChainBreak };

interface EntryRow {
  n: string | number;
  kind: string;
  user_id: number;
  ref: string;
  digest: string;
  prev_hash: string;
  hash: string;
}

/** The break of the chain itself: the first entry not following the one before, or altered. */
function walk(vesselId: number, rows: EntryRow[]): { at: EntryRow | null; problem: string } | null {
  let prev = GENESIS;
  for (const [i, r] of rows.entries()) {
    const e: ChainEntry = {
      vesselId,
      n: Number(r.n),
      kind: r.kind,
      userId: r.user_id,
      ref: r.ref,
      digest: r.digest,
      prevHash: r.prev_hash,
      hash: r.hash,
    };
    if (e.n !== i + 1) return { at: r, problem: `entry ${i + 1} is missing` };
    if (e.prevHash !== prev) return { at: r, problem: 'it does not follow the entry before it' };
    if (entryHash(prev, e) !== e.hash)
      return { at: r, problem: 'it was altered (its hash does not match its content)' };
    prev = e.hash;
  }
  return null;
}

/** Each current row's digest, by the key its entries carry ('day|user|ref'). */
async function currentDigests(db: Queryable, vesselId: number): Promise<Map<string, string>> {
  const stamp = (c: string) =>
    `COALESCE(to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '') AS ${c}`;
  const digests = new Map<string, string>();
  const days = await db.query<{ user_id: number; day: string; work: string; cleared: boolean }>(
    'SELECT user_id, day::text AS day, work::text AS work, cleared FROM rest_days WHERE vessel_id = $1',
    [vesselId],
  );
  for (const d of days) digests.set(`day|${d.user_id}|${d.day}`, sha256Hex(dayText(d.work, d.cleared)));
  const months = await db.query<Parameters<typeof monthText>[0] & { user_id: number; month: string }>(
    `SELECT user_id, month::text AS month, signed_by, ${stamp('signed_at')}, signed_hash, signed_signature,
            signed_key_id, countersigned_by, ${stamp('countersigned_at')}, countersigned_hash,
            countersigned_signature, countersigned_key_id, watchkeeper
       FROM rest_months WHERE vessel_id = $1`,
    [vesselId],
  );
  for (const m of months) digests.set(`month|${m.user_id}|${m.month}`, sha256Hex(monthText(m)));
  const asks = await db.query<Parameters<typeof reopenText>[0] & { id: string; user_id: number }>(
    `SELECT id, user_id, month, dates::text AS dates, work, state, decided_by
       FROM rest_reopen_requests WHERE vessel_id = $1`,
    [vesselId],
  );
  for (const q of asks) digests.set(`reopen|${q.user_id}|${q.id}`, sha256Hex(reopenText(q)));
  return digests;
}

/** The first record whose row is not what its last entry says (or has no entry, or lost its row). */
function firstMismatch(
  rows: EntryRow[],
  now: Map<string, string>,
): { at: EntryRow | null; key: string; problem: string } | null {
  const last = new Map<string, EntryRow>();
  for (const r of rows) last.set(`${r.kind.split(':')[0]}|${r.user_id}|${r.ref}`, r);
  const found: { at: EntryRow | null; key: string; problem: string }[] = [];
  for (const [key, digest] of now) {
    const entry = last.get(key);
    if (!entry) found.push({ at: null, key, problem: 'it has no entry in the log' });
    else if (entry.digest !== digest)
      found.push({ at: entry, key, problem: 'it was changed without an entry in the log' });
  }
  for (const [key, entry] of last)
    if (!now.has(key) && entry.digest !== 'deleted')
      found.push({ at: entry, key, problem: 'it was removed without an entry in the log' });
  found.sort((a, b) => Number(a.at?.n ?? 0) - Number(b.at?.n ?? 0));
  return found[0] ?? null;
}

const KIND_NAMES: Record<string, string> = { day: 'rest day', month: 'month', reopen: 'request to reopen' };

async function named(
  db: Queryable,
  at: { n: number; kind: string; userId: number; ref: string },
  problem: string,
): Promise<ChainBreak> {
  const [u] = await db.query<{ name: string }>(
    `SELECT first_name || ' ' || last_name AS name FROM users WHERE id = $1`,
    [at.userId],
  );
  return { ...at, userName: u?.name ?? `user ${at.userId}`, problem };
}

/** What a break says, in one line: vessel, entry, whose record, what. */
export function describeBreak(vesselId: number, b: ChainBreak): string {
  const kind = KIND_NAMES[b.kind.split(':')[0]!] ?? b.kind;
  const entry = b.n > 0 ? `entry ${b.n}` : 'no entry';
  if (b.userId === 0) return `Vessel ${vesselId}, ${entry}: ${b.problem}.`;
  return `Vessel ${vesselId}, ${entry}: the ${kind} ${b.ref} of ${b.userName}: ${b.problem}.`;
}

/**
 * Re-walks one vessel's chain (each hash recomputed here), its head, its daily anchors (ours and
 * pg-boss's copies), that every current row is what its last entry says, and every kept
 * signature. Answers intact, or the first entry that breaks.
 */
export async function verifyVesselChain(db: Queryable, vesselId: number): Promise<ChainVerdict> {
  const rows = await db.query<EntryRow>(
    'SELECT n, kind, user_id, ref, digest, prev_hash, hash FROM hor_chain WHERE vessel_id = $1 ORDER BY n',
    [vesselId],
  );
  const entries = rows.length;
  const broken = (b: ChainBreak): ChainVerdict => ({ vesselId, intact: false, entries, break: b });
  const of = (r: EntryRow) => ({ n: Number(r.n), kind: r.kind, userId: r.user_id, ref: r.ref });
  const chain = walk(vesselId, rows);
  if (chain?.at) return broken(await named(db, of(chain.at), chain.problem));
  const [head] = await db.query<{ n: string; hash: string }>(
    'SELECT n, hash FROM hor_chain_heads WHERE vessel_id = $1',
    [vesselId],
  );
  const lastRow = rows.at(-1);
  if (head && (Number(head.n) !== entries || head.hash !== (lastRow?.hash ?? GENESIS))) {
    const at = lastRow ? of(lastRow) : { n: 0, kind: 'log', userId: 0, ref: '' };
    return broken(
      await named(
        db,
        at,
        `the log ends at entry ${entries} but its head is entry ${head.n}: entries were removed or altered`,
      ),
    );
  }
  const anchors = [
    ...(await db.query<{ day: string; n: string; hash: string }>(
      'SELECT day::text AS day, n, hash FROM hor_chain_anchors WHERE vessel_id = $1 ORDER BY day',
      [vesselId],
    )),
    ...(await anchorsInQueue(db, vesselId)),
  ];
  for (const a of anchors) {
    const r = rows[Number(a.n) - 1];
    if (Number(a.n) > 0 && r?.hash !== a.hash)
      return broken(
        await named(
          db,
          r ? of(r) : { n: Number(a.n), kind: 'log', userId: 0, ref: '' },
          `it differs from the anchor of ${a.day}`,
        ),
      );
  }
  const mismatch = firstMismatch(rows, await currentDigests(db, vesselId));
  if (mismatch) {
    const [kind, userId, ref] = mismatch.key.split('|') as [string, string, string];
    const at = mismatch.at ? of(mismatch.at) : { n: 0, kind, userId: Number(userId), ref };
    return broken(await named(db, at, mismatch.problem));
  }
  const sigs = await brokenSignatures(db, vesselId);
  if (sigs[0]) {
    const s = sigs[0];
    const entry = [...rows]
      .reverse()
      .find((r) => r.kind.startsWith('month:') && r.user_id === s.userId && r.ref === s.month);
    return broken(
      await named(db, entry ? of(entry) : { n: 0, kind: 'month', userId: s.userId, ref: s.month }, s.problem),
    );
  }
  const [signed] = await db.query<{ c: string }>(
    `SELECT count(*) AS c FROM rest_months WHERE vessel_id = $1 AND (signed_signature IS NOT NULL OR countersigned_signature IS NOT NULL)`,
    [vesselId],
  );
  return { vesselId, intact: true, entries, anchors: anchors.length, signatures: Number(signed?.c ?? 0) };
}

/**
 * `npm run hor:verify`: every vessel's chain, one line each ("intact" or its first break), and a
 * last line; answers the exit code (0 intact, 1 broken).
 */
/**
 * The vessel's chain as it stood at one moment: its entries, head, anchors, records and
 * signatures read in one snapshot. Read one by one, a day saved between two reads (the crew at
 * work while the master verifies) made the head run ahead of the entries read, or a record ahead
 * of its entry, and the log looked tampered with.
 */
export const verifyVesselChainNow = (db: Db, vesselId: number) =>
  db.snapshot((tx) => verifyVesselChain(tx, vesselId));

export async function verifyAllChains(db: Db, print: (line: string) => void): Promise<number> {
  const vessels = await db.query<{ id: number; name: string }>('SELECT id, name FROM vessels ORDER BY id');
  let broken = 0;
  for (const v of vessels) {
    const verdict = await verifyVesselChainNow(db, v.id);
    if (verdict.intact)
      print(
        `${v.name} (vessel ${v.id}): intact, ${verdict.entries} entries, ${verdict.anchors} anchors, ${verdict.signatures} signed months.`,
      );
    else {
      broken++;
      print(`${v.name}: BROKEN. ${describeBreak(v.id, verdict.break)}`);
    }
  }
  print(broken === 0 ? 'intact' : `broken: ${broken} of ${vessels.length} vessels`);
  return broken === 0 ? 0 : 1;
}
