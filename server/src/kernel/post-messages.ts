import type { Queryable } from '../db/client';

/**
 * Posts a message to each user's inbox (inside the caller's transaction). Here, not in the inbox
 * module: the modules that tell users something (certificates, leave, rest hours, the inbox's
 * own Send message) all post, and the inbox's badges read the issues, which read the
 * certificates; posting from the inbox module would close that loop.
 */
export async function postMessages(
  tx: Queryable,
  m: { userIds: number[]; vesselId: number | null; header: string; text: string; sender: string; at: Date },
) {
  for (const userId of new Set(m.userIds))
    await tx.query(
      `INSERT INTO inbox_messages (user_id, vessel_id, header, text, sender, created_at, version)
       VALUES ($1, $2, $3, $4, $5, $6, next_change())`,
      [userId, m.vesselId, m.header, m.text, m.sender, m.at],
    );
}
