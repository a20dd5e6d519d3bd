import { defineServerModule } from '../../kernel/server-module';
import { status } from './inbox';
import { inboxFeeds, inboxOps } from './inbox-sync';
import { inboxRoutes } from './routes/inbox';

/** The inbox: notices to one person, read and kept on their devices. */
export const inboxModule = defineServerModule({
  name: 'inbox',
  routes: [{ path: '/', routes: inboxRoutes }],
  ops: inboxOps,
  feeds: inboxFeeds,
  badges: status,
});
