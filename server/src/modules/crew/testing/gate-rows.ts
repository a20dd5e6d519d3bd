import { storedFile } from '../../../../testing/file-fixtures';
import { fileId } from '../../../../testing/leave-extras-kit';
import type { GateRows } from '../../../../testing/module-gate-kit';

/**
 * The crew module's part of the module-gate tests' vessel: a requirement (the seed has none),
 * the crew member's passport the seed stores, and a crew photo.
 */
export const gateRows: GateRows = async (t) => {
  const { s, aurora, userId } = t;
  await s.db.query(
    'INSERT INTO requirements (vessel_id, position_id, requirement_type_id) VALUES ($1, NULL, 1)',
    [aurora],
  );
  const [passport] = await s.db.query<{ file_id: string }>(
    `SELECT d.file_id FROM crew_documents d JOIN user_vessel_roles uvr ON uvr.id = d.crew_id
      WHERE uvr.user_id = $1 AND uvr.vessel_id = $2 AND d.file_id IS NOT NULL LIMIT 1`,
    [userId.crew!, aurora],
  );
  return {
    crewDocument: passport!.file_id,
    photo: await storedFile(s, t.token.fleet!, aurora, userId.fleet!, fileId(), 'photo'),
  };
};
