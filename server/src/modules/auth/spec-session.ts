import type { Queryable } from '../../db/client';

/**
 * The spec's session fields (doc 1, section 3: current user id, crew id, trial flag, whatsapp
 * auth status, enabled modules, issues, redirect URL, auto-logout flag, agreedWithTerms, new
 * notifications, permissions per vessel), beside the app's own login answer.
 */
export async function specSessionFields(
  db: Queryable,
  session: {
    user: { id: number; agreedWithTerms?: boolean | undefined };
    roles: { vesselId: number; permissionLevel: number }[];
    vessels: { modules: string[] }[];
  },
  now: Date,
) {
  const userId = session.user.id;
  const today = now.toISOString().slice(0, 10);
  const [row] = await db.query<{
    crew_id: number | null;
    trial: boolean;
    method: string | null;
    unseen: number;
  }>(
    `SELECT (SELECT min(uvr.id) FROM user_vessel_roles uvr
              WHERE uvr.user_id = u.id AND (uvr.end_date IS NULL OR uvr.end_date >= $2)) AS crew_id,
            EXISTS (SELECT 1 FROM user_vessel_roles uvr JOIN vessels v ON v.id = uvr.vessel_id
                      JOIN company_groups g ON g.id = v.group_id
                     WHERE uvr.user_id = u.id AND g.trial_ends_at > $3) AS trial,
            u.two_factor_method AS method,
            (SELECT count(*)::int FROM inbox_messages m
              WHERE m.user_id = u.id AND NOT m.seen AND NOT m.deleted) AS unseen
       FROM users u WHERE u.id = $1`,
    [userId, today, now.toISOString()],
  );
  return {
    userId,
    crewId: row?.crew_id ?? null,
    trial: row?.trial ?? false,
    whatsAppAuthEnabled: row?.method === 'whatsapp',
    modules: [...new Set(['admin', ...session.vessels.flatMap((v) => v.modules)])],
    redirectUrl: '/fleet',
    autoLogout: false,
    agreedWithTerms: session.user.agreedWithTerms ?? false,
    newNotifications: row?.unseen ?? 0,
    permissions: Object.fromEntries(session.roles.map((r) => [r.vesselId, r.permissionLevel])),
  };
}
