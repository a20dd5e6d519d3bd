import { CERT_ATTACHMENT_TEXT } from '@contracts/cert-attachments';
import { CERT_TEXT } from '@contracts/certificates';
import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fedAttachments,
  fileState,
  NOT_A_PDF,
  newCertificate,
  onePdf,
  PDF,
  tusUpload,
} from '../../../../testing/cert-attachment-kit';
import { type CertTestServer, certServer } from '../../../../testing/cert-fixture';
import { readStoredFile } from '../../../files/file-storage';

/**
 * Issue 11, items 3 and 6 at the API (doc 2, sections 4 and 8): the Checked control (Yes 1, No 0)
 * and the certificate's Checked following its attachments (Yes only when every live one is
 * checked); uploaded -> archived (Archive section) or deleted, an archived one deleted too,
 * Archive all, the bulk check; a deleted attachment or certificate leaves no readable file; the
 * device's path (a tus upload, then the queued add) and a corrupted upload on it.
 */
let t: CertTestServer;
beforeAll(async () => {
  t = await certServer();
});
afterAll(() => t.s.close());

const path = (cert: string, rest = '') => `/certsDetail/attachments/${t.aurora}/${cert}${rest}`;
const put = async (who: string, cert: string, rest: string, body?: unknown) => {
  const res = await t.call(who, 'PUT', path(cert, rest), body);
  return { status: res.status, body: (await res.json()) as { checked?: number; message?: string } };
};
const checkedOf = async (cert: string) => (await t.certRow(cert))!.checked;
const bytesGone = async (id: string) =>
  readStoredFile(t.s.deps.files, id).then(
    () => false,
    () => true,
  );

describe('Checked', () => {
  it('Yes only once every live attachment is checked; uncheck makes it No again', async () => {
    const cert = await newCertificate(t);
    const a = await onePdf(t, 'captain', cert);
    const b = await onePdf(t, 'captain', cert, '1');
    expect(await checkedOf(cert)).toBe(false);
    expect(await put('purser', cert, `/${a.id}/check`)).toMatchObject({ status: 200, body: { checked: 0 } });
    expect(await checkedOf(cert)).toBe(false);
    expect(await put('purser', cert, `/${b.id}/check`)).toMatchObject({ status: 200, body: { checked: 1 } });
    expect(await checkedOf(cert)).toBe(true);
    expect(await put('purser', cert, `/${a.id}/uncheck`)).toMatchObject({
      status: 200,
      body: { checked: 0 },
    });
    expect(await checkedOf(cert)).toBe(false);
    // Through the queue the same: the certificate's copy in the feed follows.
    expect(
      await t.op('group', 'cert/attachment/check', {
        yachtId: t.aurora,
        certificateId: cert,
        attachmentId: a.id,
        checked: true,
      }),
    ).toMatchObject({ status: 'applied' });
    expect((await t.feed('group')).certificates?.find((c) => c.id === cert)?.checked).toBe(true);
  });

  it('needs the check right: a level 4 officer keeps the register but is refused the Checked control', async () => {
    const cert = await newCertificate(t);
    const a = await onePdf(t, 'officer', cert);
    expect((await put('officer', cert, `/${a.id}/check`)).status).toBe(403);
    expect((await put('officer', cert, '/checkAll')).status).toBe(403);
    const op = await t.op('officer', 'cert/attachment/check', {
      yachtId: t.aurora,
      certificateId: cert,
      attachmentId: a.id,
      checked: true,
    });
    expect(op).toMatchObject({ status: 'rejected', message: MSG.status403 });
    expect(await checkedOf(cert)).toBe(false);
  });

  it('check all marks those the user was shown; one added meanwhile stays unchecked', async () => {
    const cert = await newCertificate(t);
    const a = await onePdf(t, 'captain', cert);
    const b = await onePdf(t, 'captain', cert);
    const later = await onePdf(t, 'officer', cert);
    const op = await t.op('purser', 'cert/attachment/check-all', {
      yachtId: t.aurora,
      certificateId: cert,
      attachmentIds: [a.id, b.id],
    });
    expect(op.status).toBe('applied');
    const fed = await fedAttachments(t, 'purser', cert);
    expect(fed.map((x) => [x.id, x.attachmentChecked]).sort()).toEqual(
      [
        [a.id, true],
        [b.id, true],
        [later.id, false],
      ].sort(),
    );
    expect(await checkedOf(cert)).toBe(false);
    // The REST call with no list: every live one, and the certificate is Yes.
    expect(await put('captain', cert, '/checkAll')).toMatchObject({ status: 200, body: { checked: 1 } });
  });

  it('a queued save whose Checked its attachments contradict is refused naming checked, as by REST', async () => {
    const cert = await newCertificate(t);
    await onePdf(t, 'captain', cert);
    const [row] = await t.s.db.query<{ version: string }>('SELECT version FROM certificates WHERE id = $1', [
      cert,
    ]);
    const saved = await t.op(
      'captain',
      'cert/save',
      t.saveBody({ certificateId: cert, checked: true, certificateComments: 'Yes, said by the save' }),
      Number(row!.version),
    );
    expect(saved).toMatchObject({
      status: 'rejected',
      errorList: [{ property: 'checked', message: CERT_TEXT.checkedFollowsDocuments }],
    });
    expect(await t.certRow(cert)).toMatchObject({ checked: false, comments: null });
  });

  it('a REST save whose Checked its documents contradict is refused naming checked, and saves nothing', async () => {
    const cert = await newCertificate(t);
    const a = await onePdf(t, 'captain', cert);
    const rest = (checked: number, comments: string) =>
      t.call('captain', 'POST', `/certsDetail/certificate/${t.aurora}`, {
        certID: cert,
        certificateTypeID: 'RD03',
        sectionID: 9,
        sectionNumber: '03',
        expireDate: '2027-06-30T12:00:00Z',
        certificateComments: comments,
        checked,
      });
    const refused = await rest(1, 'Yes, said by the save');
    expect(refused.status).toBe(400);
    expect((await refused.json()).errorList).toEqual([
      { property: 'checked', message: CERT_TEXT.checkedFollowsDocuments },
    ]);
    expect(await t.certRow(cert)).toMatchObject({ checked: false, comments: null });
    // The value the documents give is no contradiction: saved.
    expect((await rest(0, 'No, as the document')).status).toBe(200);
    expect(await t.certRow(cert)).toMatchObject({ checked: false, comments: 'No, as the document' });
    // Once the document is checked, No is the contradiction.
    await put('captain', cert, `/${a.id}/check`);
    expect((await rest(0, 'No again')).status).toBe(400);
    expect((await rest(1, 'Yes, as the document')).status).toBe(200);
    expect(await t.certRow(cert)).toMatchObject({ checked: true, comments: 'Yes, as the document' });
  });

  it('the device’s queued save replays whole when a document changed meanwhile: the documents decide Checked', async () => {
    // Saved offline (the device sends no Checked); someone checks its one document before the replay arrives.
    const cert = await newCertificate(t);
    const a = await onePdf(t, 'captain', cert);
    const body = t.saveBody({ certificateId: cert, certificateComments: 'At sea' });
    await put('captain', cert, `/${a.id}/check`);
    for (const _replay of [1, 2]) {
      expect(await t.op('captain', 'cert/save', body)).toMatchObject({ status: 'applied' });
      expect(await t.certRow(cert)).toMatchObject({ checked: true, comments: 'At sea' });
    }
  });
});

describe('an edit based on a copy from before Checked followed the attachments', () => {
  const versionOf = async (cert: string) => {
    const [row] = await t.s.db.query<{ version: string }>('SELECT version FROM certificates WHERE id = $1', [
      cert,
    ]);
    return Number(row!.version);
  };

  it('saves (a document checked meanwhile is no conflict); an edit by someone else meanwhile still is', async () => {
    const cert = await newCertificate(t);
    const a = await onePdf(t, 'captain', cert);
    const opened = await versionOf(cert);
    // The purser checks the only document: Checked turns Yes, the record's version moves on.
    expect(await put('purser', cert, `/${a.id}/check`)).toMatchObject({ body: { checked: 1 } });
    expect(await versionOf(cert)).toBeGreaterThan(opened);
    const saved = await t.op(
      'captain',
      'cert/save',
      t.saveBody({ certificateId: cert, certificateComments: 'Renewed at Palma' }),
      opened,
    );
    expect(saved.status).toBe('applied');
    expect(await t.certRow(cert)).toMatchObject({ checked: true });
    // The captain's save is an edit: a copy from before it is stale.
    const late = await t.op(
      'purser',
      'cert/save',
      t.saveBody({ certificateId: cert, certificateComments: 'Older copy' }),
      opened,
    );
    expect(late.status).toBe('conflict');
    const del = await t.op('captain', 'cert/delete', { yachtId: t.aurora, certificateId: cert }, opened);
    expect(del.status).toBe('conflict');
  });
});

describe('archive and delete', () => {
  it('archive moves one to the Archive section and out of Checked; an archived one can be deleted', async () => {
    const cert = await newCertificate(t);
    const a = await onePdf(t, 'captain', cert);
    const old = await onePdf(t, 'captain', cert);
    await put('purser', cert, `/${a.id}/check`);
    expect(await put('officer', cert, `/${old.id}/archive`)).toMatchObject({
      status: 200,
      body: { checked: 1 },
    });
    const list = (await (await t.call('officer', 'GET', path(cert))).json()) as {
      id: string;
      attachmentArchived: boolean;
    }[];
    expect(list.map((x) => [x.id, x.attachmentArchived])).toEqual([
      [a.id, false],
      [old.id, true],
    ]);
    const del = await t.call('officer', 'DELETE', path(cert, `/${old.id}`));
    expect(del.status).toBe(200);
    expect(((await (await t.call('officer', 'GET', path(cert))).json()) as unknown[]).length).toBe(1);
    // Gone for good: a tombstone for the devices, no readable file, no bytes kept.
    const feed = (await t.feed('officer')) as { certAttachments?: { id: string; deleted: boolean }[] };
    expect(feed.certAttachments?.find((x) => x.id === old.id)?.deleted).toBe(true);
    expect(await fileState(t, old.id)).toBe('purged');
    expect(await bytesGone(old.id)).toBe(true);
    expect((await t.call('officer', 'GET', `/files/${old.id}`)).status).toBe(404);
    expect((await t.call('officer', 'GET', path(cert, `/${old.id}/download`))).status).toBe(404);
    // Deleted again (a replay): done, nothing else changes.
    expect((await t.call('officer', 'DELETE', path(cert, `/${old.id}`))).status).toBe(200);
  });

  it('Archive all: every live attachment archived, the certificate back to No', async () => {
    const cert = await newCertificate(t);
    const a = await onePdf(t, 'captain', cert);
    const b = await onePdf(t, 'captain', cert, '3');
    await put('captain', cert, '/checkAll');
    expect(await checkedOf(cert)).toBe(true);
    expect(await put('officer', cert, '/archiveAll')).toMatchObject({ status: 200, body: { checked: 0 } });
    const fed = await fedAttachments(t, 'officer', cert);
    expect(fed.filter((x) => x.id === a.id || x.id === b.id).every((x) => x.attachmentArchived)).toBe(true);
  });

  it('deleting a certificate deletes its attachments and leaves no readable file (REST and queue)', async () => {
    for (const how of ['rest', 'queue'] as const) {
      const cert = await newCertificate(t);
      const a = await onePdf(t, 'captain', cert);
      expect((await t.call('officer', 'GET', `/files/${a.id}`)).status).toBe(200);
      if (how === 'rest')
        expect((await t.call('captain', 'DELETE', `/certsDetail/certificate/${cert}`)).status).toBe(200);
      else
        expect(
          (await t.op('captain', 'cert/delete', { yachtId: t.aurora, certificateId: cert })).status,
        ).toBe('applied');
      expect([how, await fileState(t, a.id)]).toEqual([how, 'purged']);
      expect(await bytesGone(a.id)).toBe(true);
      expect((await t.call('officer', 'GET', `/files/${a.id}`)).status).toBe(404);
      const feed = (await t.feed('captain')) as { certAttachments?: { id: string; deleted: boolean }[] };
      expect(feed.certAttachments?.find((x) => x.id === a.id)?.deleted).toBe(true);
    }
  });
});

describe('from a device: a resumable upload, then the queued add', () => {
  it('adds once (a replay is the same add, another type refused), refuses a file that is not the caller’s or of another kind', async () => {
    const cert = await newCertificate(t);
    const up = await tusUpload(t, 'group', PDF);
    expect(up.status).toBe(204);
    const add = { yachtId: t.aurora, certificateId: cert, fileId: up.id, attachmentType: 1 };
    expect((await t.op('group', 'cert/attachment/add', add)).status).toBe('applied');
    expect((await t.op('group', 'cert/attachment/add', add)).status).toBe('applied');
    // Sent again as another type, it asks for what was not done: refused (409), not ignored.
    expect(await t.op('group', 'cert/attachment/add', { ...add, attachmentType: 2 })).toMatchObject({
      status: 'rejected',
      message: CERT_ATTACHMENT_TEXT.otherType,
    });
    const fed = await fedAttachments(t, 'captain', cert);
    expect(fed).toHaveLength(1);
    expect(fed[0]).toMatchObject({ id: up.id, name: 'scan.pdf', attachmentType: 1, isCorrupted: false });
    // Someone else's upload, and the same file onto another certificate: refused.
    const other = await newCertificate(t);
    expect(await t.op('captain', 'cert/attachment/add', { ...add, certificateId: other })).toMatchObject({
      status: 'rejected',
      errorList: [{ property: 'fileId', message: CERT_ATTACHMENT_TEXT.used }],
    });
    const mine = await tusUpload(t, 'officer', PDF);
    expect(await t.op('captain', 'cert/attachment/add', { ...add, fileId: mine.id })).toMatchObject({
      status: 'rejected',
      errorList: [{ property: 'fileId', message: CERT_ATTACHMENT_TEXT.failed }],
    });
  });

  it('a corrupted file on the device path is added marked, so the list says so', async () => {
    const cert = await newCertificate(t);
    const up = await tusUpload(t, 'captain', NOT_A_PDF, 'broken.pdf');
    expect(up.status).toBe(415);
    const add = { yachtId: t.aurora, certificateId: cert, fileId: up.id, attachmentType: 0 };
    expect((await t.op('captain', 'cert/attachment/add', add)).status).toBe('applied');
    expect((await fedAttachments(t, 'captain', cert))[0]).toMatchObject({
      id: up.id,
      isCorrupted: true,
      mime: null,
    });
  });
});
