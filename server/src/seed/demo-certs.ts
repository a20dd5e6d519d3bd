import { addDays } from '@domain/calendar/iso-date';
import type { Queryable } from '../db/client';

/**
 * The demo fleet's vessel certificates (doc 2). M/Y Aurora, a commercial yacht just under 500 GT,
 * has its Required Settings saved and the module initialised, a few requirements switched off by
 * its officers, and twelve certificates: most valid, two within their alert window (the P&I entry
 * and the liferaft service), one expired (the ship sanitation exemption), one with no expiry (the
 * tonnage certificate); the Minimum Safe Manning Document is required and missing. Its second
 * engineer (level 2) is the certificate approval group. S/Y Meridian has the module on and is left
 * as a new vessel is, for the Required Settings popup. Dates count from today; deterministic and
 * safe to run again (fixed ids, added only when missing).
 */

const id = (n: number) => `01JDEMOCERT${String(n).padStart(15, '0')}`;
/** Commercial yacht < 500 GT (migration 0029). */
const PARAMETER = 2;
/** Required by the parameter, switched off on board: no charter licence, plans kept elsewhere. */
const SWITCHED_OFF = ['RG03', 'MP04', 'MP05', 'OT03', 'CM03'];

interface DemoCert {
  type: string;
  section: number;
  number: string;
  suffix?: string;
  /** Days from today: expiry, survey window open and closing, last survey. */
  expiry: number | null;
  window?: [number, number];
  lastSurvey?: number;
  alertDays?: number;
  comments?: string;
  checked?: boolean;
}

const CERTS: DemoCert[] = [
  { type: 'RG01', section: 1, number: '01', expiry: 1100, checked: true },
  { type: 'RG02', section: 1, number: '02', expiry: null, checked: true },
  { type: 'CL01', section: 2, number: '01', expiry: 730, window: [270, 450], lastSurvey: -95, checked: true },
  { type: 'CL02', section: 2, number: '02', expiry: 730, window: [270, 450], lastSurvey: -95, checked: true },
  {
    type: 'LL01',
    section: 3,
    number: '01',
    expiry: 900,
    window: [150, 330],
    lastSurvey: -215,
    alertDays: 90,
  },
  {
    type: 'CM01',
    section: 10,
    number: '01',
    expiry: 600,
    window: [60, 240],
    lastSurvey: -305,
    alertDays: 120,
  },
  { type: 'IN01', section: 8, number: '01', expiry: 30, comments: 'Renewal requested from the club.' },
  { type: 'IN02', section: 8, number: '02', expiry: 250, checked: true },
  { type: 'RD01', section: 9, number: '01', expiry: 400, suffix: 'VHF/MF/HF' },
  { type: 'RD02', section: 9, number: '02', expiry: 520 },
  { type: 'OT01', section: 11, number: '01', expiry: -12, comments: 'Inspection booked at the next port.' },
  { type: 'OT02', section: 11, number: '02', expiry: 50, lastSurvey: -315, alertDays: 90 },
];

export async function seedDemoCerts(tx: Queryable, today: string): Promise<void> {
  const [aurora] = await tx.query<{ id: number }>("SELECT id FROM vessels WHERE codename = 'aurora'");
  if (!aurora) return;
  const vesselId = aurora.id;
  const [settings] = await tx.query(
    `INSERT INTO cert_settings (vessel_id, flag, class, vessel_parameter_id, cruising_us_waters, initialized)
     VALUES ($1, 'Cayman Islands', 'Lloyd''s Register', $2, false, true)
     ON CONFLICT (vessel_id) DO NOTHING RETURNING vessel_id`,
    [vesselId, PARAMETER],
  );
  if (settings) {
    await tx.query(
      `INSERT INTO cert_requirements (vessel_id, cert_type_id, is_active)
       SELECT $1, t.id, EXISTS (SELECT 1 FROM cert_type_parameters p
                                 WHERE p.cert_type_id = t.id AND p.vessel_parameter_id = $2)
                        AND NOT t.id = ANY($3::text[])
         FROM cert_types t WHERE t.vessel_id IS NULL
       ON CONFLICT DO NOTHING`,
      [vesselId, PARAMETER, SWITCHED_OFF],
    );
    const [engineer] = await tx.query<{ user_id: number }>(
      `SELECT uvr.user_id FROM user_vessel_roles uvr JOIN roles r ON r.id = uvr.role_id
         JOIN departments d ON d.id = uvr.department_id
        WHERE uvr.vessel_id = $1 AND d.name = 'Engine' AND r.permission_level = 2
        ORDER BY uvr.user_id LIMIT 1`,
      [vesselId],
    );
    if (engineer)
      await tx.query(
        'INSERT INTO cert_group_members (vessel_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [vesselId, engineer.user_id],
      );
  }
  const [captain] = await tx.query<{ id: number }>("SELECT id FROM users WHERE email = 'captain@demo.yacht'");
  const at = (days: number | null | undefined) =>
    days === null || days === undefined ? null : addDays(today, days);
  for (const [i, c] of CERTS.entries())
    await tx.query(
      `INSERT INTO certificates (id, vessel_id, cert_type_id, section_id, section_number, title_suffix, expire_date,
          survey_window_open, survey_window_closing, last_survey_date, alert_days, comments, checked, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) ON CONFLICT (id) DO NOTHING`,
      [
        id(i + 1),
        vesselId,
        c.type,
        c.section,
        c.number,
        c.suffix ?? null,
        at(c.expiry),
        at(c.window?.[0]),
        at(c.window?.[1]),
        at(c.lastSurvey),
        c.alertDays ?? 60,
        c.comments ?? null,
        c.checked ?? false,
        captain?.id ?? null,
      ],
    );
}
