import { describe, expect, it } from 'vitest';
import type { CertificateRecord, CertType } from '../../contracts/certificates';
import { needsMe } from '../home/needs-me';
import { needsMeBase } from '../home/needs-me-base';
import { certIssueFigures, missingTypes, newCertificatePath, vesselCertIssues } from './cert-issues';

const type = (id: string, name: string, extra: Partial<CertType> = {}): CertType => ({
  id,
  vesselId: null,
  sectionId: 1,
  number: '01',
  name,
  order: 1,
  defaultComment: null,
  expiryDateRequired: true,
  surveyRangeDateRequired: false,
  lastSurveyDateRequired: false,
  documentUploadRequired: false,
  deleted: false,
  version: 1,
  ...extra,
});
const cert = (
  id: string,
  typeId: string,
  expireDate: string | null,
  extra: Partial<CertificateRecord> = {},
) =>
  ({
    id,
    vesselId: 1,
    certificateTypeId: typeId,
    sectionId: 1,
    sectionNumber: '01',
    certificateID: null,
    expireDate,
    surveyWindowOpen: null,
    surveyWindowClosing: null,
    lastSurveyDate: null,
    alertDays: 60,
    certificateComments: null,
    checked: false,
    deleted: false,
    version: 1,
    ...extra,
  }) satisfies CertificateRecord;

const types = [type('RG01', 'Registry'), type('SF03', 'Safety Equipment'), type('LL01', 'Load Line')];
const today = '2026-11-26';

describe('vessel certificate issues', () => {
  it('lists expired before expiring, soonest first, then missing required types, each with its link', () => {
    const issues = vesselCertIssues({
      codename: 'aurora',
      vesselId: 1,
      today,
      types,
      certificates: [
        cert('c1', 'RG01', '2027-01-20'), // 55 days: within 60 + 6
        cert('c2', 'SF03', '2026-11-25', { certificateID: 'A' }), // yesterday: expired
        cert('c3', 'RG01', '2026-12-01'),
        cert('c4', 'RG01', '2027-06-01'), // far off: no issue
        cert('c5', 'RG01', '2020-01-01', { deleted: true }),
      ],
      missing: [types[2]!],
    });
    expect(issues.map((i) => [i.kind, i.name, i.date])).toEqual([
      ['certificateExpired', 'Safety Equipment A', '2026-11-25'],
      ['certificateExpiring', 'Registry', '2026-12-01'],
      ['certificateExpiring', 'Registry', '2027-01-20'],
      ['certificateMissing', 'Load Line', null],
    ]);
    expect(issues[0]!.path).toBe('/fleet/aurora/certs/certificate?certID=c2');
    expect(issues[3]!.path).toBe(newCertificatePath('aurora', types[2]!));
  });

  it('starts warning at alert days + 6 before expiry and counts the expiry day as still valid', () => {
    const on = (expiry: string, alertDays: number) =>
      vesselCertIssues({
        codename: 'a',
        vesselId: 1,
        today,
        types,
        certificates: [cert('c', 'RG01', expiry, { alertDays })],
        missing: [],
      }).map((i) => i.kind);
    expect(on('2027-03-02', 90)).toEqual(['certificateExpiring']); // 96 days away
    expect(on('2027-03-03', 90)).toEqual([]); // 97 days away
    expect(on(today, 60)).toEqual(['certificateExpiring']);
  });

  it('the missing link carries the type and section, in the spec parameters (its spelling too)', () => {
    const path = newCertificatePath('sea star', type('X1', 'Radio & GMDSS', { sectionId: 4, number: '07' }));
    const url = new URL(path, 'http://x');
    expect(url.pathname).toBe('/fleet/sea%20star/certs/certificate');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      certID: '0',
      certificateTypeID: 'X1',
      certificateTypeName: 'Radio & GMDSS',
      sectionID: '4',
      sectionNumber: '07',
      expiryDateRequired: 'true',
      sureveyRangeDateRequired: 'false',
    });
  });
});

describe('missing required types', () => {
  it('are the active requirements with no certificate, removed types and deleted certificates aside', () => {
    const all = [...types, type('OLD', 'Old', { deleted: true })];
    const settings = {
      requirements: [
        { certificateTypeId: 'RG01', isActive: true },
        { certificateTypeId: 'SF03', isActive: true },
        { certificateTypeId: 'LL01', isActive: false },
        { certificateTypeId: 'OLD', isActive: true },
      ],
    };
    const certs = [cert('c1', 'RG01', null), cert('c2', 'SF03', null, { deleted: true })];
    expect(missingTypes(all, certs, settings).map((t) => t.id)).toEqual(['SF03']);
    expect(missingTypes(all, certs, null)).toEqual([]);
  });
});

describe('the issues page and the home tile count the same certificates', () => {
  it("the page's 'expiring or expired' figure is the home tile's, a missing one said apart", () => {
    const certificates = [
      cert('c1', 'RG01', '2027-01-20'),
      cert('c2', 'SF03', '2026-11-25'),
      cert('c3', 'RG01', '2026-12-01'),
      cert('c4', 'RG01', '2027-06-01'),
    ];
    const issues = vesselCertIssues({
      codename: 'a',
      vesselId: 1,
      today,
      types,
      certificates,
      missing: [types[2]!],
    });
    const home = needsMe({ ...needsMeBase, today, certificates }).expiring;
    expect(issues).toHaveLength(4);
    expect(certIssueFigures(issues)).toEqual({ expiring: 3, missing: 1 });
    expect(home).toEqual({ known: 'all', value: { certificates: 3, documents: 0 } });
  });
});
