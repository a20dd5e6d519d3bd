import type { Db, Queryable } from '../../../db/client';

/** The pg-boss queue of the daily anchor: its job rows carry the anchors too. */
export const ANCHOR_JOB = 'hor-chain-anchor';

/** pg-boss's job and archive tables, where this database has them (its schema: ours, or 'pgboss'). */
async function queueTables(db: Queryable): Promise<{ job: string; archive: string } | null> {
  const [row] = await db.query<{ schema: string | null }>(
    `SELECT s AS schema FROM unnest(ARRAY[current_schema()::text, 'pgboss']) AS s
      WHERE to_regclass(quote_ident(s) || '.job') IS NOT NULL AND to_regclass(quote_ident(s) || '.archive') IS NOT NULL
      LIMIT 1`,
  );
  if (!row?.schema) return null;
  const s = `"${row.schema.replace(/"/g, '""')}"`;
  return { job: `${s}.job`, archive: `${s}.archive` };
}

/**
 * The day's anchor of every vessel's chain: its head (entry number and hash) is kept in
 * hor_chain_anchors (append-only) and stamped into this run's own job row in pg-boss's table,
 * so rewriting the log afterwards means rewriting both. A second run the same day changes nothing.
 */
export async function anchorChains(db: Db, day: string): Promise<number> {
  return db.transaction(async (tx) => {
    const added = await tx.query(
      `INSERT INTO hor_chain_anchors (day, vessel_id, n, hash)
       SELECT $1::date, vessel_id, n, hash FROM hor_chain_heads ON CONFLICT DO NOTHING RETURNING vessel_id`,
      [day],
    );
    const tables = await queueTables(tx);
    if (tables)
      await tx.query(
        `UPDATE ${tables.job} SET data = data || jsonb_build_object('anchors',
            (SELECT COALESCE(jsonb_object_agg(vessel_id::text, jsonb_build_array(n, hash)), '{}'::jsonb)
               FROM hor_chain_anchors WHERE day = $2::date))
          WHERE name = $1 AND data->>'day' = $2`,
        [ANCHOR_JOB, day],
      );
    return added.length;
  });
}

/** The vessel's anchors as pg-boss keeps them (its job rows, then its archive, until it deletes them). */
export async function anchorsInQueue(
  db: Queryable,
  vesselId: number,
): Promise<{ day: string; n: string; hash: string }[]> {
  const tables = await queueTables(db);
  if (!tables) return [];
  return db.query(
    `SELECT data->>'day' AS day, data->'anchors'->$2->>0 AS n, data->'anchors'->$2->>1 AS hash
       FROM (SELECT data FROM ${tables.job} WHERE name = $1 UNION ALL SELECT data FROM ${tables.archive} WHERE name = $1) j
      WHERE data->'anchors' ? $2`,
    [ANCHOR_JOB, String(vesselId)],
  );
}

/** The vessel's latest anchor, for the records PDF. */
export async function lastAnchor(db: Queryable, vesselId: number) {
  const [row] = await db.query<{ day: string; n: string; hash: string }>(
    'SELECT day::text AS day, n, hash FROM hor_chain_anchors WHERE vessel_id = $1 ORDER BY day DESC LIMIT 1',
    [vesselId],
  );
  return row ? { day: row.day, n: Number(row.n), hash: row.hash } : null;
}
