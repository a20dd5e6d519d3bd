import type { Db, Queryable } from '../db/client';

/**
 * The highest change number this process knows the database has issued (from heads and ceilings
 * it read). A cursor at or below it was issued; only one above it costs a read of the sequence.
 */
const known = new WeakMap<Db, number>();

/** Change numbers read from the database: each has been issued. */
export function sawIssued(db: Db, ...versions: number[]): void {
  known.set(db, Math.max(known.get(db) ?? 0, ...versions));
}

/** The last change number the database has issued (0 before the first). */
export const readSequence = async (q: Queryable) => {
  const [row] = await q.query<{ v: number | string }>(
    'SELECT CASE WHEN is_called THEN last_value ELSE 0 END AS v FROM change_seq',
  );
  return Number(row?.v ?? 0);
};

/**
 * Whether `since` is above every change number the database has ever issued: the device's cursor
 * came from a database since restored from an older backup, or was made up. Such a device would
 * be told "nothing new" forever, so it starts afresh (the reset of an access change). The idle
 * poll stays one read: the sequence (shared by every server, and moved by each one's writes at
 * once, before they commit) is read only for a cursor above what this process already knows.
 * `tx` is the request's open transaction, if any; else the embedded database is read without
 * counting as a write (kept-callers.ts).
 */
export async function beyondIssued(db: Db, since: number, tx?: Queryable): Promise<boolean> {
  if (since <= (known.get(db) ?? 0)) return false;
  const issued = await (tx
    ? readSequence(tx)
    : db.soleWriter
      ? db.soleWriter.readOnly(readSequence)
      : readSequence(db));
  sawIssued(db, issued);
  return since > issued;
}
