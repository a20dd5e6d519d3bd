import { describe, expect, it } from 'vitest';
import type { Db, Queryable, SoleWriter } from '../db/client';
import { signInHead } from './feed-head';
import { keptCallersAndHeads } from './kept-callers';

const TODAY = '2026-11-20';
/** The family's refresh token expires a month after today's polls. */
const REFRESH_EXPIRES = '2026-12-20T10:00:00.000Z';
const FAM = { family: 'fam', now: new Date(`${TODAY}T10:00:00Z`) };

/**
 * A database that answers the caller's statement from `state`, counts the reads and the writes
 * as SoleWriter does, and can end a write while a read is under way.
 */
function fakeDatabase(sole = true) {
  const state = { vesselIds: [7], head: 40, access: 3, reads: 0, writes: 0, live_until: REFRESH_EXPIRES };
  let duringRead: (() => void) | undefined;
  const tx: Queryable = {
    query: async <T>() => {
      state.reads++;
      duringRead?.();
      duringRead = undefined;
      const roles = state.vesselIds.map((v) => ({ vessel_id: v, role_id: 1, permission_level: 2 }));
      const row = { id: 5, first_name: 'Ana', last_name: 'Vidal', roles, ...state };
      return [row] as T[];
    },
  };
  const writer: SoleWriter = {
    writes: () => state.writes,
    readOnly: (fn) => fn(tx),
    jobQueue: { query: async () => [], script: async () => [] },
  };
  const db = { ...tx, ...(sole ? { soleWriter: writer } : {}) } as unknown as Db;
  /** A write through the database: it ends (and is counted) now, or while the next read runs. */
  const write = (change: Partial<typeof state>, whileReading = false) => {
    const end = () => {
      Object.assign(state, change);
      state.writes++;
    };
    if (whileReading) duringRead = end;
    else end();
  };
  return { db, state, write };
}

describe('callers kept between writes (the embedded database)', () => {
  it('a second poll while nothing was written reads nothing, and has the same caller and head', async () => {
    const { db, state } = fakeDatabase();
    const load = keptCallersAndHeads(db);
    const first = await load(db, 5, TODAY, FAM);
    const again = await load(db, 5, TODAY, FAM);
    expect(state.reads).toBe(1);
    expect(again).toBe(first);
    expect(signInHead(again!)).toEqual({ head: 40, access: 3 });
  });

  it('reads again after any write: a new role and a new head come', async () => {
    const { db, state, write } = fakeDatabase();
    const load = keptCallersAndHeads(db);
    await load(db, 5, TODAY, FAM);
    write({ vesselIds: [7, 8], head: 41 });
    const after = await load(db, 5, TODAY, FAM);
    expect(state.reads).toBe(2);
    expect(after!.roles.map((r) => r.vesselId)).toEqual([7, 8]);
    expect(signInHead(after!)?.head).toBe(41);
  });

  it('does not keep what it read while a write ended: that write may have come after the read', async () => {
    const { db, state, write } = fakeDatabase();
    const load = keptCallersAndHeads(db);
    write({ head: 41 }, true);
    await load(db, 5, TODAY, FAM);
    const next = await load(db, 5, TODAY, FAM);
    expect(state.reads).toBe(2);
    expect(signInHead(next!)?.head).toBe(41);
  });

  it('reads again for another day (a role ends with its end date) and another token family', async () => {
    const { db, state } = fakeDatabase();
    const load = keptCallersAndHeads(db);
    await load(db, 5, TODAY, FAM);
    await load(db, 5, '2026-11-21', FAM);
    await load(db, 5, TODAY, { ...FAM, family: 'other' });
    expect(state.reads).toBe(3);
  });

  it('a kept caller whose refresh token has expired since is read again, and is no caller', async () => {
    const { db, state } = fakeDatabase();
    const load = keptCallersAndHeads(db);
    expect(await load(db, 5, TODAY, FAM)).not.toBeNull();
    // Nothing written meanwhile: only the time ends the family.
    expect(await load(db, 5, TODAY, { ...FAM, now: new Date(REFRESH_EXPIRES) })).toBeNull();
    expect(state.reads).toBe(2);
  });

  it('keeps nothing on PostgreSQL, where another server may write: every poll reads', async () => {
    const { db, state } = fakeDatabase(false);
    const load = keptCallersAndHeads(db);
    await load(db, 5, TODAY, FAM);
    await load(db, 5, TODAY, FAM);
    expect(state.reads).toBe(2);
  });
});
