import { describe, expect, it } from 'vitest';
import type { Db, Queryable, SoleWriter } from '../db/client';
import { signInHead } from './feed-head';
import { keptCallersAndHeads } from './kept-callers';

/**
 * A database that answers the caller's statement from `state`, counts the reads and the writes
 * as SoleWriter does, and can end a write while a read is under way.
 */
function fakeDatabase(sole = true) {
  const state = { vesselIds: [7], head: 40, access: 3, reads: 0, writes: 0 };
  let duringRead: (() => void) | undefined;
  const tx: Queryable = {
    query: async <T>() => {
      state.reads++;
      duringRead?.();
      duringRead = undefined;
      const roles = state.vesselIds.map((v) => ({ vessel_id: v, role_id: 1, permission_level: 2 }));
      const row = { id: 5, first_name: 'Ana', last_name: 'Vidal', live: true, roles, ...state };
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

const TODAY = '2026-11-20';

describe('callers kept between writes (the embedded database)', () => {
  it('a second poll while nothing was written reads nothing, and has the same caller and head', async () => {
    const { db, state } = fakeDatabase();
    const load = keptCallersAndHeads(db);
    const first = await load(db, 5, TODAY, 'fam');
    const again = await load(db, 5, TODAY, 'fam');
    expect(state.reads).toBe(1);
    expect(again).toBe(first);
    expect(signInHead(again!)).toEqual({ head: 40, access: 3 });
  });

  it('reads again after any write: a new role and a new head come', async () => {
    const { db, state, write } = fakeDatabase();
    const load = keptCallersAndHeads(db);
    await load(db, 5, TODAY, 'fam');
    write({ vesselIds: [7, 8], head: 41 });
    const after = await load(db, 5, TODAY, 'fam');
    expect(state.reads).toBe(2);
    expect(after!.roles.map((r) => r.vesselId)).toEqual([7, 8]);
    expect(signInHead(after!)?.head).toBe(41);
  });

  it('does not keep what it read while a write ended: that write may have come after the read', async () => {
    const { db, state, write } = fakeDatabase();
    const load = keptCallersAndHeads(db);
    write({ head: 41 }, true);
    await load(db, 5, TODAY, 'fam');
    const next = await load(db, 5, TODAY, 'fam');
    expect(state.reads).toBe(2);
    expect(signInHead(next!)?.head).toBe(41);
  });

  it('reads again for another day (a role ends with its end date) and another token family', async () => {
    const { db, state } = fakeDatabase();
    const load = keptCallersAndHeads(db);
    await load(db, 5, TODAY, 'fam');
    await load(db, 5, '2026-11-21', 'fam');
    await load(db, 5, TODAY, 'other');
    expect(state.reads).toBe(3);
  });

  it('keeps nothing on PostgreSQL, where another server may write: every poll reads', async () => {
    const { db, state } = fakeDatabase(false);
    const load = keptCallersAndHeads(db);
    await load(db, 5, TODAY, 'fam');
    await load(db, 5, TODAY, 'fam');
    expect(state.reads).toBe(2);
  });
});
