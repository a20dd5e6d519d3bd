import { defineServerModule } from '../../kernel/server-module';
import { fleetRoutes, supportRoutes, yachtFleetRoutes } from './routes/fleet';
import { textPageRoutes } from './routes/text-pages';

/** The user's vessels and the welcome figures, asking for a vessel, support, the text pages. */
export const fleetModule = defineServerModule({
  name: 'fleet',
  routes: [
    { path: '/fleet', routes: fleetRoutes },
    { path: '/textpage', routes: textPageRoutes },
    { path: '/', routes: supportRoutes },
    { path: '/yacht', routes: yachtFleetRoutes },
  ],
});
