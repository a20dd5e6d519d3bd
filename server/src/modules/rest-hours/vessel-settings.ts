import {
  DEFAULT_HOR_ALERTS,
  DEFAULT_HOR_SETTINGS,
  type HorAlerts,
  type HorSettings,
} from '@contracts/rest-hours';
import type { Queryable } from '../../db/client';
import type { Mailer } from '../../mail/mailer';

const parse = <T>(v: unknown, fallback: T): T => ({
  ...fallback,
  ...(typeof v === 'string' ? JSON.parse(v) : (v ?? {})),
});

export async function readVesselSettings(
  db: Queryable,
  vesselId: number,
): Promise<{ settings: HorSettings; alerts: HorAlerts }> {
  const [row] = await db.query<{ settings: unknown; alerts: unknown }>(
    'SELECT settings, alerts FROM hor_vessel_settings WHERE vessel_id = $1',
    [vesselId],
  );
  return {
    settings: parse(row?.settings, DEFAULT_HOR_SETTINGS),
    alerts: parse(row?.alerts, DEFAULT_HOR_ALERTS),
  };
}

export async function writeVesselSettings(
  db: Queryable,
  vesselId: number,
  patch: { settings?: HorSettings; alerts?: HorAlerts },
  now: Date,
) {
  const current = await readVesselSettings(db, vesselId);
  const next = { settings: patch.settings ?? current.settings, alerts: patch.alerts ?? current.alerts };
  const [row] = await db.query<{ since: string | Date | null }>(
    'SELECT comments_required_since AS since FROM hor_vessel_settings WHERE vessel_id = $1',
    [vesselId],
  );
  const required = next.settings.nonComplianceCommentsRequired;
  const since = !required
    ? null
    : current.settings.nonComplianceCommentsRequired
      ? (row?.since ?? null)
      : now.toISOString();
  await db.query(
    `INSERT INTO hor_vessel_settings (vessel_id, settings, alerts, updated_at, comments_required_since)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (vessel_id) DO UPDATE SET settings = EXCLUDED.settings, alerts = EXCLUDED.alerts,
       updated_at = EXCLUDED.updated_at, comments_required_since = EXCLUDED.comments_required_since`,
    [vesselId, JSON.stringify(next.settings), JSON.stringify(next.alerts), now.toISOString(), since],
  );
  return next;
}

/**
 * Whether a sign-off made at `signedAt` (the signer's clock, part of what they signed) had to give
 * a reason for each non-compliance: the setting as it was then. A month signed at sea while the
 * vessel did not ask is not refused when it reaches the server after the officer began to ask.
 */
export async function commentsRequiredAt(db: Queryable, vesselId: number, signedAt: string) {
  const [row] = await db.query<{ settings: unknown; since: string | Date | null }>(
    'SELECT settings, comments_required_since AS since FROM hor_vessel_settings WHERE vessel_id = $1',
    [vesselId],
  );
  if (!parse(row?.settings, DEFAULT_HOR_SETTINGS).nonComplianceCommentsRequired) return false;
  return !row?.since || Date.parse(signedAt) >= new Date(row.since).getTime();
}

/**
 * Alert e-mails, sent after the change is stored; a mail failure is logged and never undoes
 * or fails the crew member's write.
 */
export async function sendAlert(
  db: Queryable,
  mail: Mailer,
  log: (e: unknown) => void,
  vesselId: number,
  kind: 'onSignOff' | 'onNonCompliance',
  subject: string,
  text: string,
) {
  try {
    const { alerts } = await readVesselSettings(db, vesselId);
    if (!alerts[kind]) return;
    for (const to of alerts.emails) await mail.send({ to, subject, text });
  } catch (error) {
    log(error);
  }
}

export async function writeGuide(db: Queryable, vesselId: number, text: string, now: Date) {
  await db.query(
    `INSERT INTO hor_vessel_settings (vessel_id, settings, alerts, guide, updated_at) VALUES ($1, '{}', '{}', $2, $3)
     ON CONFLICT (vessel_id) DO UPDATE SET guide = EXCLUDED.guide, updated_at = EXCLUDED.updated_at`,
    [vesselId, text, now.toISOString()],
  );
}

export async function writeVesselDetails(db: Queryable, vesselId: number, details: object) {
  await db.query('UPDATE vessels SET details = $2 WHERE id = $1', [vesselId, JSON.stringify(details)]);
}

/**
 * A write of the vessel's details, by PUT or queued: a field left out keeps its stored value, one
 * sent as null or '' is cleared (read back as null). Answers the whole details as now stored.
 */
export async function updateVesselDetails(
  db: Queryable,
  vesselId: number,
  sent: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const [row] = await db.query<{ details: unknown }>('SELECT details FROM vessels WHERE id = $1 FOR UPDATE', [
    vesselId,
  ]);
  const stored = typeof row?.details === 'string' ? JSON.parse(row.details) : (row?.details ?? {});
  const next: Record<string, unknown> = { ...stored };
  for (const [name, value] of Object.entries(sent)) {
    if (value === null || value === '') delete next[name];
    else if (value !== undefined) next[name] = value;
  }
  await writeVesselDetails(db, vesselId, next);
  return next;
}
