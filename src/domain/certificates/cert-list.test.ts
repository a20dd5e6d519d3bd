import { describe, expect, it } from 'vitest';
import type { CertificateRecord, CertSection, CertSettings, CertType } from '../../contracts/certificates';
import {
  activeRequirementTypes,
  addableTypes,
  certificateTitle,
  certRegister,
  filterRegister,
  inactiveRequirementTypes,
  sectionLabel,
  suggestNames,
} from './cert-list';

const TODAY = '2026-06-01';

const section = (id: number, shortcut: string, order = id): CertSection => ({
  id,
  name: `Section ${shortcut}`,
  shortcut,
  order,
  version: 1,
});
const SECTIONS = [section(1, 'RG'), section(4, 'SF'), section(9, 'RD')];

const type = (id: string, sectionId: number, number: string, extra: Partial<CertType> = {}): CertType => ({
  id,
  vesselId: null,
  sectionId,
  number,
  name: `Type ${id}`,
  order: Number(number),
  defaultComment: null,
  expiryDateRequired: true,
  surveyRangeDateRequired: false,
  lastSurveyDateRequired: false,
  documentUploadRequired: true,
  deleted: false,
  version: 1,
  ...extra,
});
const TYPES = [type('RG01', 1, '01'), type('RG02', 1, '02'), type('SF03', 4, '03'), type('RD01', 9, '01')];

let seq = 0;
const cert = (typeId: string, extra: Partial<CertificateRecord> = {}): CertificateRecord => {
  const t = TYPES.find((x) => x.id === typeId)!;
  return {
    id: `01JCERT${String(++seq).padStart(19, '0')}`,
    vesselId: 1,
    certificateTypeId: typeId,
    sectionId: t.sectionId,
    sectionNumber: t.number,
    certificateID: null,
    expireDate: '2028-01-01',
    surveyWindowOpen: null,
    surveyWindowClosing: null,
    lastSurveyDate: null,
    alertDays: 60,
    certificateComments: null,
    checked: false,
    deleted: false,
    version: 1,
    ...extra,
  };
};

const settings = (requirements: [string, boolean][]): CertSettings => ({
  vesselId: 1,
  flag: null,
  class: null,
  vesselParameterId: 2,
  cruisingUSWaters: false,
  initialized: true,
  approvalGroup: [],
  requirements: requirements.map(([certificateTypeId, isActive]) => ({ certificateTypeId, isActive })),
  version: 3,
});

describe('sectionLabel', () => {
  it('names a section by the shortcut its certificate numbers begin with, never by a number of its own', () => {
    const { groups } = certRegister({
      // Radio first among the sections, 9th by id: no '1.' nor '9.' either way.
      sections: [section(9, 'RD', 1)],
      types: TYPES,
      settings: null,
      // And one in a section the device does not hold yet.
      certificates: [cert('RD01'), cert('SF03', { sectionId: 12 })],
      today: TODAY,
    });
    expect(
      groups.map((g) => [sectionLabel(g.section, (s) => s), g.certificates.map((e) => e.number)]),
    ).toEqual([
      ['RD · Section RD', ['RD01']],
      ['Section 12', ['03']],
    ]);
  });
});

describe('certificateTitle', () => {
  it.each([
    ['Radio Licence', null, 'Radio Licence'],
    ['Radio Licence', '', 'Radio Licence'],
    ['Radio Licence', '  ', 'Radio Licence'],
    ['Radio Licence', ' VHF/MF/HF ', 'Radio Licence VHF/MF/HF'],
  ])('%s + %j is %s', (name, suffix, title) => {
    expect(certificateTitle(name, suffix)).toBe(title);
  });
});

describe('certRegister', () => {
  it('groups by section in the sections’ order, sorted by number, with the shortcut and the state', () => {
    const certificates = [
      cert('SF03', { expireDate: '2026-06-20' }), // within 60 + 6 days: expiring
      cert('RG02', { expireDate: null }),
      cert('RG01', { expireDate: '2026-05-31', certificateID: 'No. 7' }), // yesterday: expired
    ];
    const { groups, summary } = certRegister({
      sections: SECTIONS,
      types: TYPES,
      settings: settings([]),
      certificates,
      today: TODAY,
    });
    expect(groups.map((g) => g.section.shortcut)).toEqual(['RG', 'SF']);
    expect(groups[0]!.certificates.map((e) => [e.number, e.title, e.stateText])).toEqual([
      ['RG01', 'Type RG01 No. 7', 'Expired date'],
      ['RG02', 'Type RG02', 'No expiry'],
    ]);
    expect(groups[1]!.certificates.map((e) => [e.number, e.state, e.stateText])).toEqual([
      ['SF03', 'expiring', 'Expiring date'],
    ]);
    expect(summary).toEqual({ certificates: 3, expired: 1, expiring: 1, missing: 0 });
  });

  it('reports required types with no certificate as missing; switched off, deleted or present ones are not', () => {
    const { groups, summary } = certRegister({
      sections: SECTIONS,
      types: [...TYPES, type('SF05', 4, '05', { deleted: true })],
      settings: settings([
        ['RG01', true], // present
        ['SF03', true], // missing
        ['RD01', false], // switched off
        ['SF05', true], // deleted type
      ]),
      certificates: [cert('RG01')],
      today: TODAY,
    });
    expect(groups.map((g) => [g.section.shortcut, g.missing.map((m) => m.number)])).toEqual([
      ['RG', []],
      ['SF', ['SF03']],
    ]);
    expect(summary.missing).toBe(1);
  });

  it('a deleted certificate (a tombstone) neither shows nor stops its type from being missing', () => {
    const { groups, summary } = certRegister({
      sections: SECTIONS,
      types: TYPES,
      settings: settings([['RD01', true]]),
      certificates: [cert('RD01', { deleted: true })],
      today: TODAY,
    });
    expect(groups.flatMap((g) => g.certificates)).toEqual([]);
    expect(summary).toEqual({ certificates: 0, expired: 0, expiring: 0, missing: 1 });
  });

  it('no settings (a vessel not set up yet) makes nothing missing', () => {
    expect(
      certRegister({ sections: SECTIONS, types: TYPES, settings: null, certificates: [], today: TODAY }),
    ).toEqual({ groups: [], summary: { certificates: 0, expired: 0, expiring: 0, missing: 0 } });
  });

  it('keeps a certificate whose type or section the device lacks, under its id', () => {
    const stray = { ...cert('RD01'), certificateTypeId: 'ZZ09', sectionId: 42, sectionNumber: '09' };
    const { groups } = certRegister({
      sections: SECTIONS,
      types: TYPES,
      settings: null,
      certificates: [stray],
      today: TODAY,
    });
    expect(groups.map((g) => [g.section.name, g.certificates.map((e) => [e.title, e.number])])).toEqual([
      ['Section 42', [['ZZ09', '09']]],
    ]);
  });

  it('keeps the pending mark of the rows it is given', () => {
    const { groups } = certRegister({
      sections: SECTIONS,
      types: TYPES,
      settings: null,
      certificates: [{ ...cert('RG01'), pending: 1 as const }],
      today: TODAY,
    });
    expect(groups[0]!.certificates[0]!.certificate.pending).toBe(1);
  });
});

describe('filterRegister', () => {
  const { groups } = certRegister({
    sections: SECTIONS,
    types: TYPES,
    settings: settings([['RD01', true]]),
    certificates: [cert('RG01', { expireDate: '2026-01-01' }), cert('SF03', { expireDate: '2026-06-10' })],
    today: TODAY,
  });
  it.each([
    ['all', ['RG', 'SF', 'RD']],
    ['expired', ['RG']],
    ['expiring', ['SF']],
    ['missing', ['RD']],
  ] as const)('%s keeps the sections %j', (filter, shortcuts) => {
    expect(filterRegister(groups, filter).map((g) => g.section.shortcut)).toEqual(shortcuts);
  });
  it('missing shows no certificates, the others no missing types', () => {
    expect(filterRegister(groups, 'missing')[0]!.certificates).toEqual([]);
    expect(filterRegister(groups, 'expired')[0]!.missing).toEqual([]);
  });
});

describe('what the searches offer', () => {
  const s = settings([
    ['RG01', true],
    ['RG02', false],
    ['SF03', true],
  ]);
  it('a new certificate: types not switched off and with no certificate (no row counts as active)', () => {
    const own = type('01JOWNTYPE0000000000000001', 9, '05', { vesselId: 1 });
    const offered = addableTypes([...TYPES, own], SECTIONS, s, [
      cert('SF03'),
      cert('RG01', { deleted: true }),
    ]);
    expect(offered.map((t) => t.id)).toEqual(['RG01', 'RD01', own.id]);
  });
  it('the requirement search: only inactive requirements; the toggles: the active ones', () => {
    expect(inactiveRequirementTypes(TYPES, SECTIONS, s).map((t) => t.id)).toEqual(['RG02']);
    expect(activeRequirementTypes(TYPES, SECTIONS, s).map((t) => t.id)).toEqual(['RG01', 'SF03']);
  });
});

describe('suggestNames', () => {
  const names = ['Certificate of Registry', 'Radio Licence', 'Ship Radio Station Licence', 'Load Line'];
  it.each([
    ['', 8, names],
    ['radio', 8, ['Radio Licence', 'Ship Radio Station Licence']],
    ['licence radio', 8, ['Radio Licence', 'Ship Radio Station Licence']],
    ['station', 8, ['Ship Radio Station Licence']],
    ['e', 2, ['Certificate of Registry', 'Radio Licence']],
    ['xyz', 8, []],
  ] as const)('%j (limit %d) offers %j', (text, limit, expected) => {
    expect(suggestNames(text, names, limit)).toEqual(expected);
  });
  it('puts names that start with the text first', () => {
    expect(suggestNames('lo', ['Block lo', 'Load Line'])).toEqual(['Load Line', 'Block lo']);
  });
});
