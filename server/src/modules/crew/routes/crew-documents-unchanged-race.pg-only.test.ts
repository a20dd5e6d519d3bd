import { describe, expect, it } from 'vitest';
import {
  added,
  aurora,
  call,
  crewDocumentsAttackServer,
  passport,
  s,
} from '../../../../testing/crew-documents-attack-kit';
import { openPostgres } from '../../../db/client';

/**
 * A save that finds its values stored writes nothing (kernel/unchanged.ts); on PostgreSQL it must
 * not decide that on the copy before another writer's change still uncommitted (attack s59: the
 * officer unticks Verified while the purser's tick commits: answered 200, the tick stayed).
 * This file runs in the PostgreSQL pass only: embedded PostgreSQL has one connection.
 */
crewDocumentsAttackServer();

describe('a crew document save meeting another change still uncommitted', () => {
  it('waits for it, then stores what it asked for', async () => {
    const { documentId } = await added('purser', 'crew', passport);
    const other = await openPostgres(s.pgUrl!, s.schema, true);
    try {
      let release!: () => void;
      const held = new Promise<void>((r) => {
        release = r;
      });
      let ticked!: () => void;
      const hasTick = new Promise<void>((r) => {
        ticked = r;
      });
      const tick = other.transaction(async (tx) => {
        await tx.query(
          'UPDATE crew_documents SET is_verified = true, version = next_change() WHERE id = $1',
          [documentId],
        );
        ticked();
        await held;
      });
      await hasTick;
      const untick = call('purser', 'PUT', `/documents/${aurora}/${documentId}`, { isVerified: false });
      await new Promise((r) => setTimeout(r, 300));
      release();
      await tick;
      expect((await untick).status).toBe(200);
      const [row] = await s.db.query<{ is_verified: boolean }>(
        'SELECT is_verified FROM crew_documents WHERE id = $1',
        [documentId],
      );
      expect(row!.is_verified).toBe(false);
    } finally {
      await other.close();
    }
  });
});
