import type { SyncOp } from '@contracts/sync';
import { showDate, showMonth } from '@domain/dates/format';
import type { Queryable } from '../../db/client';
import type { JobDeps } from '../../deps';
import type { Actor } from '../../kernel/actors';
import { todayOf } from '../../kernel/today';
import { issuesAround } from './compliance';
import { sendNotify } from './notify';
import { mailRecordsOrTell } from './records/email-records';
import { sendReopenNotice } from './reopen-requests';
import { readVesselSettings, sendAlert } from './vessel-settings';

/**
 * Whether an applied operation may tell anyone anything: a day save only on a vessel whose
 * non-compliance alert is on and has an address (sendAlert's own test). Most vessels have none,
 * and a busy server's day saves then run no rules check each, nor read their author (issue 34).
 * Asked when the operation is written (no job is queued for a save that cannot alert) and again
 * when the job runs (the alert may have been switched off meanwhile).
 */
export async function mayAlert(db: Queryable, op: SyncOp): Promise<boolean> {
  if (op.op !== 'hor/day/save') return true;
  const { alerts } = await readVesselSettings(db, op.body.yachtId);
  return alerts.onNonCompliance && alerts.emails.length > 0;
}

/**
 * mayAlert read once per transaction and vessel, as the operations are written: a sync's run of
 * day saves, mostly on one vessel, shares a transaction that changes no vessel's alerts.
 */
const askedIn = new WeakMap<Queryable, Map<number, Promise<boolean>>>();
export function mayAlertIn(tx: Queryable, op: SyncOp): Promise<boolean> {
  if (op.op !== 'hor/day/save') return mayAlert(tx, op);
  const asked = askedIn.get(tx) ?? new Map<number, Promise<boolean>>();
  askedIn.set(tx, asked);
  if (!asked.has(op.body.yachtId)) asked.set(op.body.yachtId, mayAlert(tx, op));
  return asked.get(op.body.yachtId)!;
}

/** What an applied operation may tell the vessel's alert recipients (once mayAlert said so). */
export async function alertsAfter(deps: JobDeps, actor: Actor, op: SyncOp): Promise<void> {
  const who = async (userId: number) => {
    const [u] = await deps.db.query<{ name: string }>(
      "SELECT first_name || ' ' || last_name AS name FROM users WHERE id = $1",
      [userId],
    );
    return u?.name ?? `user ${userId}`;
  };
  if (op.op === 'hor/month/notify') await sendNotify({ ...deps, now: deps.clock() }, actor, op.body);
  if (op.op === 'hor/reopen/request')
    await sendReopenNotice(deps.db, deps.mail, actor, op.body, todayOf(deps));
  if (op.op === 'hor/records/email') await mailRecordsOrTell(deps, actor, op.body);
  if (op.op === 'hor/month/sign') {
    const name = await who(op.body.userId);
    await sendAlert(
      deps.db,
      deps.mail,
      deps.log,
      op.body.yachtId,
      'onSignOff',
      `Hours of rest signed off: ${name}, ${showMonth(op.body.month)}`,
      `${name} signed off ${showMonth(op.body.month)}; it is ready to countersign.`,
    );
  }
  if (op.op === 'hor/day/save') {
    const issues = await issuesAround(deps.db, op.body.userId, op.body.yachtId, op.body.dates);
    if (issues.length === 0) return;
    const name = await who(op.body.userId);
    const lines = issues.map((i) => `${showDate(i.date)}: rule ${i.rule}, ${i.text}`).join('\n');
    await sendAlert(
      deps.db,
      deps.mail,
      deps.log,
      op.body.yachtId,
      'onNonCompliance',
      `Non-compliance recorded: ${name}`,
      `Recorded by ${actor.name}:\n${lines}`,
    );
  }
}
