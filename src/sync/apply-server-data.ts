import type { Changes, Moved, RecordKind, RecordMap, SyncResult } from '../contracts/sync';
import type { AppDb, OutboxEntry } from '../db/app-db';
import { type DeviceRegistry, kindOf, kindsOf, opOf, type RecordRef, readable, refId } from './device-kit';

type Row = { version: number };

/** The records an entry writes on the device, with their ids. */
export function refsOf(registry: DeviceRegistry, entry: OutboxEntry): (RecordRef & { id: string })[] {
  const refs = readable(() => opOf(registry, entry).touches?.(entry.body)) ?? [];
  return refs.map((r) => ({ ...r, id: refId(r.kind, r.key) }));
}

/** Ids of every record with a local edit the server has not taken yet (sent or not). */
export async function touchedIds(db: AppDb, registry: DeviceRegistry): Promise<Set<string>> {
  const ids = new Set<string>();
  // A sealed change (another user's, logged out) names no record: its rows went with its user.
  for (const e of await db.outbox.toArray())
    if (e.status !== 'sealed') for (const r of refsOf(registry, e)) ids.add(r.id);
  return ids;
}

/** Keeps the newest server copy of an edited record aside (see ShadowRow). */
async function keepShadow(db: AppDb, id: string, kind: RecordKind, row: Row) {
  const old = await db.shadows.get(id);
  if (!old || old.row.version <= row.version) await db.shadows.put({ id, kind, row });
}

/**
 * Deletes records the server deleted outright. A record with an unsent edit keeps the user's
 * row until they decide, but loses the server copy kept beside it, so Discard deletes it too.
 */
async function eraseRecords(db: AppDb, registry: DeviceRegistry, refs: RecordRef[], touched: Set<string>) {
  for (const ref of refs) {
    const id = refId(ref.kind, ref.key);
    await db.shadows.delete(id);
    if (!touched.has(id)) await kindOf(registry, ref.kind).table(db).delete(ref.key);
  }
}

/** The device's row is a later copy of the record than the pulled one (change numbers only grow). */
const newer = (local: Row | undefined, pulled: Row) =>
  typeof local?.version === 'number' && typeof pulled.version === 'number' && local.version > pulled.version;

/** Puts server rows into their tables; rows of records with a local edit wait as shadows. */
async function putServerRows(db: AppDb, registry: DeviceRegistry, records: RecordMap, touched: Set<string>) {
  for (const kind of kindsOf(registry)) {
    const rows = records[kind] as Row[] | undefined;
    if (!rows?.length) continue;
    const k = kindOf(registry, kind);
    if (k.erases) {
      await eraseRecords(
        db,
        registry,
        rows.map((r) => k.erases!(r as never)),
        touched,
      );
      continue;
    }
    const puts: object[] = [];
    const deletes: ReturnType<typeof k.key>[] = [];
    // A local row holds a copy the server gave (pulled, or settled by an edit's answer). A pulled
    // copy older than it (a page read before that edit, as a first sync's are) must not undo it.
    const held = (await k.table(db).bulkGet((rows as never[]).map((row) => k.key(row)))) as (
      | Row
      | undefined
    )[];
    for (const [i, row] of (rows as never[]).entries()) {
      const id = refId(kind, k.key(row));
      if (touched.has(id)) {
        await keepShadow(db, id, kind, row);
        continue;
      }
      if (newer(held[i], row)) continue;
      const local = k.toLocal ? k.toLocal(row) : row;
      if (local === null) deletes.push(k.key(row));
      else puts.push(local);
    }
    if (puts.length) await k.table(db).bulkPut(puts);
    if (deletes.length) await k.table(db).bulkDelete(deletes);
  }
}

/** Pulled changes overwrite local copies, except records the user has edited and not yet sent. */
export async function applyChanges(
  db: AppDb,
  registry: DeviceRegistry,
  changes: Changes,
  touched?: Set<string>,
): Promise<void> {
  await putServerRows(db, registry, changes, touched ?? (await touchedIds(db, registry)));
}

/** A record's local row back to the server's copy: the shadow, else gone (or unknown). */
async function restoreServerCopy(
  db: AppDb,
  registry: DeviceRegistry,
  ref: RecordRef & { id: string },
  answer: RecordMap | undefined,
): Promise<'restored' | 'unknown'> {
  const k = kindOf(registry, ref.kind);
  const shadow = (await db.shadows.get(ref.id))?.row ?? fromAnswer(registry, ref, answer);
  await db.shadows.delete(ref.id);
  if (shadow) {
    const local = k.toLocal ? k.toLocal(shadow as never) : shadow;
    if (local === null) await k.table(db).delete(ref.key);
    else await k.table(db).put(local);
    return 'restored';
  }
  const row = (await k.table(db).get(ref.key)) as Row | undefined;
  await k.table(db).delete(ref.key);
  // A record the server never had goes; one it had but did not say comes again from the feed.
  return answer || !row || row.version === 0 ? 'restored' : 'unknown';
}

/** The record as the server's answer (to a conflict or a rejection) had it. */
function fromAnswer(registry: DeviceRegistry, ref: { kind: RecordKind; id: string }, answer?: RecordMap) {
  const k = kindOf(registry, ref.kind);
  return (answer?.[ref.kind] as Row[] | undefined)?.find(
    (r) => refId(ref.kind, k.key(r as never)) === ref.id,
  );
}

/**
 * Records the applied change moved besides its own (the crew record's leave days onto the leave
 * profile): a change of this device queued after it and based on the version before is based on
 * this one, so it goes on the new version. One based on another version (someone else's change
 * the device had not seen) keeps its base, and the server still finds the conflict.
 */
async function rebaseOnMoved(db: AppDb, registry: DeviceRegistry, moved: Moved[] | undefined) {
  for (const m of moved ?? []) {
    const id = refId(m.kind as RecordKind, m.key);
    await db.outbox
      .filter(
        (e) =>
          e.status === 'pending' &&
          e.baseVersion === m.from &&
          refsOf(registry, e).some((ref) => ref.id === id),
      )
      .modify({ baseVersion: m.to });
  }
}

/** Applies one answer of the server to its outbox entry and to the local records. */
export async function applyResult(
  db: AppDb,
  registry: DeviceRegistry,
  entry: OutboxEntry,
  result: SyncResult,
): Promise<void> {
  if (result.status === 'applied') {
    await db.outbox.delete(entry.id);
    // What builds on it may go now, on the version it produced (the server's check is then the
    // usual one: a change by someone else in between is still a conflict).
    await db.outbox
      .filter((e) => e.follows === entry.id)
      .modify((e) => {
        e.baseVersion = result.version;
        delete e.follows;
      });
    await rebaseOnMoved(db, registry, result.moved);
    const stillTouched = await touchedIds(db, registry);
    for (const ref of refsOf(registry, entry)) {
      if (stillTouched.has(ref.id)) continue;
      const k = kindOf(registry, ref.kind);
      const shadow = await db.shadows.get(ref.id);
      await db.shadows.delete(ref.id);
      if (shadow && shadow.row.version >= result.version) {
        // The server's copy came while the answer was lost: it is this edit as the server
        // stored it, or a later change by someone else. Either way it is the one to keep.
        const local = k.toLocal ? k.toLocal(shadow.row as never) : shadow.row;
        if (local === null) await k.table(db).delete(ref.key);
        else await k.table(db).put(local);
        continue;
      }
      const row = (await k.table(db).get(ref.key)) as Row | undefined;
      if (!row) continue;
      const settled = { ...row, version: Math.max(row.version, result.version) };
      await k.table(db).put(k.mark ? k.mark(settled, false) : settled);
    }
    return;
  }
  // A conflict or a rejection is kept, visible, until the user decides; the server's copy of
  // what it touched waits beside the user's version.
  await db.outbox.put({
    ...entry,
    status: result.status,
    conflict: result.status === 'conflict' ? result : undefined,
    rejection: result.status === 'rejected' ? result : undefined,
  });
  if (result.records) await putServerRows(db, registry, result.records, await touchedIds(db, registry));
}

/**
 * Drops an entry and puts back the server's copy of what it wrote. Returns the lowest change
 * number to read the feed again from when the server's copy is not known, else null.
 */
export async function dropEntry(
  db: AppDb,
  registry: DeviceRegistry,
  entry: OutboxEntry,
): Promise<number | null> {
  // What was built on it goes with it (an undo of a decision the user now discards).
  const dropped = [entry, ...(await db.outbox.filter((e) => e.follows === entry.id).toArray())];
  await db.outbox.bulkDelete(dropped.map((e) => e.id));
  const stillTouched = await touchedIds(db, registry);
  const answer = (entry.conflict ?? entry.rejection)?.records;
  const refs = new Map(dropped.flatMap((e) => refsOf(registry, e)).map((ref) => [ref.id, ref]));
  let rewind: number | null = null;
  for (const ref of refs.values()) {
    if (stillTouched.has(ref.id)) continue;
    const version = ((await kindOf(registry, ref.kind).table(db).get(ref.key)) as Row | undefined)?.version;
    if ((await restoreServerCopy(db, registry, ref, answer)) === 'unknown' && version)
      rewind = Math.min(rewind ?? version, version - 1);
  }
  return rewind;
}
