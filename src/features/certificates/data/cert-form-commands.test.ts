import { describe, expect, it } from 'vitest';
import { freshAppDbEachTest } from '../../../../tests/kits/test-app-db';
import { parseCertFormQuery } from '../../../domain/certificates/cert-form-query';
import { saveCertificateForm } from './cert-form-commands';
import { certFormValuesOf, certSaveBodyOf } from './cert-form-values';

const db = freshAppDbEachTest('cert-form-commands');
const NOW = 1_800_000_000_000;
const who = () => ({ db: db(), userId: 9, now: NOW });
const CERT = '01JCERTFORM000000000000001';

describe('saving the certificate form', () => {
  it('Add Other: the type is added, then the certificate naming it, queued in that order', async () => {
    const query = parseCertFormQuery(
      new URLSearchParams('certID=0&newCertTypeTitle=Crane%20certificate&sectionID=4&sectionNumber=07'),
    );
    const values = { ...certFormValuesOf(undefined, query), expireDate: '2027-03-01' };
    const { certificateTypeId } = await saveCertificateForm(
      who(),
      {
        ...certSaveBodyOf(values, { yachtId: 1, certificateId: CERT, certificateTypeId: 'x0' }),
        certificateTypeId: null,
      },
      { title: 'Crane certificate', shortcut: 'SF' },
    );
    expect(await db().certTypes.get(certificateTypeId)).toMatchObject({
      name: 'Crane certificate',
      sectionId: 4,
      number: '07',
      vesselId: 1,
      pending: 1,
    });
    expect(await db().certificates.get(CERT)).toMatchObject({
      certificateTypeId,
      sectionNumber: '07',
      expireDate: '2027-03-01',
      alertDays: 60,
      pending: 1,
    });
    expect((await db().outbox.orderBy('id').toArray()).map((e) => e.op)).toEqual([
      'cert/type/add',
      'cert/save',
    ]);
  });

  it('a refused certificate leaves no type behind either (one transaction)', async () => {
    await expect(
      saveCertificateForm(
        who(),
        {
          yachtId: 1,
          certificateId: CERT,
          certificateTypeId: null,
          sectionId: 4,
          sectionNumber: '7',
        },
        { title: 'Crane certificate', shortcut: 'SF' },
      ),
    ).rejects.toThrow();
    expect(await db().certTypes.count()).toBe(0);
    expect(await db().outbox.count()).toBe(0);
  });

  it('a certificate of a known type saves with it; Checked only when confirmed', async () => {
    await saveCertificateForm(
      who(),
      {
        yachtId: 1,
        certificateId: CERT,
        certificateTypeId: 'RD01',
        sectionId: 9,
        sectionNumber: '01',
        checked: true,
      },
      null,
    );
    expect(await db().certificates.get(CERT)).toMatchObject({ certificateTypeId: 'RD01', checked: true });
    expect(await db().certTypes.count()).toBe(0);
  });
});
