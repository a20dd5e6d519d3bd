import { addDays } from '@domain/calendar/iso-date';
import { daysPerYearFromRatio } from '@domain/leave/rates';
import type { Queryable } from '../db/client';
import { ensureLeaveSetup } from '../modules/leave/leave-setup';

/**
 * The demo fleet's leave (doc 3): every vessel with the leave module is set up; on M/Y Aurora
 * most of the crew have a leave profile from their start date (yearly 30 to 40 days, or accrued
 * at 0.25 to 0.5; their crew records say the same days a year), some took leave in the past months, the demo crew member has a request
 * pending, one officer has additional leave, and the captain is the leave approval group.
 * M/Y Solstice is left as a new vessel would be, for the officer's first-entry popup.
 * Deterministic and safe to run again: every row has a fixed id and is only added when missing.
 */

const YEARLY = [30, 35, 40];
const NAMED = ['captain@demo.yacht', 'purser@demo.yacht', 'officer@demo.yacht', 'crew@demo.yacht'];
const RATIOS = [0.25, 0.4, 0.5];
const id = (kind: string, n: number) => `01JDEMO${kind}${String(n).padStart(26 - 7 - kind.length, '0')}`;

interface CrewRow {
  id: number;
  user_id: number;
  email: string;
  start_date: string;
  level: number;
}

export async function seedDemoLeave(tx: Queryable, today: string): Promise<void> {
  const vessels = await tx.query<{ id: number; codename: string }>(
    `SELECT id, codename FROM vessels WHERE 'leave' = ANY(modules) ORDER BY id`,
  );
  for (const v of vessels) await ensureLeaveSetup(tx, v.id);
  const aurora = vessels.find((v) => v.codename === 'aurora');
  if (!aurora) return;
  const [captain] = await tx.query<{ id: number }>("SELECT id FROM users WHERE email = 'captain@demo.yacht'");
  if (captain)
    await tx.query(
      'INSERT INTO leave_approval_members (vessel_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [aurora.id, captain.id],
    );
  await tx.query(
    'UPDATE leave_settings SET visited = true, version = next_change() WHERE vessel_id = $1 AND NOT visited',
    [aurora.id],
  );
  const types = await tx.query<{ id: number; name: string }>(
    'SELECT id, name FROM leave_types WHERE vessel_id = $1 AND NOT deleted',
    [aurora.id],
  );
  const typeId = (name: string) => types.find((t) => t.name === name)!.id;
  const crew = await tx.query<CrewRow>(
    `SELECT uvr.id, uvr.user_id, u.email, uvr.start_date::text AS start_date, r.permission_level AS level
       FROM user_vessel_roles uvr JOIN users u ON u.id = uvr.user_id JOIN roles r ON r.id = uvr.role_id
      WHERE uvr.vessel_id = $1 AND uvr.crew_status <> 2 AND r.permission_level < 8 AND uvr.start_date IS NOT NULL
      ORDER BY uvr.id`,
    [aurora.id],
  );
  // The last crew member to join is left without a profile, for the setup wizard.
  const unset = crew.filter((c) => !NAMED.includes(c.email)).at(-1)?.id;
  for (const [i, c] of crew.entries()) {
    if (c.id === unset) continue;
    const profileId = id('LVP', c.id);
    const yearly = i % 3 !== 2;
    const rate = yearly
      ? { from: c.start_date, daysPerYear: YEARLY[i % 3]!, ratio: null }
      : { from: c.start_date, daysPerYear: null, ratio: RATIOS[i % RATIOS.length]! };
    const made = await tx.query(
      `INSERT INTO leave_profiles (id, vessel_id, user_id, crew_id, type, start_date, initial_leave, flight_entitlement, rates)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 2, $8) ON CONFLICT DO NOTHING RETURNING id`,
      [
        profileId,
        aurora.id,
        c.user_id,
        c.id,
        yearly ? 'yearly' : 'accrued',
        c.start_date,
        i % 4,
        JSON.stringify([{ ...rate, changeDate: null, comment: null }]),
      ],
    );
    if (made.length === 0) continue;
    // The crew record's leave days a year are the profile's (an accrued one's: the year it comes to).
    const perYear = rate.daysPerYear ?? Math.round(daysPerYearFromRatio(rate.ratio!) * 100) / 100;
    await tx.query('UPDATE user_vessel_roles SET leave_days = $2, version = next_change() WHERE id = $1', [
      c.id,
      perYear,
    ]);
    await tx.query(
      `UPDATE crew_leave_increments SET amount = $2, version = next_change() WHERE crew_id = $1 AND comment = 'Contract'`,
      [c.id, perYear],
    );
    await tx.query(
      `INSERT INTO leave_history (vessel_id, profile_id, user_id, what, change_date, amount, actor_id)
       VALUES ($1, $2, $3, 'setup', $4, $5, $6)`,
      [aurora.id, profileId, c.user_id, c.start_date, rate.daysPerYear ?? rate.ratio, captain?.id ?? null],
    );
    const request = async (n: number, status: string, from: string, length: number) => {
      const days = Array.from({ length }, (_, d) => ({
        date: addDays(from, d),
        leaveTypeId: typeId('Leave'),
      }));
      await tx.query(
        `INSERT INTO leave_requests (id, vessel_id, user_id, profile_id, status, start_date, end_date, days, created_by, decided_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $3, $9) ON CONFLICT DO NOTHING`,
        [
          id('LVR', c.id * 10 + n),
          aurora.id,
          c.user_id,
          profileId,
          status,
          from,
          addDays(from, length - 1),
          JSON.stringify(days),
          status === 'Pending' ? null : (captain?.id ?? null),
        ],
      );
    };
    // Leave taken in the past months by every other crew member, some of it checked.
    if (i % 2 === 0) await request(1, i % 4 === 0 ? 'Checked' : 'Approved', addDays(c.start_date, 18 + i), 4);
    if (c.email === 'crew@demo.yacht') await request(2, 'Pending', addDays(today, 20), 7);
    if (c.email === 'officer@demo.yacht') {
      const date = addDays(today, -12);
      await tx.query(
        `INSERT INTO leave_adjustments (id, vessel_id, user_id, profile_id, kind, date, days, comment, created_by)
         VALUES ($1, $2, $3, $4, 'additional', $5, 2, 'Charter season', $6) ON CONFLICT DO NOTHING`,
        [id('LVA', c.id), aurora.id, c.user_id, profileId, date, captain?.id ?? c.user_id],
      );
      await tx.query(
        `INSERT INTO leave_history (vessel_id, profile_id, user_id, what, change_date, amount, comment, actor_id,
            adjustment_id)
         VALUES ($1, $2, $3, 'additional', $4, 2, 'Charter season', $5, $6)`,
        [aurora.id, profileId, c.user_id, date, captain?.id ?? null, id('LVA', c.id)],
      );
    }
  }
}
