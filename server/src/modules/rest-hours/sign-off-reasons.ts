import { datesInMonth } from '@domain/calendar/iso-date';
import type { Queryable } from '../../db/client';
import { issuesAround } from './compliance';
import { commentsRequiredAt } from './vessel-settings';

/** The spec's text when a sign-off lacks a reason it had to give (doc 3, section 8). */
export const INVALID_COMMENT = 'Invalid comment.';

/**
 * The days of a month a sign-off must still give a reason for (doc 3, section 5: "noncompliances
 * (when required) open a comment popup"): when the vessel asked for reasons at `signedAt`, each
 * lived day breaking a rule other than 3 (rule 3 is not the crew member's to explain, as on a
 * day's save) with no non-compliance comment on it. The app asks for them before it signs and
 * sends them first (in the same /sync batch, ahead of the sign-off); a client that skipped the
 * popup is refused here, never signed with the reasons missing.
 */
export async function daysWantingReasons(
  tx: Queryable,
  s: { userId: number; yachtId: number; month: string; signedAt: string },
  lastLived: string,
): Promise<string[]> {
  if (!(await commentsRequiredAt(tx, s.yachtId, s.signedAt))) return [];
  const lived = datesInMonth(s.month).filter((d) => d <= lastLived);
  const broken = new Set(
    (await issuesAround(tx, s.userId, s.yachtId, lived)).filter((i) => i.rule !== 3).map((i) => i.date),
  );
  if (broken.size === 0) return [];
  const given = await tx.query<{ day: string }>(
    `SELECT DISTINCT day::text AS day FROM rest_comments
      WHERE user_id = $1 AND vessel_id = $2 AND kind = 'noncompliance' AND NOT deleted
        AND day >= $3 AND day <= $4 AND length(btrim(text)) > 0`,
    [s.userId, s.yachtId, `${s.month}-01`, lastLived],
  );
  const reasoned = new Set(given.map((r) => r.day));
  return [...broken].filter((d) => !reasoned.has(d)).sort();
}
