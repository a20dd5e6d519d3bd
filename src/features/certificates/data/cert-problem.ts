import { useLiveQuery } from 'dexie-react-hooks';
import type { OutboxEntry } from '../../../db/app-db';
import { db } from '../../../lib/services';

/**
 * Whether this device's change of a certificate (a save or a delete) came back from the shore
 * for the user's decision: changed by someone else meanwhile ('conflict') or refused
 * ('rejected'). The register and the form showed it as 'Not synced', as if it were on its way,
 * while the server kept another expiry (field day finding, as the hours of rest day had).
 */
export function certProblem(
  entries: readonly Pick<OutboxEntry, 'op' | 'body' | 'status'>[],
  certificateId: string,
): 'conflict' | 'rejected' | null {
  const stuck = entries.find(
    (e) =>
      (e.op === 'cert/save' || e.op === 'cert/delete') &&
      (e.status === 'conflict' || e.status === 'rejected') &&
      (e.body as { certificateId?: string }).certificateId === certificateId,
  );
  return stuck ? (stuck.status as 'conflict' | 'rejected') : null;
}

export function useCertProblem(certificateId: string | undefined): 'conflict' | 'rejected' | null {
  return useLiveQuery(
    async () =>
      certificateId === undefined
        ? null
        : certProblem(await db.outbox.where('status').anyOf('conflict', 'rejected').toArray(), certificateId),
    [certificateId],
    null,
  );
}
