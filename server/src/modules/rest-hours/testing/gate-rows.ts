import { storedFile } from '../../../../testing/file-fixtures';
import { fileId } from '../../../../testing/leave-extras-kit';
import type { GateRows } from '../../../../testing/module-gate-kit';

/**
 * Hours of rest's part of the module-gate tests' vessel: the rows the demo seed has none of (a
 * comment, a preset of each viewer, a reopen request, a clock change) and the digital signature it signs with.
 */
export const gateRows: GateRows = async (t) => {
  const { s, aurora, userId } = t;
  const crew = userId.crew!;
  const fleet = userId.fleet!;
  await s.db.query(
    `INSERT INTO rest_comments (id, user_id, vessel_id, day, kind, text, posted_by, posted_at, version)
     VALUES ('01JGATECOMMENT000000000001', $1, $2, '2026-11-02', 'comment', 'Bunkering', $1, now(), next_change())`,
    [crew, aurora],
  );
  for (const [n, who] of [crew, fleet].entries())
    await s.db.query(
      `INSERT INTO rest_presets (id, user_id, vessel_id, name, work, version)
       VALUES ($1, $2, $3, 'Day work', $4, next_change())`,
      [`01JGATEPRESET00000000000${n}`, who, aurora, '0'.repeat(16) + '1'.repeat(18) + '0'.repeat(14)],
    );
  await s.db.query(
    `INSERT INTO rest_reopen_requests (id, user_id, vessel_id, month, dates, work, requested_by, requested_at, version)
     VALUES ('01JGATEREOPEN0000000000001', $1, $2, '2026-10', ARRAY['2026-10-03']::date[], $3, $1, now(), next_change())`,
    [crew, aurora, '0'.repeat(48)],
  );
  await s.db.query(
    `INSERT INTO clock_changes (vessel_id, day, at, minutes, recorded_by, recorded_at)
     VALUES ($1, '2026-11-02', '02:00', -60, $2, now())`,
    [aurora, fleet],
  );
  return { signature: await storedFile(s, t.token.fleet!, aurora, fleet, fileId(), 'signature') };
};
