import { describe, expect, it } from 'vitest';
import { freshAppDbEachTest } from '../../../../tests/kits/test-app-db';
import type { CertificateRecord } from '../../../contracts/certificates';
import { addCertType, deleteCertificate, saveCertificate } from './cert-commands';

const appDb = freshAppDbEachTest('cert-commands');

const NOW = 1_800_000_000_000;
const who = () => ({ db: appDb(), userId: 9, now: NOW });
const ID = '01JCERTLOCAL00000000000001';
const stored: CertificateRecord = {
  id: ID,
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
  checked: true,
  deleted: false,
  version: 40,
};
const queued = async () =>
  (await appDb().outbox.orderBy('id').toArray()).map((e) => [e.op, e.baseVersion, e.coalesceKey]);

describe('certificates on the device', () => {
  it('a save writes the row (pending, Checked kept) and queues it on the copy it was based on; edits merge', async () => {
    await appDb().certificates.put({ ...stored, pending: 0 });
    const input = {
      yachtId: 1,
      certificateId: ID,
      certificateTypeId: 'RD01',
      sectionId: 9,
      sectionNumber: ' 01 ',
      expireDate: '2028-01-01',
      alertDays: 45,
    };
    await saveCertificate(who(), input);
    await saveCertificate(who(), { ...input, certificateComments: 'Renewed' });
    expect(await appDb().certificates.get(ID)).toMatchObject({
      expireDate: '2028-01-01',
      sectionNumber: '01',
      alertDays: 60,
      checked: true,
      certificateComments: 'Renewed',
      pending: 1,
      version: 40,
    });
    expect(await queued()).toEqual([['cert/save', 40, `certificate:${ID}`]]);
  });

  it('refuses what the server would (a section number of one digit) and writes nothing', async () => {
    await expect(
      saveCertificate(who(), {
        yachtId: 1,
        certificateId: ID,
        certificateTypeId: 'RD01',
        sectionId: 9,
        sectionNumber: '1',
      }),
    ).rejects.toThrow();
    expect(await appDb().certificates.count()).toBe(0);
    expect(await queued()).toEqual([]);
  });

  it('delete leaves a pending tombstone; Add Other keeps the number without the shortcut', async () => {
    await appDb().certificates.put({ ...stored, pending: 0 });
    await deleteCertificate(who(), stored);
    expect(await appDb().certificates.get(ID)).toMatchObject({ deleted: true, pending: 1 });
    const typeId = '01JCERTTYPE000000000000001';
    await addCertType(
      who(),
      { yachtId: 1, typeId, title: 'Crane certificate', sectionId: 4, sectionNumber: 'SF07' },
      { shortcut: 'SF' },
    );
    expect(await appDb().certTypes.get(typeId)).toMatchObject({ number: '07', vesselId: 1, pending: 1 });
    expect(await queued()).toEqual([
      ['cert/delete', 40, null],
      ['cert/type/add', 0, null],
    ]);
  });
});
