import type { RecordMap } from '@contracts/sync';
import type { Queryable } from '../../db/client';
import type { FileStorage } from '../../files/file-storage';
import type { Actor } from '../../kernel/actors';
import { applyAt } from '../../kernel/op-apply';
import { syncOutcome } from '../../kernel/outcome';
import type { FeedSources, OpHandlers } from '../../kernel/sync-kit';
import { gatedOps } from '../../kernel/vessel-modules';
import { ATTACHMENT_SELECT, dropRemovedBytes, findAttachment, toAttachment } from './cert-attachment-repo';
import {
  addAttachment,
  archiveAll,
  archiveAttachment,
  checkAll,
  checkAttachment,
  deleteAttachment,
} from './cert-attachment-write';
import { CERT_SCOPE, certVesselRows } from './cert-feeds';
import { findCertificate } from './cert-repo';
import { certScope } from './cert-scope';

/** The REST status stays out of a sync answer. */

/** The server's copy of the attachment and its certificate, for a caller who keeps the certificates. */
async function attachmentCopy(
  tx: Queryable,
  actor: Actor,
  b: { yachtId: number; certificateId: string },
  id?: string,
): Promise<RecordMap> {
  if (!(await certScope(tx, actor, b.yachtId))?.sees) return {};
  const cert = await findCertificate(tx, b.certificateId);
  if (!cert || cert.vesselId !== b.yachtId) return {};
  const a = id ? await findAttachment(tx, id) : null;
  return {
    certificates: [cert],
    ...(a && a.certificateId === cert.id ? { certAttachments: [a] } : {}),
  };
}

/**
 * A deletion's bytes leave the storage in the operation's transaction: the engine gives no hook
 * after the commit, and only the idempotency key's answer follows. Should that fail, the record
 * stays and its download fails, which loses nothing the user meant to keep.
 */
async function dropBytes(tx: Queryable, files: FileStorage | undefined, certificateId: string) {
  await dropRemovedBytes(tx, files, certificateId);
}

/**
 * Certificate attachments queued offline: each runs the use case of its REST call, refused on a
 * vessel where the certs module is off. A refusal brings back the server's copy.
 */
export const certAttachmentOps = gatedOps(
  'certs',
  {
    'cert/attachment/add': {
      apply: applyAt(addAttachment),
      current: (tx, b, { actor }) => attachmentCopy(tx, actor, b, b.fileId),
    },
    'cert/attachment/check': {
      apply: applyAt(checkAttachment),
      current: (tx, b, { actor }) => attachmentCopy(tx, actor, b, b.attachmentId),
    },
    'cert/attachment/archive': {
      apply: applyAt(archiveAttachment),
      current: (tx, b, { actor }) => attachmentCopy(tx, actor, b, b.attachmentId),
    },
    'cert/attachment/delete': {
      apply: async (tx, b, { actor, now, files }) => {
        const outcome = syncOutcome(await deleteAttachment(tx, actor, b, now));
        if (outcome.status === 'applied') await dropBytes(tx, files, b.certificateId);
        return outcome;
      },
      current: (tx, b, { actor }) => attachmentCopy(tx, actor, b, b.attachmentId),
    },
    'cert/attachment/archive-all': {
      apply: applyAt(archiveAll),
      current: (tx, b, { actor }) => attachmentCopy(tx, actor, b),
    },
    'cert/attachment/check-all': {
      apply: applyAt(checkAll),
      current: (tx, b, { actor }) => attachmentCopy(tx, actor, b),
    },
  } satisfies OpHandlers,
  [],
);

/** Attachments reach exactly those who see the vessel's certificates (the certificates' audience). */
export const certAttachmentFeeds = {
  certAttachments: {
    module: 'certs',
    scope: CERT_SCOPE,
    select: ATTACHMENT_SELECT,
    visible: certVesselRows,
    map: toAttachment,
  },
} satisfies FeedSources;
