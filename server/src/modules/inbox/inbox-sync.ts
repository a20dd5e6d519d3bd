import type { FeedSources, OpHandlers } from '../../kernel/sync-kit';
import { MESSAGE_SELECT, markMessage, toMessage } from './inbox';

/** The inbox in the change feed: each user sees only their own messages; it is no module's. */
export const inboxFeeds = {
  messages: {
    module: null,
    select: MESSAGE_SELECT,
    visible: (a, p) =>
      `(x.user_id = ${p(a.actorId)} AND (x.vessel_id IS NULL OR x.vessel_id = ANY(${p(a.everyVessel)})))`,
    map: toMessage,
  },
} satisfies FeedSources;

/** 'Seen' and 'remove', queued offline like every write. */
export const inboxOps = {
  'inbox/seen': { apply: (tx, body, { actor }) => markMessage(tx, actor, body.messageId, 'seen') },
  'inbox/remove': { apply: (tx, body, { actor }) => markMessage(tx, actor, body.messageId, 'deleted') },
} satisfies OpHandlers;
