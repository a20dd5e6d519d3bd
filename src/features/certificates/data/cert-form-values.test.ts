import { describe, expect, it } from 'vitest';
import type { CertificateRecord } from '../../../contracts/certificates';
import { parseCertFormQuery } from '../../../domain/certificates/cert-form-query';
import { type CertFormValues, certFormSchema, certFormValuesOf, certSaveBodyOf } from './cert-form-values';

const NONE = { expiryDateRequired: false, surveyRangeDateRequired: false, lastSurveyDateRequired: false };
const ALL = { expiryDateRequired: true, surveyRangeDateRequired: true, lastSurveyDateRequired: true };
const blank: CertFormValues = certFormValuesOf(
  undefined,
  parseCertFormQuery(new URLSearchParams('sectionID=4&sectionNumber=03')),
);

/** Each field's message, as react-hook-form shows them (the first per field). */
const problems = (v: Partial<CertFormValues>, rules = NONE, name = 'Radio Licence') => {
  const r = certFormSchema(rules, name).safeParse({ ...blank, ...v });
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const i of r.error.issues) out[String(i.path[0])] ??= i.message;
  return out;
};

describe('the certificate form’s schema', () => {
  it('a new certificate starts from the link: section, number, 60 alert days', () => {
    expect(blank).toMatchObject({ sectionId: '4', sectionNumber: '03', alertDays: '60', expireDate: '' });
    expect(problems({})).toEqual({});
  });

  it('says Required for each date the type asks for', () => {
    expect(problems({}, ALL)).toEqual({
      expireDate: 'Required',
      surveyWindowOpen: 'Required',
      surveyWindowClosing: 'Required',
      lastSurveyDate: 'Required',
    });
  });

  it.each([
    ['2026-09-01', '2026-03-01'],
    ['2026-09-01', '2026-09-01'],
  ])('a window open %s, closing %s is refused on both ends, required or not', (open, closing) => {
    expect(problems({ surveyWindowOpen: open, surveyWindowClosing: closing })).toEqual({
      surveyWindowOpen: 'Must be before closing',
      surveyWindowClosing: 'Must be after open',
    });
  });

  it.each([
    ['', 'Required'],
    ['7', 'Wrong length'],
    ['007', 'Wrong length'],
    ['0a', 'Must be a number'],
    ['07', undefined],
  ])('section number %j: %s', (sectionNumber, message) => {
    expect(problems({ sectionNumber }).sectionNumber).toBe(message);
  });

  it('needs a section, and a name (from the link) as a form error', () => {
    expect(problems({ sectionId: '' }, NONE, ' ')).toEqual({
      sectionId: 'Required',
      root: 'Certificate name: Required',
    });
  });
});

describe('the saved body', () => {
  const record: CertificateRecord = {
    id: '01JCERT0000000000000000001',
    vesselId: 1,
    certificateTypeId: 'RD01',
    sectionId: 9,
    sectionNumber: '01',
    certificateID: 'VHF',
    expireDate: '2027-01-01',
    surveyWindowOpen: null,
    surveyWindowClosing: null,
    lastSurveyDate: null,
    alertDays: 45,
    certificateComments: null,
    checked: false,
    deleted: false,
    version: 3,
  };
  const ids = { yachtId: 1, certificateId: record.id, certificateTypeId: 'RD01' };

  it('reads a stored certificate (alert days normalised) and writes it back the same', () => {
    const values = certFormValuesOf(record, parseCertFormQuery(new URLSearchParams()));
    expect(values.alertDays).toBe('60');
    expect(certSaveBodyOf(values, ids)).toEqual({
      ...ids,
      sectionId: 9,
      sectionNumber: '01',
      certificateID: 'VHF',
      expireDate: '2027-01-01',
      surveyWindowOpen: null,
      surveyWindowClosing: null,
      lastSurveyDate: null,
      alertDays: 60,
      certificateComments: null,
    });
  });

  it('empty text is no value; Checked is sent only when given', () => {
    const values = {
      ...certFormValuesOf(record, parseCertFormQuery(new URLSearchParams())),
      certificateID: ' ',
    };
    expect(certSaveBodyOf(values, ids).certificateID).toBeNull();
    expect(certSaveBodyOf(values, ids)).not.toHaveProperty('checked');
    expect(certSaveBodyOf(values, ids, true).checked).toBe(true);
  });
});
