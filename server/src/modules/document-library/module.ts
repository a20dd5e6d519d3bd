import { defineServerModule } from '../../kernel/server-module';
import { docsFeeds } from './docs-feeds';
import { docsFileRefusal } from './docs-read';
import { docsScope } from './docs-scope';
import { docsOps } from './docs-sync-ops';
import { documentLibraryRoutes } from './routes/document-library';

/** The vessel's document library (sections and documents, the docs module). */
export const documentLibraryModule = defineServerModule({
  name: 'document-library',
  routes: [{ path: '/', routes: documentLibraryRoutes }],
  ops: docsOps,
  feeds: docsFeeds,
  files: {
    document: {
      hidden: async (db, actor, row) => !!(await docsFileRefusal(db, actor, row)),
      // Only those who may upload to the library (level 4+ with access) store its files.
      uploads: async (db, actor, vesselId) => !!(await docsScope(db, actor, vesselId))?.uploads,
    },
  },
});
