import { defineServerModule } from '../../kernel/server-module';
import { issueNoteFeeds } from './issue-note-feeds';
import { issueNoteOps } from './issue-note-sync-ops';

/** Notes on a vessel's issues: written offline by officers, read by whoever sees the issue. */
export const issueNotesModule = defineServerModule({
  name: 'issue-notes',
  ops: issueNoteOps,
  feeds: issueNoteFeeds,
});
