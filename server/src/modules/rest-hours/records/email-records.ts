import { INBOX_TEXT } from '@contracts/inbox-text';
import { MSG } from '@contracts/messages';
import type { RecordsEmail } from '@contracts/rest-hours';
import type { SyncOutcome } from '@contracts/sync';
import { LEVEL, levelOn, reaches } from '@domain/access/permissions';
import { showMonth } from '@domain/dates/format';
import type { Queryable } from '../../../db/client';
import type { JobDeps } from '../../../deps';
import type { Actor } from '../../../kernel/actors';
import { holdDailyCap } from '../../../kernel/daily-cap';
import { postMessages } from '../../../kernel/post-messages';
import { crewWithRecords, lastLivedDay, loadSeafarerRecord, type SeafarerRecord } from './load-record';
import { renderRecordsPdf } from './record-pdf';
import { renderRecordsXlsx } from './record-xlsx';

export const RECORD_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const renderRecords = async (records: SeafarerRecord[], format: 'pdf' | 'xlsx') =>
  format === 'pdf' ? renderRecordsPdf(records) : renderRecordsXlsx(records);

export const recordFileName = (what: string, month: string, format: string) =>
  `hours-of-rest-${what}-${month}.${format}`.replace(/\s+/g, '-');

/** One seafarer's month, or (userId null) every crew member's with something recorded. */
export async function loadRecords(
  db: Queryable,
  vesselId: number,
  userId: number | null,
  month: string,
  lastLived: string,
) {
  const users = userId === null ? await crewWithRecords(db, vesselId, month) : [userId];
  const records = await Promise.all(users.map((u) => loadSeafarerRecord(db, vesselId, u, month, lastLived)));
  return records.filter((r) => r !== null);
}

/** E-mails of records one user may have sent in a day: each goes to at most 10 addresses. */
export const RECORD_EMAILS_PER_DAY = 20;

export const RECORD_EMAILS_CAPPED = `At most ${RECORD_EMAILS_PER_DAY} records can be e-mailed a day. Please try again tomorrow.`;

/**
 * Record e-mails the user sent in the 24 hours before `now`, queued (applied 'hor/records/email'
 * operations) and sent at once (POST /hor/records/email..., each an audit entry): one cap for both
 * paths, so neither is a side door past it.
 */
export async function recordEmailsSince(tx: Queryable, userId: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - 86_400_000).toISOString();
  const [sent] = await tx.query<{ n: number | string }>(
    `SELECT (SELECT count(*) FROM idempotency_keys
              WHERE user_id = $1 AND op = 'hor/records/email' AND created_at > $2
                AND result->>'status' = 'applied')
          + (SELECT count(*) FILTER (WHERE action = '${RECORD_EMAIL_AUDIT}')
                  - count(*) FILTER (WHERE action = '${RECORD_EMAIL_FAILED_AUDIT}')
               FROM audit_log WHERE actor_id = $1 AND at > $2) AS n`,
    [userId, since],
  );
  return Math.max(0, Number(sent?.n ?? 0));
}

/**
 * The audit actions of a record e-mailed at once: the send, entered before the mail goes, and
 * its failure, entered after (the log is append-only), which gives the send back to the cap.
 */
export const RECORD_EMAIL_AUDIT = 'records.email';
export const RECORD_EMAIL_FAILED_AUDIT = 'records.email.failed';

/**
 * Who may e-mail which record: their own, or any (and the whole vessel) as an officer; only a
 * record of someone on the vessel; and at most RECORD_EMAILS_PER_DAY a day, so the server is
 * no one's mass mailer.
 */
export async function checkRecordsEmail(
  tx: Queryable,
  actor: Actor,
  body: RecordsEmail,
  now: Date,
): Promise<SyncOutcome> {
  await holdDailyCap(tx, 'recordEmails', actor.id);
  const level = levelOn(actor.roles, body.yachtId);
  const allowed = reaches(level, LEVEL.officer) || (level !== null && body.userId === actor.id);
  if (!allowed) return { status: 'rejected', message: MSG.status403 };
  if (body.userId !== null) {
    const onVessel = await tx.query('SELECT 1 FROM user_vessel_roles WHERE user_id = $1 AND vessel_id = $2', [
      body.userId,
      body.yachtId,
    ]);
    if (!onVessel.length) return { status: 'rejected', message: MSG.status404 };
  }
  if ((await recordEmailsSince(tx, actor.id, now)) >= RECORD_EMAILS_PER_DAY)
    return { status: 'rejected', message: RECORD_EMAILS_CAPPED };
  return { status: 'applied', version: 0 };
}

/** Renders the record and sends it, one e-mail to all the addresses. */
export async function mailRecords(deps: Pick<JobDeps, 'db' | 'mail' | 'clock'>, body: RecordsEmail) {
  const records = await loadRecords(
    deps.db,
    body.yachtId,
    body.userId,
    body.month,
    lastLivedDay(deps.clock()),
  );
  const what = body.userId === null ? 'vessel' : (records[0]?.seafarer.name ?? 'record');
  const name = recordFileName(what, body.month, body.format);
  await deps.mail.send({
    to: body.to.join(', '),
    subject: `Record of hours of rest: ${name}`,
    text: 'The record of hours of rest you asked for is attached.',
    attachments: [
      {
        filename: name,
        content: await renderRecords(records, body.format),
        contentType: RECORD_TYPES[body.format],
      },
    ],
  });
}

const monthName = showMonth;

/**
 * The queued e-mail's job. A send that fails reaches the sender (the e-mail left their device
 * long ago): a message in their inbox with the spec's text, which their device syncs and the
 * Sync page shows. It is not retried: the user, told to try again, may already have.
 */
export async function mailRecordsOrTell(
  deps: Pick<JobDeps, 'db' | 'mail' | 'clock' | 'log'>,
  actor: Actor,
  body: RecordsEmail,
) {
  try {
    await mailRecords(deps, body);
  } catch (error) {
    deps.log(error);
    const [who] =
      body.userId === null
        ? [null]
        : await deps.db.query<{ name: string }>(
            "SELECT first_name || ' ' || last_name AS name FROM users WHERE id = $1",
            [body.userId],
          );
    await postMessages(deps.db, {
      userIds: [actor.id],
      vesselId: body.yachtId,
      ...INBOX_TEXT.recordsNotSent({
        name: body.userId === null ? null : (who?.name ?? 'record'),
        month: monthName(body.month),
        to: body.to.join(', '),
      }),
      sender: 'Hours of rest',
      at: deps.clock(),
    });
  }
}
