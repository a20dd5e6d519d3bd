import { defineServerModule } from '../../kernel/server-module';
import { userRoutes } from './routes/users';
import { usersTwoFactorRoutes } from './routes/users-two-factor';

/** Users and their roles on the vessels. */
export const usersModule = defineServerModule({
  name: 'users',
  routes: [
    { path: '/users', routes: userRoutes },
    { path: '/', routes: usersTwoFactorRoutes },
  ],
});
