import type { RecordKind, SyncOpName } from '../../../../src/contracts/sync';
import type { FeedSource, OpHandler } from '../../kernel/sync-kit';
import { certAttachmentFeeds, certAttachmentOps } from '../certificates/cert-attachment-sync';
import { certFeeds } from '../certificates/cert-feeds';
import { certOps } from '../certificates/cert-sync-ops';
import { crewDocumentFeeds, crewDocumentOps } from '../crew/crew-document-sync';
import { crewFeeds } from '../crew/crew-feeds';
import { crewOps } from '../crew/crew-sync-ops';
import { docsFeeds } from '../documents/docs-feeds';
import { docsOps } from '../documents/docs-sync-ops';
import { guestFeeds } from '../guests/guest-feeds';
import { guestOps } from '../guests/guest-sync-ops';
import { inboxFeeds, inboxOps } from '../inbox/inbox-sync';
import { leaveFeeds } from '../leave/leave-feeds';
import { leaveHistoryOps } from '../leave/leave-history-ops';
import { leaveReportOps } from '../leave/leave-report-email';
import { leaveRequestExtraOps } from '../leave/leave-request-extra-ops';
import { leaveOps } from '../leave/leave-sync-ops';
import { reportOps } from '../reports/report-email';
import { horFeeds } from '../rest-hours/hor-feeds';
import { horOps } from '../rest-hours/hor-sync-ops';
import { erasureFeeds } from '../retention/erasure-feed';

/**
 * The server registry: every module's operation handlers and feed sources, one spread per
 * module. The types make it complete: an operation or a kind of record in the contract
 * without its server declaration does not compile.
 */
export const SERVER_OPS: { [N in SyncOpName]: OpHandler<N> } = {
  ...horOps,
  ...inboxOps,
  ...crewOps,
  ...crewDocumentOps,
  ...leaveOps,
  ...leaveHistoryOps,
  ...leaveReportOps,
  ...leaveRequestExtraOps,
  ...certOps,
  ...certAttachmentOps,
  ...docsOps,
  ...guestOps,
  ...reportOps,
};
export const FEED_SOURCES: { [K in RecordKind]: FeedSource<K> } = {
  ...horFeeds,
  ...inboxFeeds,
  ...crewFeeds,
  ...crewDocumentFeeds,
  ...leaveFeeds,
  ...certFeeds,
  ...certAttachmentFeeds,
  ...docsFeeds,
  ...guestFeeds,
  ...erasureFeeds,
};
