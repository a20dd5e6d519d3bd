import { defineServerModule, mountedAt } from '../../kernel/server-module';
import { authRoutes } from './routes/auth';
import { registrationRoutes } from './routes/registration';
import { twoFactorRoutes } from './routes/two-factor';

/** Signing in, tokens, two-factor and registration. */
export const authModule = defineServerModule({
  name: 'auth',
  routes: mountedAt('/', authRoutes, twoFactorRoutes, registrationRoutes),
});
