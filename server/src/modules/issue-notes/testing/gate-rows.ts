import type { GateRows } from '../../../../testing/module-gate-kit';

/** A note on the crew member's issue, which the fleet manager and the crew member both see. */
export const gateRows: GateRows = async ({ s, aurora, userId }) => {
  await s.db.query(
    `INSERT INTO issue_notes (id, vessel_id, user_id, issue_key, text, author_id, created_at, updated_at)
     VALUES ('01JGATENOTE000000000000001', $2, $1, 'unsigned-2026-10', 'Reminded at muster', $3, now(), now())`,
    [userId.crew!, aurora, userId.fleet!],
  );
};
