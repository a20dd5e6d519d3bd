import { describe, expect, it } from 'vitest';
import { aurora, bosun, put, requirementsAttackServer, s } from '../../../../testing/requirements-attack-kit';

/**
 * A requirements list saved as it is (Save pressed again, a retry on a bad link) writes no audit
 * line of a change that did not happen, and no row a device would download again.
 */
requirementsAttackServer();

const saves = async () =>
  (
    await s.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE action = 'requirements.save'",
    )
  )[0]!.n;
const rows = async () =>
  JSON.stringify(await s.db.query('SELECT * FROM requirements WHERE vessel_id = $1 ORDER BY id', [aurora]));

describe('requirements saved as they are', () => {
  it('for a position and for the vessel: one audit line for the change, none for the repeat', async () => {
    for (const [path, body] of [
      [`/requirements/forposition/${bosun}`, [{ requirementTypeId: 1, positionId: bosun, yachtId: aurora }]],
      [`/requirements/foryacht/${aurora}`, [{ requirementTypeId: 3, yachtId: aurora }]],
    ] as const) {
      expect((await put('captain', path, body)).status).toBe(200);
      const lines = await saves();
      const before = await rows();
      const again = await put('captain', path, body);
      expect(again.status).toBe(200);
      expect(await saves()).toBe(lines);
      expect(await rows()).toBe(before);
      // Dropping one is a change.
      expect((await put('captain', path, [])).status).toBe(200);
      expect(await saves()).toBe(lines + 1);
    }
  });
});
