import { LEAVE_TEXT } from '../../../contracts/leave-records';
import type { AppDb, OutboxEntry } from '../../../db/app-db';

/**
 * A leave profile set-up or change (type or rate) is queued like every write, so the server's
 * refusal comes back through sync, maybe days later, not as the answer to the Save. It then
 * waits on the Sync page as a rejected entry; on the leave screens it opens the spec's error
 * popup (doc 3, section 8): 'Selected user for profile setup is not found, please try again.'
 * when the crew member is gone, else 'Submission error occured, please try again or contact
 * support.'.
 */
export const PROFILE_SUBMISSIONS = ['leave/profile/setup', 'leave/profile/rate'] as const;

export interface SubmissionRefusal {
  entry: OutboxEntry;
  /** The spec's popup text. */
  message: string;
  /** The server's own words, when they say more than the popup. */
  reason: string | null;
}

/** The popup for one refused entry: the missing crew member, or any other refusal. */
export function refusalOf(entry: OutboxEntry): SubmissionRefusal {
  const errors = entry.rejection?.errorList ?? [];
  const missing =
    entry.op === 'leave/profile/setup' &&
    errors.some((e) => e.property === 'crewId' && e.message === LEAVE_TEXT.setupUserMissing);
  const said = [...errors.map((e) => e.message), entry.rejection?.message ?? ''].find(
    (m) => m && m !== LEAVE_TEXT.setupUserMissing && m !== LEAVE_TEXT.submissionError,
  );
  return missing
    ? { entry, message: LEAVE_TEXT.setupUserMissing, reason: null }
    : { entry, message: LEAVE_TEXT.submissionError, reason: said ?? null };
}

/** The vessel's refused profile set-ups and changes queued by `userId`, oldest first. */
export async function refusedSubmissions(db: AppDb, userId: number, vesselId: number) {
  const rejected = await db.outbox.where('status').equals('rejected').toArray();
  return rejected
    .filter(
      (e) =>
        e.userId === userId &&
        (PROFILE_SUBMISSIONS as readonly string[]).includes(e.op) &&
        (e.body as { yachtId?: number } | null)?.yachtId === vesselId,
    )
    .sort((a, b) => a.id.localeCompare(b.id))
    .map(refusalOf);
}
