import { useLiveQuery } from 'dexie-react-hooks';
import type { OutboxEntry } from '../../../db/app-db';
import { t } from '../../../i18n/i18n';
import { db } from '../../../lib/services';
import { refusalReason } from '../../../sync/conflicts';

const NONE: ReadonlyMap<string, string> = new Map();

/**
 * The leave requests whose save the shore refused ('rejected') or met with a change made
 * meanwhile ('conflict', e.g. dates that overlap leave approved meanwhile), with the shore's
 * reason: each waits for the user on the Sync page. The header counted it ("1 to check") while
 * the request's row still read "On this device, not sent yet" (field test s58, item 3).
 */
export function refusedRequests(
  entries: readonly OutboxEntry[],
  say: (text: string) => string,
): ReadonlyMap<string, string> {
  const refused = new Map<string, string>();
  for (const e of entries) {
    if (e.op !== 'leave/request/save' || (e.status !== 'conflict' && e.status !== 'rejected')) continue;
    refused.set(e.body.requestId, refusalReason(e, say));
  }
  return refused;
}

/** refusedRequests, read live from the device's outbox. */
export function useRefusedRequests(): ReadonlyMap<string, string> {
  return useLiveQuery(
    async () => refusedRequests(await db.outbox.where('status').anyOf('conflict', 'rejected').toArray(), t),
    [],
    NONE,
  );
}

/** A leave profile's change back from the shore: changed meanwhile, or not accepted, and why. */
export type ProfileProblem = { problem: 'conflict' | 'rejected'; reason: string };

const NO_PROFILES: ReadonlyMap<string, ProfileProblem> = new Map();

/**
 * The leave profiles whose change (edit, rate, delete...) came back from the shore for a
 * decision, with which of the two it is and its reason. The profile's head read "On this device,
 * not sent yet" while the Sync page held it as changed by someone else (field day finding: a
 * purser's own Edit leave details, queued before, had moved the profile on the server); then it
 * read "Refused by the shore" for a change made meanwhile (review s60): the head says which, in
 * the crew profile's and certificates' words.
 */
export function refusedProfiles(
  entries: readonly OutboxEntry[],
  say: (text: string) => string,
): ReadonlyMap<string, ProfileProblem> {
  const refused = new Map<string, ProfileProblem>();
  for (const e of entries) {
    if (!e.op.startsWith('leave/profile/') || (e.status !== 'conflict' && e.status !== 'rejected')) continue;
    const profileId = (e.body as { profileId?: string }).profileId;
    if (profileId) refused.set(profileId, { problem: e.status, reason: refusalReason(e, say) });
  }
  return refused;
}

/** refusedProfiles, read live from the device's outbox. */
export function useRefusedProfiles(): ReadonlyMap<string, ProfileProblem> {
  return useLiveQuery(
    async () => refusedProfiles(await db.outbox.where('status').anyOf('conflict', 'rejected').toArray(), t),
    [],
    NO_PROFILES,
  );
}
