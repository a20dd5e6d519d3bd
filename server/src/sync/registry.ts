import type { RecordKind, SyncOpName } from '@contracts/sync';
import type { FeedSource, OpHandler } from '../kernel/sync-kit';
import { certAttachmentFeeds, certAttachmentOps } from '../modules/certificates/cert-attachment-sync';
import { certFeeds } from '../modules/certificates/cert-feeds';
import { certOps } from '../modules/certificates/cert-sync-ops';
import { crewDocumentFeeds, crewDocumentOps } from '../modules/crew/crew-document-sync';
import { crewFeeds } from '../modules/crew/crew-feeds';
import { crewOps } from '../modules/crew/crew-sync-ops';
import { docsFeeds } from '../modules/documents/docs-feeds';
import { docsOps } from '../modules/documents/docs-sync-ops';
import { guestFeeds } from '../modules/guests/guest-feeds';
import { guestOps } from '../modules/guests/guest-sync-ops';
import { inboxFeeds, inboxOps } from '../modules/inbox/inbox-sync';
import { leaveFeeds } from '../modules/leave/leave-feeds';
import { leaveHistoryOps } from '../modules/leave/leave-history-ops';
import { leaveReportOps } from '../modules/leave/leave-report-email';
import { leaveRequestExtraOps } from '../modules/leave/leave-request-extra-ops';
import { leaveOps } from '../modules/leave/leave-sync-ops';
import { reportOps } from '../modules/reports/report-email';
import { horFeeds } from '../modules/rest-hours/hor-feeds';
import { horOps } from '../modules/rest-hours/hor-sync-ops';
import { erasureFeeds } from '../modules/retention/erasure-feed';

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
