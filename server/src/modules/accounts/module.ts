import { BRANDS } from '@domain/brand/brand';
import { defineServerModule } from '../../kernel/server-module';
import { accountRoutes } from './routes/accounts';

/** The Accounts area: not on the HR instance (doc 1, section 1), whose API has no such routes. */
export const accountsModule = defineServerModule({
  name: 'accounts',
  routes: [{ path: '/', routes: accountRoutes, when: (config) => BRANDS[config.instance].accounts }],
});
