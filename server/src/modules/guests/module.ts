import { defineServerModule } from '../../kernel/server-module';
import { guestFeeds } from './guest-feeds';
import { guestOps } from './guest-sync-ops';
import { guestRoutes } from './routes/guests';

/** The vessel's guests, for the crew and guest list (the reports module). */
export const guestsModule = defineServerModule({
  name: 'guests',
  routes: [{ path: '/', routes: guestRoutes }],
  ops: guestOps,
  feeds: guestFeeds,
});
