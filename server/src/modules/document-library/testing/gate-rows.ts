import type { GateRows } from '../../../../testing/module-gate-kit';

/** A library document the seed stores on Aurora. */
export const gateRows: GateRows = async ({ s, aurora }) => {
  const [manual] = await s.db.query<{ file_id: string }>(
    'SELECT file_id FROM library_documents WHERE vessel_id = $1 AND NOT deleted LIMIT 1',
    [aurora],
  );
  return { document: manual!.file_id };
};
