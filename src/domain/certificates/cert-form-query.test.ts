import { describe, expect, it } from 'vitest';
import { certEditQuery, certNewQuery, certNewTypeQuery, parseCertFormQuery } from './cert-form-query';

const parse = (query: string) => parseCertFormQuery(new URLSearchParams(query));
const NO_RULES = {
  expiryDateRequired: false,
  surveyRangeDateRequired: false,
  lastSurveyDateRequired: false,
  documentUploadRequired: false,
};

describe('parseCertFormQuery', () => {
  it('reads the spec’s parameters, the misspelt survey flag included', () => {
    expect(
      parse(
        'certID=0&certificateTypeID=SF03&certificateTypeName=Cargo%20Ship%20Safety%20Equipment%20Certificate' +
          '&certStateID=2&sectionID=4&sectionNumber=03&expiryDateRequired=true&sureveyRangeDateRequired=true' +
          '&lastSurveyDateRequired=false&documentUploadRequired=1',
      ),
    ).toEqual({
      certId: null,
      certificateTypeId: 'SF03',
      certificateTypeName: 'Cargo Ship Safety Equipment Certificate',
      certStateId: 2,
      newCertTypeTitle: null,
      sectionId: 4,
      sectionNumber: '03',
      rules: {
        expiryDateRequired: true,
        surveyRangeDateRequired: true,
        lastSurveyDateRequired: false,
        documentUploadRequired: true,
      },
    });
  });

  it.each([
    ['', null],
    ['certID=', null],
    ['certID=0', null],
    ['certID=000', null],
    ['certID=01JDEMOCERT000000000000001', '01JDEMOCERT000000000000001'],
    ['certID=%2001JDEMOCERT000000000000001%20', '01JDEMOCERT000000000000001'],
  ])('%j: certificate %j (null is a new one)', (query, certId) => {
    expect(parse(query).certId).toBe(certId);
  });

  it('takes anything unreadable as not given', () => {
    expect(parse('certificateTypeID=a%20b&sectionID=-3&certStateID=x&expiryDateRequired=yes')).toMatchObject({
      certificateTypeId: null,
      sectionId: null,
      certStateId: null,
      rules: NO_RULES,
    });
    expect(parse('sectionID=0').sectionId).toBeNull();
    expect(parse('sectionID=1.5').sectionId).toBeNull();
  });

  it('reads the corrected spelling of the survey flag too, and TRUE in capitals', () => {
    expect(parse('surveyRangeDateRequired=TRUE').rules.surveyRangeDateRequired).toBe(true);
  });

  it('Add Other: the new title names the certificate when no type name is given', () => {
    expect(
      parse('certID=0&newCertTypeTitle=%20Crane%20certificate%20&sectionID=4&sectionNumber=SF07'),
    ).toEqual({
      certId: null,
      certificateTypeId: null,
      certificateTypeName: 'Crane certificate',
      certStateId: null,
      newCertTypeTitle: 'Crane certificate',
      sectionId: 4,
      sectionNumber: 'SF07',
      rules: NO_RULES,
    });
  });
});

describe('the form’s links read back as written', () => {
  const type = {
    id: 'RD01',
    name: 'Ship Radio Station Licence & MMSI',
    sectionId: 9,
    number: '01',
    expiryDateRequired: true,
    surveyRangeDateRequired: false,
    lastSurveyDateRequired: true,
    documentUploadRequired: true,
  };
  it('a new certificate of a type', () => {
    const query = certNewQuery(type);
    expect(query).toContain('sureveyRangeDateRequired=false');
    expect(parse(query.slice(1))).toEqual({
      certId: null,
      certificateTypeId: 'RD01',
      certificateTypeName: 'Ship Radio Station Licence & MMSI',
      certStateId: null,
      newCertTypeTitle: null,
      sectionId: 9,
      sectionNumber: '01',
      rules: {
        expiryDateRequired: true,
        surveyRangeDateRequired: false,
        lastSurveyDateRequired: true,
        documentUploadRequired: true,
      },
    });
  });
  it('an existing certificate, and Add Other', () => {
    expect(parse(certEditQuery('01JDEMOCERT000000000000001').slice(1)).certId).toBe(
      '01JDEMOCERT000000000000001',
    );
    expect(
      parse(certNewTypeQuery({ title: 'Crane / hoist', sectionId: 4, sectionNumber: '07' }).slice(1)),
    ).toMatchObject({ newCertTypeTitle: 'Crane / hoist', sectionId: 4, sectionNumber: '07', certId: null });
  });
});
