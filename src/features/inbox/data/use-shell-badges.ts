import { useLiveQuery } from 'dexie-react-hooks';
import { unseenCount } from '../../../domain/inbox/inbox-groups';
import { db } from '../../../lib/services';
import { useStatusPoll } from './use-status-poll';

/**
 * The top bar's badges: unseen messages counted from the device's own (right offline), and the
 * status poll's last answer (the shell adds the device's own document issues to its count).
 */
export function useShellBadges(userId: number | undefined, vesselId: number | undefined) {
  const messages = useLiveQuery(
    () => (userId ? db.messages.where('userId').equals(userId).toArray() : []),
    [userId],
    [],
  );
  const unseen = unseenCount(messages, vesselId);
  const status = useStatusPoll(vesselId, unseen);
  return { unseen, status };
}
