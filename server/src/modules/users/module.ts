import { dailyJob, defineServerModule } from '../../kernel/server-module';
import { rolesEnded } from './roles-ended';
import { userRoutes } from './routes/users';
import { usersTwoFactorRoutes } from './routes/users-two-factor';

/** Users and their roles on the vessels. */
export const usersModule = defineServerModule({
  name: 'users',
  routes: [
    { path: '/users', routes: userRoutes },
    { path: '/', routes: usersTwoFactorRoutes },
  ],
  jobs: {
    // Daily: whoever's role ended yesterday starts their devices' copy afresh.
    'roles-ended': dailyJob(async (deps, { day }) => {
      await rolesEnded(deps.db, day);
    }),
  },
});
