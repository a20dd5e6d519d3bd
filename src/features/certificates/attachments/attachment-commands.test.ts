import { describe, expect, it } from 'vitest';
import { freshAppDbEachTest } from '../../../../tests/kits/test-app-db';
import type { CertAttachment } from '../../../contracts/cert-attachments';
import type { CertificateRecord } from '../../../contracts/certificates';
import {
  FILE_TOO_LARGE,
  MAX_CERT_FILE_BYTES,
  TOO_MANY_FILES,
} from '../../../domain/certificates/attachments';
import { applyChanges } from '../../../sync/apply-server-data';
import type { DeviceRegistry } from '../../../sync/device-kit';
import { dueEntries } from '../../../sync/outbox';
import {
  addAttachments,
  archiveAllAttachments,
  archiveAttachment,
  attachmentCheckState,
  checkAllAttachments,
  deleteAttachment,
  setAttachmentChecked,
} from './attachment-commands';
import { certAttachmentDeviceSync } from './attachment-device-sync';

/** This module's part of the registry: the engine walks only what it is given. */
const DEVICE_REGISTRY = certAttachmentDeviceSync as unknown as DeviceRegistry;

const appDb = freshAppDbEachTest('cert-attachments');

const NOW = 1_800_000_000_000;
const USER = 9;
const who = () => ({ db: appDb(), userId: USER, now: NOW });
const CERT = '01JCERTLOCAL00000000000001';
const cert: CertificateRecord = {
  id: CERT,
  vesselId: 1,
  certificateTypeId: 'RD01',
  sectionId: 9,
  sectionNumber: '01',
  certificateID: null,
  expireDate: '2027-01-01',
  surveyWindowOpen: null,
  surveyWindowClosing: null,
  lastSurveyDate: null,
  alertDays: 60,
  certificateComments: null,
  checked: false,
  deleted: false,
  version: 40,
};
const synced = (id: string, extra: Partial<CertAttachment> = {}): CertAttachment => ({
  id,
  vesselId: 1,
  certificateId: CERT,
  name: `${id}.pdf`,
  size: 10,
  mime: 'application/pdf',
  userName: 'Ada Chief',
  userId: 3,
  date: '2027-01-01T10:00:00.000Z',
  attachmentType: 0,
  attachmentChecked: false,
  attachmentArchived: false,
  isCorrupted: false,
  deleted: false,
  version: 50,
  ...extra,
});
const A = '01JA0000000000000000000001';
const B = '01JA0000000000000000000002';
const pdf = (name = 'scan.pdf', n = 100) => new File([new Uint8Array(n)], name, { type: 'application/pdf' });
const queued = async () => (await appDb().outbox.orderBy('id').toArray()).map((e) => [e.op, e.body]);
const target = { vesselId: 1, certificateId: CERT };

describe('adding files offline', () => {
  it('shows each file at once (pending, by type) and queues the file and its add, the add waiting for the upload', async () => {
    await appDb().certificates.put({ ...cert, checked: true });
    await appDb().session.put({
      key: 'current',
      needsLogin: false,
      user: { id: USER, email: 'e@x', firstName: 'Eve', lastName: 'Second' },
    } as never);
    expect(await addAttachments(who(), target, 2, [pdf('a.pdf'), pdf('b.pdf')])).toEqual([]);
    const files = await appDb().files.orderBy('id').toArray();
    expect(files.map((f) => [f.name, f.purpose, f.state, f.vesselId, f.userId])).toEqual([
      ['a.pdf', 'attachment', 'queued', 1, USER],
      ['b.pdf', 'attachment', 'queued', 1, USER],
    ]);
    const rows = await appDb().certAttachments.where('certificateId').equals(CERT).sortBy('id');
    expect(rows.map((r) => [r.id, r.attachmentType, r.pending, r.userName])).toEqual(
      files.map((f) => [f.id, 2, 1, 'Eve Second']),
    );
    expect(await queued()).toEqual(
      files.map((f) => [
        'cert/attachment/add',
        { yachtId: 1, certificateId: CERT, fileId: f.id, attachmentType: 2 },
      ]),
    );
    // A new unchecked document: the certificate is No at once.
    expect((await appDb().certificates.get(CERT))?.checked).toBe(false);
    // Nothing goes before the server has the bytes; then the adds go in order.
    expect(await dueEntries(appDb(), USER, NOW, 10, DEVICE_REGISTRY)).toEqual([]);
    for (const f of files) await appDb().files.update(f.id, { state: 'stored' });
    expect((await dueEntries(appDb(), USER, NOW, 10, DEVICE_REGISTRY)).map((e) => e.op)).toEqual([
      'cert/attachment/add',
      'cert/attachment/add',
    ]);
  });

  it('refuses a batch of ten, and a file over 20 MB, with the spec texts, keeping nothing', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => pdf(`p${i}.pdf`));
    expect(await addAttachments(who(), target, 0, ten)).toEqual([TOO_MANY_FILES]);
    const big = pdf('big.pdf', MAX_CERT_FILE_BYTES + 1);
    expect(await addAttachments(who(), target, 0, [big])).toEqual([FILE_TOO_LARGE]);
    expect(await appDb().files.count()).toBe(0);
    expect(await queued()).toEqual([]);
    expect(await addAttachments(who(), target, 0, ten.slice(0, 9))).toEqual([]);
    expect(await appDb().certAttachments.count()).toBe(9);
  });
});

describe('the Checked control and the certificate', () => {
  it('is sent at once; toggled before it is sent it is one change; the certificate is Yes when all are checked', async () => {
    await appDb().certificates.put(cert);
    await appDb().certAttachments.bulkPut([synced(A), synced(B, { attachmentChecked: true })]);
    const a = (await appDb().certAttachments.get(A))!;
    await setAttachmentChecked(who(), a, false);
    await setAttachmentChecked(who(), a, true);
    expect(await queued()).toEqual([
      ['cert/attachment/check', { yachtId: 1, certificateId: CERT, attachmentId: A, checked: true }],
    ]);
    expect(await appDb().certAttachments.get(A)).toMatchObject({ attachmentChecked: true, pending: 1 });
    expect((await appDb().certificates.get(CERT))?.checked).toBe(true);
    expect(await attachmentCheckState(appDb(), CERT)).toEqual({ total: 2, unchecked: 0 });
  });

  it('check all: the unchecked live ones, named in the operation; with none left nothing is queued', async () => {
    await appDb().certificates.put(cert);
    await appDb().certAttachments.bulkPut([
      synced(A),
      synced(B, { attachmentArchived: true }),
      synced('01JA0000000000000000000003', { attachmentChecked: true }),
    ]);
    expect(await attachmentCheckState(appDb(), CERT)).toEqual({ total: 2, unchecked: 1 });
    await checkAllAttachments(who(), 1, CERT);
    expect(await queued()).toEqual([
      ['cert/attachment/check-all', { yachtId: 1, certificateId: CERT, attachmentIds: [A] }],
    ]);
    expect((await appDb().certificates.get(CERT))?.checked).toBe(true);
    await checkAllAttachments(who(), 1, CERT);
    expect((await queued()).length).toBe(1);
  });
});

describe('archive and delete', () => {
  it('archive one, archive all (those not archived yet); archived ones leave the certificate’s Checked', async () => {
    await appDb().certificates.put(cert);
    await appDb().certAttachments.bulkPut([synced(A, { attachmentChecked: true }), synced(B)]);
    await archiveAttachment(who(), (await appDb().certAttachments.get(B))!);
    expect((await appDb().certificates.get(CERT))?.checked).toBe(true);
    await archiveAllAttachments(who(), 1, CERT);
    expect(await queued()).toEqual([
      ['cert/attachment/archive', { yachtId: 1, certificateId: CERT, attachmentId: B }],
      ['cert/attachment/archive-all', { yachtId: 1, certificateId: CERT, attachmentIds: [A] }],
    ]);
    // Nothing live is left: No (a certificate whose document is missing must not look approved).
    expect((await appDb().certificates.get(CERT))?.checked).toBe(false);
  });

  it('a file never sent goes with its add, without a word to the server; a synced one is deleted through the queue', async () => {
    await appDb().certificates.put(cert);
    await addAttachments(who(), target, 0, [pdf()]);
    const [fresh] = await appDb().certAttachments.toArray();
    await deleteAttachment(who(), fresh!);
    expect(await appDb().files.count()).toBe(0);
    expect(await queued()).toEqual([]);
    await appDb().certAttachments.put(synced(A));
    await deleteAttachment(who(), (await appDb().certAttachments.get(A))!);
    expect(await appDb().certAttachments.get(A)).toBeUndefined();
    expect(await queued()).toEqual([
      ['cert/attachment/delete', { yachtId: 1, certificateId: CERT, attachmentId: A }],
    ]);
  });
});

describe('pulled changes', () => {
  it('a tombstone removes the row; a row with an unsent change keeps it against the pulled copy', async () => {
    await appDb().certificates.put(cert);
    await appDb().certAttachments.bulkPut([synced(A), synced(B)]);
    await setAttachmentChecked(who(), (await appDb().certAttachments.get(B))!, true);
    await applyChanges(appDb(), DEVICE_REGISTRY, {
      cursor: 60,
      certAttachments: [synced(A, { deleted: true, version: 60 }), synced(B, { version: 61 })],
    });
    expect(await appDb().certAttachments.get(A)).toBeUndefined();
    expect((await appDb().certAttachments.get(B))?.attachmentChecked).toBe(true);
  });
});
