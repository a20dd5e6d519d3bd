import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { type StatusAnswer, statusAnswerSchema } from '../../../contracts/inbox';
import { authedJson } from '../../../lib/api-client';
import { db, net, onSyncPoll, requestSync } from '../../../lib/services';
import { useOnline } from '../../../lib/use-online';

/**
 * The status poll (doc 1): with each of the sync's polls while online and in view (every 30 s,
 * backing off while nothing changes: sync/poll-schedule.ts), the counts for the vessel opened
 * (or all). Offline it does not run (no error storm at sea); a failure is only logged.
 * The last answer is kept on the device, so the badges survive a reload at sea. When the server
 * holds more unseen messages than the device, a sync brings them.
 */
export function useStatusPoll(vesselId: number | undefined, localUnseen: number): StatusAnswer | null {
  const online = useOnline();
  const answer = useLiveQuery(async () => {
    const kept = (await db.meta.get('lastStatus'))?.value;
    if (typeof kept !== 'string') return null;
    const { vesselId: keptFor, status } = JSON.parse(kept) as {
      vesselId: number | null;
      status: StatusAnswer;
    };
    return keptFor === (vesselId ?? null) ? status : null;
  }, [vesselId]);
  useEffect(() => {
    if (!online) return;
    let stopped = false;
    const poll = async () => {
      if (document.visibilityState === 'hidden') return;
      try {
        const path = vesselId ? `/status/foryacht/${vesselId}` : '/status';
        const next = await authedJson(statusAnswerSchema, db, net, path);
        if (!stopped)
          await db.meta.put({
            key: 'lastStatus',
            value: JSON.stringify({ vesselId: vesselId ?? null, status: next }),
          });
      } catch (e) {
        console.debug('Status poll failed', e);
      }
    };
    void poll();
    const off = onSyncPoll(() => void poll());
    return () => {
      stopped = true;
      off();
    };
  }, [online, vesselId]);
  const serverUnseen = answer?.inboxCount ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new count from the server asks for a sync.
  useEffect(() => {
    if (serverUnseen > localUnseen) requestSync();
  }, [serverUnseen]);
  return answer ?? null;
}
