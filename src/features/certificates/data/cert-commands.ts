import {
  type CertificateRecord,
  type CertSave,
  type CertType,
  type CertTypeAdd,
  certRefSchema,
  certSavedFields,
  certSaveSchema,
  certTypeAddSchema,
} from '../../../contracts/certificates';
import type { AppDb } from '../../../db/app-db';
import { bareNumber } from '../../../domain/certificates/cert-form';
import { opId } from '../../../sync/op-id';
import { enqueue } from '../../../sync/outbox';

/**
 * Writes of certificates on the device: each checks its input with the shared schema, then in one
 * transaction changes the local copy (marked pending) and queues the same change for the server.
 * The type's date rules are the server's to judge again; the form checks them first.
 */

export type Who = { db: AppDb; userId: number; now: number };
export const newCertId = (now = Date.now()) => opId(now);

/** Save: new when the device has no copy, else an edit based on the copy's version. */
export async function saveCertificate({ db, userId, now }: Who, input: CertSave) {
  const body = certSaveSchema.parse(input);
  const current = await db.certificates.get(body.certificateId);
  const local: CertificateRecord = {
    id: body.certificateId,
    vesselId: body.yachtId,
    certificateTypeId: body.certificateTypeId,
    ...certSavedFields(body),
    checked: body.checked ?? current?.checked ?? false,
    deleted: false,
    version: current?.version ?? 0,
  };
  await db.transaction('rw', db.certificates, db.outbox, async () => {
    await db.certificates.put({ ...local, pending: 1 });
    await enqueue(
      db,
      {
        op: 'cert/save',
        body,
        baseVersion: current?.version ?? 0,
        // Edits before it is sent are one change, based on the copy the first was made from.
        coalesceKey: `certificate:${body.certificateId}`,
        userId,
      },
      now,
    );
  });
}

/** Delete (level 6, after 'Please confirm you wish to DELETE this certificate.'): a tombstone here too. */
export async function deleteCertificate({ db, userId, now }: Who, cert: CertificateRecord) {
  const body = certRefSchema.parse({ yachtId: cert.vesselId, certificateId: cert.id });
  await db.transaction('rw', db.certificates, db.outbox, async () => {
    await db.certificates.update(cert.id, { deleted: true, pending: 1 });
    await enqueue(db, { op: 'cert/delete', body, baseVersion: cert.version, coalesceKey: null, userId }, now);
  });
}

/** Add Other: the vessel's own type, under an id made here so a certificate can name it at once. */
export async function addCertType(
  { db, userId, now }: Who,
  input: CertTypeAdd,
  section: { shortcut: string },
) {
  const body = certTypeAddSchema.parse(input);
  const local: CertType = {
    id: body.typeId,
    vesselId: body.yachtId,
    sectionId: body.sectionId,
    number: bareNumber(section.shortcut, body.sectionNumber),
    name: body.title,
    order: 100 + Number(bareNumber(section.shortcut, body.sectionNumber)),
    defaultComment: null,
    expiryDateRequired: false,
    surveyRangeDateRequired: false,
    lastSurveyDateRequired: false,
    documentUploadRequired: false,
    deleted: false,
    version: 0,
  };
  await db.transaction('rw', db.certTypes, db.outbox, async () => {
    await db.certTypes.put({ ...local, pending: 1 });
    await enqueue(db, { op: 'cert/type/add', body, baseVersion: 0, coalesceKey: null, userId }, now);
  });
}
