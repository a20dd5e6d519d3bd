import { INBOX_TEXT } from '@contracts/inbox-text';
import { LEVEL } from '@domain/access/permissions';
import { addDays } from '@domain/calendar/iso-date';
import { ALERT_DAYS, ALERT_MARGIN_DAYS, displayDate, expiryState } from '@domain/certificates/cert-dates';
import { certificateNumber } from '@domain/certificates/cert-form';
import type { Db } from '../../db/client';
import { postMessages } from '../../kernel/post-messages';

/** Who the notices come from: the register itself, not a person. */
export const CERT_ALERT_SENDER = 'Vessel certificates';

interface Candidate {
  id: string;
  vessel_id: number;
  vessel_name: string;
  codename: string;
  expire_date: string;
  alert_days: number;
  type_name: string;
  title_suffix: string | null;
  shortcut: string;
  section_number: string;
}

/** The notice of one certificate in one state (dates as the spec shows them, YYYY/MM/DD). */
export function alertText(c: Candidate, state: 'expiring' | 'expired') {
  const name = c.title_suffix ? `${c.type_name} ${c.title_suffix}` : c.type_name;
  const number = certificateNumber(c.shortcut, c.section_number);
  const when = displayDate(c.expire_date);
  // The certificate's own form, which the inbox opens ('Open it in the app'), to renew it there.
  const open = `/fleet/${c.codename}/certs/certificate?certID=${c.id}`;
  const values = { name, number, vessel: c.vessel_name, date: when, open };
  return state === 'expired' ? INBOX_TEXT.certExpired(values) : INBOX_TEXT.certExpiring(values);
}

/**
 * The daily expiry alerts (issue 11, item 5): for each live certificate whose alert date has come
 * (alert days + 6 before expiry, doc 2 section 9) or that has expired, an inbox message to the
 * vessel's crew at level 4+ and its certificate approval group, once per certificate, state and
 * expiry date. The row in cert_alerts_sent is taken in the same transaction as the messages: a
 * run repeated, or two at once, sends nothing twice, and a renewed certificate (a new expiry) is
 * alerted again. Each certificate commits on its own, so a failure retries only what is left.
 * Returns how many certificates were alerted.
 */
export async function sendCertExpiryAlerts(db: Db, today: string, now: Date): Promise<number> {
  const widest = Math.max(...ALERT_DAYS) + ALERT_MARGIN_DAYS;
  const candidates = await db.query<Candidate>(
    `SELECT c.id, c.vessel_id, v.name AS vessel_name, v.codename, c.expire_date::text AS expire_date, c.alert_days,
            t.name AS type_name, c.title_suffix, s.shortcut, c.section_number
       FROM certificates c JOIN vessels v ON v.id = c.vessel_id
       JOIN cert_types t ON t.id = c.cert_type_id JOIN cert_sections s ON s.id = c.section_id
      WHERE NOT c.deleted AND c.expire_date IS NOT NULL AND c.expire_date <= $1::date AND 'certs' = ANY(v.modules)
      ORDER BY c.vessel_id, c.expire_date, c.id`,
    [addDays(today, widest)],
  );
  let sent = 0;
  for (const c of candidates) {
    const state = expiryState(c.expire_date, today, Number(c.alert_days));
    if (state !== 'expiring' && state !== 'expired') continue;
    const posted = await db.transaction(async (tx) => {
      const claimed = await tx.query(
        `INSERT INTO cert_alerts_sent (certificate_id, state, expire_date, sent_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING RETURNING certificate_id`,
        [c.id, state, c.expire_date, now.toISOString()],
      );
      if (claimed.length === 0) return false;
      const to = await tx.query<{ user_id: number }>(
        `SELECT uvr.user_id FROM user_vessel_roles uvr JOIN roles r ON r.id = uvr.role_id
          WHERE uvr.vessel_id = $1 AND uvr.crew_status <> 2 AND (uvr.end_date IS NULL OR uvr.end_date >= $2)
            AND (r.permission_level >= $3 OR r.permission_level = $4
                 OR EXISTS (SELECT 1 FROM cert_group_members m WHERE m.vessel_id = $1 AND m.user_id = uvr.user_id))
          ORDER BY uvr.user_id`,
        [c.vessel_id, today, LEVEL.officer, LEVEL.superUser],
      );
      await postMessages(tx, {
        userIds: to.map((r) => r.user_id),
        vesselId: c.vessel_id,
        ...alertText(c, state),
        sender: CERT_ALERT_SENDER,
        at: now,
      });
      return true;
    });
    if (posted) sent++;
  }
  return sent;
}
