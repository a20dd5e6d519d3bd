import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import type { CertSection, CertType } from '../../../contracts/certificates';
import { certRegister } from '../../../domain/certificates/cert-list';
import { CertSectionCard } from './cert-section-card';

const radio: CertSection = { id: 9, name: 'Radio', shortcut: 'RD', order: 9, version: 1 };
const licence = {
  id: 'RD01',
  vesselId: null,
  sectionId: 9,
  number: '01',
  name: 'Ship Station Radio Licence',
  order: 1,
  defaultComment: null,
  expiryDateRequired: true,
  surveyRangeDateRequired: false,
  lastSurveyDateRequired: false,
  documentUploadRequired: true,
  deleted: false,
  version: 1,
} satisfies CertType;

/** The heading and row numbers of one section of the register, as text. */
const shown = (sections: CertSection[], type: CertType) => {
  const { groups } = certRegister({
    sections,
    types: [type],
    settings: { requirements: [{ certificateTypeId: type.id, isActive: true }] },
    certificates: [],
    today: '2026-06-01',
  });
  const html = renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(CertSectionCard, { group: groups[0]!, formPath: '/certs' }),
    ),
  );
  const text = (cls: string) =>
    [...html.matchAll(new RegExp(`<(?:h2|span)[^>]*class="${cls}"[^>]*>(.*?)</(?:h2|span)>`, 'g'))].map((m) =>
      m[1]!.replace(/<[^>]+>/g, ''),
    );
  return {
    heading: html.match(/<h2[^>]*>(.*?)<\/h2>/)![1]!.replace(/<[^>]+>/g, ''),
    numbers: text('cert-no'),
  };
};

it('heads a section with the shortcut its certificate numbers begin with, not a count of its own', () => {
  expect(shown([radio], licence)).toEqual({ heading: 'RD Radio', numbers: ['RD01'] });
});

it('heads a section the device does not hold yet with its name alone', () => {
  expect(shown([], { ...licence, sectionId: 12 })).toEqual({ heading: 'Section 12', numbers: ['01'] });
});
