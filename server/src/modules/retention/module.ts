import { dailyJob, defineServerModule } from '../../kernel/server-module';
import { eraseExpiredCrewData } from './crew-data-retention';
import { erasureFeeds } from './erasure-feed';

/** Personal records erased five years after the end of employment (README, Data retention). */
export const retentionModule = defineServerModule({
  name: 'retention',
  feeds: erasureFeeds,
  jobs: {
    'crew-data-retention': dailyJob(async (deps, { day }) => {
      await eraseExpiredCrewData(deps, day, deps.clock());
    }),
  },
});
