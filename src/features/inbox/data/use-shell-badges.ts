import { useLiveQuery } from 'dexie-react-hooks';
import { unseenCount } from '../../../domain/inbox/inbox-groups';
import { db } from '../../../lib/services';
import { useStatusPoll } from './use-status-poll';

/**
 * The top bar's badges: unseen messages counted from the device's own (right offline), and the
 * open issues from the status poll (online; offline the last count stays).
 */
export function useShellBadges(userId: number | undefined, vesselId: number | undefined) {
  const messages = useLiveQuery(
    () => (userId ? db.messages.where('userId').equals(userId).toArray() : []),
    [userId],
    [],
  );
  const unseen = unseenCount(messages, vesselId);
  const status = useStatusPoll(vesselId, unseen);
  return { unseen, issues: status?.issueCount ?? 0 };
}
