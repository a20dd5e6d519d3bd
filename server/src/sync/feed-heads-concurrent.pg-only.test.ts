import { describe, expect, it } from 'vitest';
import {
  aurora,
  days,
  device,
  id,
  meridian,
  openFeedAttackServer,
  s,
  tok,
  WORK,
} from '../../testing/feed-attack-kit';
import { openPostgres } from '../db/client';

/**
 * Two writers at once on PostgreSQL (this file runs in the PostgreSQL pass only: embedded
 * PostgreSQL has one connection, so a change cannot be held uncommitted while a poll runs).
 */
openFeedAttackServer();

describe('feed heads and changes still uncommitted', () => {
  it('a visible change still uncommitted while a poll runs is not stepped over when it commits', async () => {
    const crew = device(tok.crew!, aurora);
    await crew.sync();
    const w1 = await openPostgres(s.pgUrl!, s.schema, true);
    const w2 = await openPostgres(s.pgUrl!, s.schema, true);
    try {
      let release!: () => void;
      const held = new Promise<void>((r) => {
        release = r;
      });
      let numbered!: () => void;
      const hasNumber = new Promise<void>((r) => {
        numbered = r;
      });
      // Writer 1: the crew member's own day, numbered, not yet committed.
      const visible = w1.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO rest_days (user_id, vessel_id, day, work, version, updated_by, updated_at)
             VALUES ($1, $2, '2026-11-20', $3, next_change(), $1, now())`,
          [id.crew, aurora, WORK],
        );
        numbered();
        await held;
      });
      await hasNumber;
      // Writer 2: a change on Meridian the crew member may not see, waiting for a higher number.
      const invisible = w2.transaction(async (tx) => {
        await tx.query(
          `UPDATE rest_days SET version = next_change() WHERE user_id = $1 AND vessel_id = $2 AND day = '2026-11-01'`,
          [id.crewB, meridian],
        );
      });
      const before = crew.cursor;
      expect(days(await crew.sync())).toEqual([]);
      expect(crew.cursor).toBe(before);
      release();
      await visible;
      await invisible;
      expect(days(await crew.sync())).toEqual([[id.crew, '2026-11-20']]);
    } finally {
      await w1.close();
      await w2.close();
    }
  });
});
