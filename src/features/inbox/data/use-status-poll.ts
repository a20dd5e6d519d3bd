import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { StatusAnswer } from '../../../contracts/inbox';
import { db, requestSync } from '../../../lib/services';
import { askBadgesFor, readKeptBadges } from '../../../sync/poll-badges';

/**
 * The status badges (doc 1) for the vessel opened (or all): they ride on the sync's polls (every
 * 30 s while online and in view, backing off while nothing changes: sync/poll-schedule.ts), which
 * carry them only when they changed (issue 34: one request a poll, not a GET /status beside it).
 * The last answer is kept on the device, so the badges survive a reload at sea. Opening a vessel
 * whose badges the device does not hold asks at once. When the server holds more unseen messages
 * than the device, a sync brings them.
 */
export function useStatusPoll(vesselId: number | undefined, localUnseen: number): StatusAnswer | null {
  const answer = useLiveQuery(async () => {
    const kept = readKeptBadges((await db.meta.get('lastStatus'))?.value);
    return kept && kept.vesselId === (vesselId ?? null) ? kept.status : null;
  }, [vesselId]);
  useEffect(() => {
    void (async () => {
      const kept = readKeptBadges((await db.meta.get('lastStatus'))?.value);
      await askBadgesFor(db, vesselId);
      if (kept?.vesselId !== (vesselId ?? null)) requestSync();
    })();
  }, [vesselId]);
  const serverUnseen = answer?.inboxCount ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new count from the server asks for a sync.
  useEffect(() => {
    if (serverUnseen > localUnseen) requestSync();
  }, [serverUnseen]);
  return answer ?? null;
}
