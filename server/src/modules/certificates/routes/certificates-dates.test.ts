import { EMPTY_DATE } from '@domain/certificates/cert-dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CertTestServer, certServer } from '../../../../testing/cert-fixture';

/**
 * Issue 11, items 1 and 2 at the API: the certificate form's date rules (doc 2, section 5) with
 * the spec's texts, the wire format of the spec's calls (dates at 12:00:00Z, the empty date as
 * 0001-01-01T00:00:00Z) in and out, the section number of exactly two digits, and alert days.
 */
let t: CertTestServer;
beforeAll(async () => {
  t = await certServer();
});
afterAll(() => t.s.close());

const save = (body: Record<string, unknown>, who = 'officer', headers?: Record<string, string>) =>
  t.call(who, 'POST', `/certsDetail/certificate/${t.aurora}`, body, headers);
/** A Class (Hull) certificate: expiry, survey window and last survey all required. */
const classBody = (extra: Record<string, unknown> = {}) => ({
  certID: 0,
  certificateTypeID: 'CL01',
  sectionID: 2,
  sectionNumber: '05',
  expireDate: '2028-05-31T12:00:00Z',
  surveyWindowOpen: '2027-03-01T12:00:00Z',
  surveyWindowClosing: '2027-08-31T12:00:00Z',
  lastSurveyDate: '2026-06-01T12:00:00Z',
  alertDays: 90,
  ...extra,
});
const errors = async (res: Response) => {
  expect(res.status).toBe(400);
  return ((await res.json()) as { errorList: { property: string; message: string }[] }).errorList;
};

describe('certificate dates at the API', () => {
  it('saves with certID 0 (a new id), reads back at 12:00:00Z and the sentinel for no date', async () => {
    const res = await save(classBody({ certificateComments: 'Renewed in Palma', checked: 0 }));
    expect(res.status).toBe(200);
    const { certID, version } = (await res.json()) as { certID: string; version: number };
    expect(certID).toMatch(/^[0-9A-Z]{26}$/);
    expect(version).toBeGreaterThan(0);
    expect(await t.certRow(certID)).toMatchObject({ expire_date: '2028-05-31', deleted: false });
    const detail = await (await t.call('officer', 'GET', `/certsDetail/certificate/${certID}`)).json();
    expect(detail).toMatchObject({
      certID,
      expireDate: '2028-05-31T12:00:00Z',
      surveyWindowOpen: '2027-03-01T12:00:00Z',
      surveyWindowClosing: '2027-08-31T12:00:00Z',
      lastSurveyDate: '2026-06-01T12:00:00Z',
      sectionNumber: '05',
      certificateSectionNumber: 'CL05',
      alertDays: 90,
      checked: 0,
      status: 'valid',
      statusText: null,
      yachtID: t.aurora,
      certificateType: { certificateTypeID: 'CL01', expiryDateRequired: true, surveyRangeDateRequired: true },
    });

    const radio = await save({
      certificateTypeID: 'RD03',
      sectionID: 9,
      sectionNumber: '03',
      expireDate: '2027-01-10',
      surveyWindowOpen: EMPTY_DATE,
      surveyWindowClosing: null,
      lastSurveyDate: '',
    });
    expect(radio.status).toBe(200);
    const id = ((await radio.json()) as { certID: string }).certID;
    const back = await (await t.call('officer', 'GET', `/certsDetail/certificate/${id}`)).json();
    expect(back).toMatchObject({
      expireDate: '2027-01-10T12:00:00Z',
      surveyWindowOpen: EMPTY_DATE,
      surveyWindowClosing: EMPTY_DATE,
      lastSurveyDate: EMPTY_DATE,
      alertDays: 60,
    });
  });

  it('a UTC time reads as its nearest day; a time with an offset as written; text that is no date is refused', async () => {
    const late = await save(classBody({ expireDate: '2028-05-30T23:00:00Z' }));
    const id = ((await late.json()) as { certID: string }).certID;
    expect((await t.certRow(id))?.expire_date).toBe('2028-05-31');
    const offset = await save(classBody({ expireDate: '2028-05-31T00:00:00+02:00' }));
    expect((await t.certRow(((await offset.json()) as { certID: string }).certID))?.expire_date).toBe(
      '2028-05-31',
    );
    expect(await errors(await save(classBody({ expireDate: 'next spring' })))).toEqual([
      { property: 'expireDate', message: 'Invalid date. Use YYYY-MM-DD.' },
    ]);
    expect(await errors(await save(classBody({ lastSurveyDate: '9999-01-01T12:00:00Z' })))).toEqual([
      { property: 'lastSurveyDate', message: 'Invalid date. Use a date from 1900-01-01 to 2100-12-31.' },
    ]);
  });

  it("'Required' for each date the type requires, the sentinel counting as none", async () => {
    const res = await save(
      classBody({
        expireDate: EMPTY_DATE,
        surveyWindowOpen: null,
        surveyWindowClosing: '',
        lastSurveyDate: EMPTY_DATE,
      }),
    );
    expect(await errors(res)).toEqual([
      { property: 'expireDate', message: 'Required' },
      { property: 'surveyWindowOpen', message: 'Required' },
      { property: 'surveyWindowClosing', message: 'Required' },
      { property: 'lastSurveyDate', message: 'Required' },
    ]);
    // A type without those rules takes no dates at all (the tonnage certificate).
    const tonnage = await save({
      certificateTypeID: 'RG02',
      sectionID: 1,
      sectionNumber: '02',
      expireDate: EMPTY_DATE,
    });
    expect(tonnage.status).toBe(200);
  });

  it("a survey window that closes before it opens: 'Must be before closing' and 'Must be after open'", async () => {
    const backwards = classBody({
      surveyWindowOpen: '2027-08-31T12:00:00Z',
      surveyWindowClosing: '2027-03-01T12:00:00Z',
    });
    expect(await errors(await save(backwards))).toEqual([
      { property: 'surveyWindowOpen', message: 'Must be before closing' },
      { property: 'surveyWindowClosing', message: 'Must be after open' },
    ]);
    // Ordered whether or not the type asks for a window.
    const radio = {
      certificateTypeID: 'RD03',
      sectionID: 9,
      sectionNumber: '03',
      expireDate: '2027-01-10',
      surveyWindowOpen: '2026-12-01',
      surveyWindowClosing: '2026-12-01',
    };
    expect((await errors(await save(radio))).map((e) => e.message)).toEqual([
      'Must be before closing',
      'Must be after open',
    ]);
  });

  it('the section number: required, a number, exactly two characters', async () => {
    const cases: [unknown, string][] = [
      ['', 'Required'],
      ['7', 'Wrong length'],
      [7, 'Wrong length'],
      ['007', 'Wrong length'],
      ['ab', 'Must be a number'],
      ['-1', 'Must be a number'],
    ];
    for (const [sectionNumber, message] of cases)
      expect(await errors(await save(classBody({ sectionNumber })))).toEqual([
        { property: 'sectionNumber', message },
      ]);
    const spaced = await save(classBody({ sectionNumber: ' 07 ' }));
    expect(spaced.status).toBe(200);
  });

  it('alert days outside 60, 90, 120, 150, 180 (0 too) are 60', async () => {
    for (const alertDays of [0, 45, 181]) {
      const res = await save(classBody({ alertDays }));
      const id = ((await res.json()) as { certID: string }).certID;
      const detail = await (await t.call('officer', 'GET', `/certsDetail/certificate/${id}`)).json();
      expect(detail.alertDays).toBe(60);
    }
    expect(await errors(await save(classBody({ alertDays: 'ninety' })))).toEqual([
      { property: 'alertDays', message: 'Field should be a number.' },
    ]);
  });

  it('a certID updates that certificate; an edit based on an older version is a 409 that changes nothing', async () => {
    const created = await save(classBody());
    const { certID, version } = (await created.json()) as { certID: string; version: number };
    const updated = await save(classBody({ certID, certificateComments: 'Endorsed' }), 'officer', {
      'x-base-version': String(version),
    });
    expect(updated.status).toBe(200);
    const stale = await save(classBody({ certID, certificateComments: 'Old copy' }), 'captain', {
      'x-base-version': String(version),
    });
    expect(stale.status).toBe(409);
    const answer = (await stale.json()) as { message: string; records: { certificates: unknown[] } };
    expect(answer.message).toBe('This certificate was changed by someone else meanwhile.');
    expect(answer.records.certificates).toEqual([
      expect.objectContaining({ certificateComments: 'Endorsed' }),
    ]);
    expect((await t.certRow(certID))?.comments).toBe('Endorsed');
  });

  it('the queued save judges the same rules (plain dates), every field at once', async () => {
    const result = await t.op('officer', 'cert/save', {
      ...t.saveBody({ certificateTypeId: 'CL01', sectionId: 2, sectionNumber: '06', expireDate: null }),
      surveyWindowOpen: '2027-05-01',
      surveyWindowClosing: '2027-02-01',
    });
    expect(result).toMatchObject({
      status: 'rejected',
      errorList: [
        { property: 'expireDate', message: 'Required' },
        { property: 'surveyWindowOpen', message: 'Must be before closing' },
        { property: 'surveyWindowClosing', message: 'Must be after open' },
        { property: 'lastSurveyDate', message: 'Required' },
      ],
    });
    const wire = await t.op('officer', 'cert/save', t.saveBody({ expireDate: '2027-06-30T12:00:00Z' }));
    expect(wire).toMatchObject({ status: 'rejected', errorList: [{ property: 'body.expireDate' }] });
  });
});
