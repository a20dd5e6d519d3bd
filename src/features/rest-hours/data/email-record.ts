import { messageAnswerSchema } from '../../../contracts/common';
import type { RecordsEmail } from '../../../contracts/rest-hours';
import { ApiError, authedJson } from '../../../lib/api-client';
import { db, net, requestSync } from '../../../lib/services';
import { enqueueAlone } from '../../../sync/outbox';

export type RecordEmailOutcome = { sent: 'now'; message: string } | { sent: 'queued' };

/**
 * Online, the server renders and sends the record at once and answers 'Email sent' or 'Error'
 * (doc 3, section 8). Offline, or when the link drops on the way, the same e-mail is queued
 * ('hor/records/email') and sent by the server later; a send that fails then comes back as an
 * inbox message, which the Sync page shows. A refusal is thrown (ApiError) for the popup.
 */
export async function emailRecord(
  body: RecordsEmail,
  sender: number,
  online: boolean,
): Promise<RecordEmailOutcome> {
  if (online) {
    const path =
      body.userId === null
        ? `/hor/records/emailYacht/${body.yachtId}/${body.month}`
        : `/hor/records/email/${body.yachtId}/${body.userId}/${body.month}`;
    try {
      const answer = await authedJson(messageAnswerSchema, db, net, path, {
        method: 'POST',
        body: JSON.stringify({ format: body.format, to: body.to }),
      });
      return { sent: 'now', message: answer.message };
    } catch (e) {
      if (!(e instanceof ApiError) || e.status !== 0) throw e;
    }
  }
  await enqueueAlone(
    db,
    { op: 'hor/records/email', body, baseVersion: 0, coalesceKey: null, userId: sender },
    Date.now(),
  );
  requestSync();
  return { sent: 'queued' };
}
