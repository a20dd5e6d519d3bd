import type { SyncOp } from '@contracts/sync';
import { showDate, showMonth } from '@domain/dates/format';
import type { JobDeps } from '../../deps';
import type { Actor } from '../../kernel/actors';
import { issuesAround } from './compliance';
import { sendNotify } from './notify';
import { mailRecordsOrTell } from './records/email-records';
import { sendReopenNotice } from './reopen-requests';
import { readVesselSettings, sendAlert } from './vessel-settings';

/** Whether the vessel's alert of this kind is on and has an address (sendAlert's own test). */
async function alertsToSend(deps: JobDeps, vesselId: number, kind: 'onSignOff' | 'onNonCompliance') {
  const { alerts } = await readVesselSettings(deps.db, vesselId);
  return alerts[kind] && alerts.emails.length > 0;
}

/** What an applied operation may tell the vessel's alert recipients. */
export async function alertsAfter(deps: JobDeps, actor: Actor, op: SyncOp): Promise<void> {
  const who = async (userId: number) => {
    const [u] = await deps.db.query<{ name: string }>(
      "SELECT first_name || ' ' || last_name AS name FROM users WHERE id = $1",
      [userId],
    );
    return u?.name ?? `user ${userId}`;
  };
  if (op.op === 'hor/month/notify') await sendNotify({ ...deps, now: deps.clock() }, actor, op.body);
  if (op.op === 'hor/reopen/request') await sendReopenNotice(deps.db, deps.mail, actor, op.body);
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
  // The rules are run only for a vessel whose non-compliance alert has someone to tell: most
  // have none, and a busy server's saves then queue no rules check each (issue 34).
  if (op.op === 'hor/day/save' && (await alertsToSend(deps, op.body.yachtId, 'onNonCompliance'))) {
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
