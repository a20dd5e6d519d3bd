import type { Queryable } from '../../../db/client';
import { GENESIS, monthCode, monthOfEntry, normaliseCode } from './chain-hash';

/** The entries of a seafarer's month: their days of that month and the month's signatures. */
const OF_MONTH = `vessel_id = $1 AND user_id = $2
  AND ((kind LIKE 'day:%' AND left(ref, 7) = $3) OR (kind LIKE 'month:%' AND ref = $3))`;

/** The verification code of a seafarer's month as the log holds it now (printed on the records PDF). */
export async function currentMonthCode(db: Queryable, vesselId: number, userId: number, month: string) {
  const [last] = await db.query<{ hash: string }>(
    `SELECT hash FROM hor_chain WHERE ${OF_MONTH} ORDER BY n DESC LIMIT 1`,
    [vesselId, userId, month],
  );
  return monthCode(vesselId, userId, month, last?.hash ?? GENESIS);
}

/** What a typed code is: a month of the vessel as it is now, as it was before a later change, or nothing. */
export type CodeCheck =
  | { found: false }
  | { found: true; current: boolean; userName: string; month: string; entry: number };

/**
 * Looks a code up among every state each seafarer's month of the vessel has had: a record
 * printed and changed since is named as changed, not only as unknown.
 */
export async function checkMonthCode(db: Queryable, vesselId: number, typed: string): Promise<CodeCheck> {
  const code = normaliseCode(typed);
  const rows = await db.query<{
    n: string;
    kind: string;
    user_id: number;
    ref: string;
    hash: string;
    name: string;
  }>(
    `SELECT c.n, c.kind, c.user_id, c.ref, c.hash, u.first_name || ' ' || u.last_name AS name
       FROM hor_chain c JOIN users u ON u.id = c.user_id
      WHERE c.vessel_id = $1 AND (c.kind LIKE 'day:%' OR c.kind LIKE 'month:%') ORDER BY c.n`,
    [vesselId],
  );
  const last = new Map<string, number>();
  for (const r of rows) last.set(`${r.user_id}|${monthOfEntry(r)}`, Number(r.n));
  for (const r of [...rows].reverse()) {
    const month = monthOfEntry(r);
    if (monthCode(vesselId, r.user_id, month, r.hash) !== code) continue;
    const current = last.get(`${r.user_id}|${month}`) === Number(r.n);
    return { found: true, current, userName: r.name, month, entry: Number(r.n) };
  }
  return { found: false };
}
