import { CERT_ATTACHMENT_LABELS, isCertAttachmentType } from '../../../domain/certificates/attachments';
import { msg } from '../../../i18n/msg';
import { defineDeviceModule } from '../../../sync/device-kit';

const label = (type: number) =>
  isCertAttachmentType(type) ? CERT_ATTACHMENT_LABELS[type] : msg('Attachment');

/**
 * Certificate attachments on the device (doc 2): read offline by those who keep the vessel's
 * certificates. A deleted attachment leaves the device (its tombstone removes the row). An add
 * names its file, so it waits in the outbox until the upload is done; every other change is
 * queued at once and shows as pending on the attachment.
 */
export const certAttachmentDeviceSync = defineDeviceModule({
  kinds: {
    certAttachments: {
      table: (db) => db.certAttachments,
      key: (r) => r.id,
      toLocal: (r) => (r.deleted ? null : { ...r, pending: 0 }),
      mark: (row, pending) => ({ ...row, pending: pending ? 1 : 0 }),
    },
  },
  ops: {
    'cert/attachment/add': {
      describe: (b, t) => t('Certificate attachment added ({type})', { type: t(label(b.attachmentType)) }),
      touches: (b) => [{ kind: 'certAttachments', key: b.fileId }],
      files: (b) => [b.fileId],
    },
    'cert/attachment/check': {
      describe: (b, t) =>
        b.checked ? t('Certificate attachment checked: Yes') : t('Certificate attachment checked: No'),
      touches: (b) => [{ kind: 'certAttachments', key: b.attachmentId }],
    },
    'cert/attachment/archive': {
      describe: (_, t) => t('Certificate attachment archived'),
      touches: (b) => [{ kind: 'certAttachments', key: b.attachmentId }],
    },
    'cert/attachment/delete': {
      describe: (_, t) => t('Certificate attachment deleted'),
      touches: (b) => [{ kind: 'certAttachments', key: b.attachmentId }],
    },
    'cert/attachment/archive-all': {
      describe: (_, t) => t('Certificate attachments archived'),
      touches: (b) => (b.attachmentIds ?? []).map((id) => ({ kind: 'certAttachments' as const, key: id })),
    },
    'cert/attachment/check-all': {
      describe: (_, t) => t('Certificate documents checked'),
      touches: (b) => (b.attachmentIds ?? []).map((id) => ({ kind: 'certAttachments' as const, key: id })),
    },
  },
});
