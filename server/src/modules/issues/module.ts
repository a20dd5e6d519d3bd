import { defineServerModule } from '../../kernel/server-module';
import { issueRoutes } from './routes/issues';

/** The issues of a vessel and its crew (certificates, documents, rest hours), computed on read. */
export const issuesModule = defineServerModule({
  name: 'issues',
  routes: [{ path: '/issues', routes: issueRoutes }],
});
