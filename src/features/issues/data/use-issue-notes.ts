import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../lib/services';
import { vesselIssueNotes } from './issue-note-commands';

/**
 * A vessel's notes on issues, read live from the device (offline too), by `${userId}|${issueKey}`;
 * a note with a change not yet sent is marked pending. Undefined while the first read runs.
 */
export function useIssueNotes(vesselId: number | undefined) {
  return useLiveQuery(
    async () => (vesselId === undefined ? undefined : await vesselIssueNotes(db, vesselId)),
    [vesselId],
  );
}
