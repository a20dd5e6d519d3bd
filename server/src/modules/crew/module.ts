import { leaveDaysInForce } from '../../kernel/crew-leave-days';
import { dailyJob, defineServerModule, mountedAt } from '../../kernel/server-module';
import { crewDocumentFileHidden } from './crew-document-file';
import { crewDocumentFeeds, crewDocumentOps } from './crew-document-sync';
import { crewFeeds } from './crew-feeds';
import { crewOps } from './crew-sync-ops';
import { crewRoutes } from './routes/crew';
import { crewDocumentRoutes } from './routes/crew-documents';
import { crewMoreRoutes } from './routes/crew-more';
import { crewWizardRoutes } from './routes/crew-wizard';
import { departmentRoutes } from './routes/departments';
import { requirementRoutes } from './routes/requirements';

/** The crew on board and former: their records, documents, positions and departments. */
export const crewModule = defineServerModule({
  name: 'crew',
  routes: [
    ...mountedAt('/', crewWizardRoutes, crewRoutes, crewMoreRoutes, crewDocumentRoutes, departmentRoutes),
    { path: '/requirements', routes: requirementRoutes },
  ],
  ops: { ...crewOps, ...crewDocumentOps },
  feeds: { ...crewFeeds, ...crewDocumentFeeds },
  // A private crew document's file is not there for those who may not see the document.
  files: { crewDocument: { hidden: crewDocumentFileHidden, hiddenFirst: true } },
  jobs: {
    // Daily: a change of leave days dated for a later day (Edit leave details, a leave profile's
    // rate) becomes the crew record's figure on that day, and reaches every device as a change.
    'crew-leave-days': dailyJob(async (deps, { day }) => {
      await deps.db.transaction((tx) => leaveDaysInForce(tx, day));
    }),
  },
});
