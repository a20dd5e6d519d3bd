import { certAttachmentDeviceSync } from '../features/certificates/attachments/attachment-device-sync';
import { certDeviceSync } from '../features/certificates/data/cert-device-sync';
import { crewDeviceSync } from '../features/crew/data/crew-device-sync';
import { crewDocumentDeviceSync } from '../features/crew/data/crew-document-device-sync';
import { docsDeviceSync } from '../features/document-library/data/docs-device-sync';
import { guestDeviceSync } from '../features/guests/data/guest-device-sync';
import { inboxDeviceSync } from '../features/inbox/data/inbox-device-sync';
import { issueNoteDeviceSync } from '../features/issues/data/issue-note-device-sync';
import { leaveDeviceSync } from '../features/leave/data/leave-device-sync';
import { leaveHistoryDeviceSync } from '../features/leave/data/leave-history-device-sync';
import { leaveReportDeviceSync } from '../features/leave/data/leave-report-device-sync';
import { leaveRequestExtraDeviceSync } from '../features/leave/data/leave-request-extra-device-sync';
import { reportEmailDeviceSync } from '../features/reports/data/report-email-device-sync';
import { clockChangeDeviceSync } from '../features/rest-hours/data/clock-change-device-sync';
import { horDeviceSync } from '../features/rest-hours/data/hor-device-sync';
import type { DeviceRegistry } from '../sync/device-kit';
import { erasuresDeviceSync } from '../sync/erasures-device-sync';

/**
 * The device registry: every module's tables and operations, one spread per module. The
 * type makes it complete: a kind or an operation of the contract without its device
 * declaration does not compile. Loaded on demand (the sync engine and the Sync page).
 */
export const DEVICE_REGISTRY: DeviceRegistry = {
  kinds: {
    ...horDeviceSync.kinds,
    ...clockChangeDeviceSync.kinds,
    ...inboxDeviceSync.kinds,
    ...crewDeviceSync.kinds,
    ...crewDocumentDeviceSync.kinds,
    ...leaveDeviceSync.kinds,
    ...certDeviceSync.kinds,
    ...certAttachmentDeviceSync.kinds,
    ...docsDeviceSync.kinds,
    ...guestDeviceSync.kinds,
    ...issueNoteDeviceSync.kinds,
    ...erasuresDeviceSync.kinds,
  },
  ops: {
    ...horDeviceSync.ops,
    ...clockChangeDeviceSync.ops,
    ...inboxDeviceSync.ops,
    ...crewDeviceSync.ops,
    ...crewDocumentDeviceSync.ops,
    ...leaveDeviceSync.ops,
    ...leaveHistoryDeviceSync.ops,
    ...leaveReportDeviceSync.ops,
    ...leaveRequestExtraDeviceSync.ops,
    ...certDeviceSync.ops,
    ...certAttachmentDeviceSync.ops,
    ...docsDeviceSync.ops,
    ...guestDeviceSync.ops,
    ...reportEmailDeviceSync.ops,
    ...issueNoteDeviceSync.ops,
  },
};
