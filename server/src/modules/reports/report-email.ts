import { REPORT_EMAILS_PER_DAY, REPORT_TEXT, REPORT_TITLES, type ReportChoice } from '@contracts/reports';
import type { SyncOutcome } from '@contracts/sync';
import type { Queryable } from '../../db/client';
import type { JobDeps, ServerDeps } from '../../deps';
import { type Actor, loadActor } from '../../kernel/actors';
import { holdDailyCap } from '../../kernel/daily-cap';
import { type Answer, answered, refused, syncOutcome } from '../../kernel/outcome';
import type { OpHandlers } from '../../kernel/sync-kit';
import { gatedOps } from '../../kernel/vessel-modules';
import { writeOutcome } from '../../kernel/write-outcome';
import { crewGuestTrip } from './crew-guest-list-report';
import { buildReport } from './report-build';
import type { ReportDocument } from './report-kind';
import { emailsSince, recordRun } from './report-runs';
import { choicePeopleRefusal, reportRefusal } from './report-standing';

/**
 * E-mailing a report to the caller's own address (doc 3, section 7: POST /emailreport), at once
 * when online or as the queued operation 'report/email' when the device was offline. Either way
 * a user e-mails at most REPORT_EMAILS_PER_DAY reports a day, counted under a per-user lock so
 * two devices sending at once cannot both slip past the cap.
 */

const dayBefore = (now: Date) => new Date(now.getTime() - 86_400_000);
const today = (now: Date) => now.toISOString().slice(0, 10);

async function addressOf(db: Queryable, userId: number) {
  const [row] = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
  return row?.email ?? null;
}

const mailOf = (to: string, choice: ReportChoice, doc: ReportDocument, actor: Actor) => ({
  to,
  subject: `${REPORT_TITLES[choice.reportType]}: ${doc.fileName}`,
  text: `The ${REPORT_TITLES[choice.reportType].toLowerCase()} report ${actor.name} asked for is attached.`,
  attachments: [{ filename: doc.fileName, content: Buffer.from(doc.body), contentType: doc.contentType }],
});

const emailRun = (actor: Actor, choice: ReportChoice) => ({
  vesselId: choice.yachtId,
  reportType: choice.reportType,
  userId: actor.id,
  how: 'email' as const,
  format: choice.format,
});

/**
 * POST /emailreport: the route's policy has checked the caller's level and the module. The
 * document is built first (outside the transaction: building reads on its own), then the cap is
 * checked under the lock, the run recorded and the mail sent; a send that fails undoes the run.
 */
export async function emailReportNow(
  deps: ServerDeps,
  actor: Actor,
  choice: ReportChoice,
): Promise<Answer<{ message: string }>> {
  const now = deps.clock();
  const to = await addressOf(deps.db, actor.id);
  if (!to) return refused(REPORT_TEXT.emailFailed, 400);
  // A cheap look first, so a capped user does not make the server draw a document for nothing.
  if ((await emailsSince(deps.db, actor.id, dayBefore(now))) >= REPORT_EMAILS_PER_DAY)
    return refused(REPORT_TEXT.tooManyEmails, 429);
  const doc = await buildReport(deps.db, actor, choice, today(now));
  if (doc.status !== 'applied') return doc;
  // A refusal rolls the transaction back (a mail that failed is not counted as a run).
  return writeOutcome(deps.db, async (tx): Promise<Answer<{ message: string }>> => {
    await holdDailyCap(tx, 'reportEmails', actor.id);
    if ((await emailsSince(tx, actor.id, dayBefore(now))) >= REPORT_EMAILS_PER_DAY)
      return refused(REPORT_TEXT.tooManyEmails, 429);
    await recordRun(tx, emailRun(actor, choice), now);
    try {
      await deps.mail.send(mailOf(to, choice, doc.value, actor));
    } catch (error) {
      deps.log(error);
      return refused(REPORT_TEXT.emailFailed, 502);
    }
    return answered({ message: REPORT_TEXT.emailSent });
  });
}

/**
 * 'report/email' when it reaches the server: the same rules as POST /emailreport (so a queued
 * e-mail is no side door), checked now so the device hears of a refusal; the run is recorded with
 * the operation (it counts against the cap at once) and the job queued beside it sends the mail.
 * A replay of the same key is answered from the stored result and queues nothing again.
 */
export async function checkReportEmail(
  tx: Queryable,
  actor: Actor,
  choice: ReportChoice,
  now: Date,
): Promise<SyncOutcome> {
  await holdDailyCap(tx, 'reportEmails', actor.id);
  const refusal = await reportRefusal(tx, actor, choice.yachtId);
  if (refusal) return { status: 'rejected', message: refusal };
  if (choice.reportType === 'crewandguests') {
    const trip = crewGuestTrip(choice);
    if (trip.status !== 'applied') return syncOutcome(trip);
  }
  const people = await choicePeopleRefusal(tx, choice);
  if (people) return { status: 'rejected', message: people };
  if ((await emailsSince(tx, actor.id, dayBefore(now))) >= REPORT_EMAILS_PER_DAY)
    return { status: 'rejected', message: REPORT_TEXT.tooManyEmails };
  // The type's own rules (private records from level 5, the leave or crew module on ...) live in
  // its builder: the document is drawn once now, so what the download would refuse is refused
  // here too, not counted and shown as 'last generated' for a mail that never goes out.
  const built = await buildReport(tx, actor, choice, today(now));
  if (built.status !== 'applied') return syncOutcome(built);
  await recordRun(tx, emailRun(actor, choice), now);
  return { status: 'applied', version: 0 };
}

/**
 * The queued e-mail's job: built as the caller may have it when the job runs (a role ended or the
 * module turned off meanwhile sends nothing). When the report cannot be made (a guest deleted
 * since), the user is told so by mail rather than left waiting; a mailer failure throws, so the
 * job queue tries again.
 */
export async function mailQueuedReport(
  deps: Pick<JobDeps, 'db' | 'mail' | 'clock' | 'log'>,
  actorId: number,
  choice: ReportChoice,
) {
  const now = deps.clock();
  const actor = await loadActor(deps.db, actorId, today(now));
  const to = await addressOf(deps.db, actorId);
  if (!actor || !to) return;
  const refusal = await reportRefusal(deps.db, actor, choice.yachtId);
  if (refusal) {
    deps.log(new Error(`report e-mail of user ${actorId} not sent: ${refusal}`));
    return;
  }
  const doc = await buildReport(deps.db, actor, choice, today(now));
  if (doc.status !== 'applied') {
    await deps.mail.send({
      to,
      subject: `${REPORT_TITLES[choice.reportType]}: not sent`,
      text: `The ${REPORT_TITLES[choice.reportType].toLowerCase()} report you asked for could not be made: ${doc.message}`,
    });
    return;
  }
  await deps.mail.send(mailOf(to, choice, doc.value, actor));
}

/** The queued e-mail, refused like every reports operation on a vessel where reports are off. */
export const reportOps = gatedOps(
  'reports',
  {
    'report/email': {
      apply: (tx, body, { actor, now }) => checkReportEmail(tx, actor, body, now),
    },
  } satisfies OpHandlers,
  [],
);
