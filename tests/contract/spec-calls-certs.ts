import { expect } from 'vitest';
import type { ContractContext, SpecCall } from './spec-call-kit';

/**
 * Doc 2, section 7, Certificates, as the spec calls them: the save at the certificate's `{id}`
 * (0 creates, the vessel in the body's yachtID) with the nested `certificateType`. Entity fields:
 * doc 2, section 3 (certificate, certificate type, requirement, cert settings user, module state).
 */

const TYPE = ['certificateTypeName', 'certificateTypeID', 'certificateTypeOrder', 'defaultComment'] as const;
const TYPE_FLAGS = ['expiryDateRequired', 'surveyRangeDateRequired', 'lastSurveyDateRequired'] as const;
const CERTIFICATE = [
  ...['certID', 'id', 'status', 'certificateType', 'sectionID', 'sectionNumber', 'certificateSectionNumber'],
  ...['certificateID', 'expireDate', 'surveyWindowOpen', 'surveyWindowClosing', 'lastSurveyDate'],
  ...['alertDays', 'certificateComments', 'checked', 'attachments', 'yachtID'],
] as const;
const MODULE_STATE = [
  ...['sections', 'vesselParameters', 'certsModuleInitialized', 'accessToEditRequirements'],
  ...['accessToRequirements', 'accessToSettings', 'accessToCheckAttachments', 'isCertApprovalGroup'],
] as const;

const read = async (x: ContractContext, path: string) => {
  const res = await x.s.request(path, { token: x.token.fleet });
  return { status: res.status, body: res.status === 200 ? await res.json() : null };
};
const certificateOf = async (x: ContractContext, id: unknown) =>
  (await read(x, `/certsDetail/certificate/${id}`)).body as Record<string, unknown>;
const firstCertificate = (answer: unknown) =>
  (answer as { sections: { certificates: unknown[] }[] }).sections.flatMap((s) => s.certificates);

export const CERT_CALLS: readonly SpecCall[] = [
  {
    call: 'GET /cert/{id}',
    as: 'captain',
    request: (x) => ({ path: `/cert/${x.aurora}` }),
    fields: MODULE_STATE,
  },
  {
    call: 'GET /cert/isCertGroup/{id}',
    as: 'crew',
    request: (x) => ({ path: `/cert/isCertGroup/${x.aurora}` }),
  },
  {
    call: 'GET /cert/yachtData/{id}',
    as: 'captain',
    request: (x) => ({ path: `/cert/yachtData/${x.aurora}` }),
    fields: ['flag', 'class', 'vesselParametersID', 'cruisingUSWaters'],
  },
  {
    call: 'PUT /cert/yachtData/{id}',
    as: 'fleet',
    request: (x) => ({
      method: 'PUT',
      path: `/cert/yachtData/${x.meridian}`,
      body: {
        flag: 'Malta',
        class: 'Lloyds',
        vesselParametersID: 1,
        cruisingUSWaters: true,
        yachtID: x.meridian,
      },
    }),
    readBack: async (x) => {
      const data = (await read(x, `/cert/yachtData/${x.meridian}`)).body as Record<string, unknown>;
      expect([data.flag, data.class, data.cruisingUSWaters]).toEqual(['Malta', 'Lloyds', true]);
    },
  },
  {
    call: 'POST /cert/init/{id}',
    as: 'fleet',
    request: (x) => ({ method: 'POST', path: `/cert/init/${x.meridian}` }),
    readBack: async (x) => {
      const state = (await read(x, `/cert/${x.meridian}`)).body as { certsModuleInitialized: boolean };
      expect(state.certsModuleInitialized).toBe(true);
    },
  },
  {
    call: 'GET /certs/{id}',
    as: 'captain',
    request: (x) => ({ path: `/certs/${x.aurora}` }),
    item: firstCertificate,
    fields: CERTIFICATE,
    readBack: (x, answer) => {
      x.kept.certificate = (firstCertificate(answer)[0] as { certID: string }).certID;
    },
  },
  {
    call: 'GET /certificateType/{id}',
    as: 'captain',
    request: (x) => ({ path: `/certificateType/${x.aurora}` }),
    fields: [...TYPE, ...TYPE_FLAGS, 'sectionID', 'sectionNumber'],
    readBack: (x, answer) => {
      x.kept.type = (answer as Record<string, unknown>[]).find(
        (t) => !t.expiryDateRequired && !t.surveyRangeDateRequired && !t.lastSurveyDateRequired,
      );
    },
  },
  {
    call: 'POST /certsDetail/certificate/{id} (0 creates)',
    as: 'captain',
    request: (x) => {
      const type = x.kept.type as { sectionID: number; sectionNumber: string };
      return {
        method: 'POST',
        path: '/certsDetail/certificate/0',
        body: {
          certID: 0,
          certificateType: type,
          ...{ sectionID: type.sectionID, sectionNumber: type.sectionNumber, certificateID: 'Spec' },
          ...{ expireDate: '2027-06-01T12:00:00Z', surveyWindowOpen: '0001-01-01T00:00:00Z' },
          ...{ surveyWindowClosing: '0001-01-01T00:00:00Z', lastSurveyDate: '0001-01-01T00:00:00Z' },
          ...{
            alertDays: 90,
            certificateComments: 'Made as the spec makes it',
            checked: 0,
            yachtID: x.aurora,
          },
        },
      };
    },
    fields: ['certID'],
    readBack: async (x, answer) => {
      x.kept.made = (answer as { certID: string }).certID;
      const made = await certificateOf(x, x.kept.made);
      expect([made.certificateID, made.alertDays, made.yachtID]).toEqual(['Spec', 90, x.aurora]);
      expect((made.certificateType as { certificateTypeID: string }).certificateTypeID).toBe(
        (x.kept.type as { certificateTypeID: string }).certificateTypeID,
      );
    },
  },
  {
    call: 'POST /certsDetail/certificate/{id} (an id updates)',
    as: 'captain',
    request: (x) => {
      const type = x.kept.type as { sectionID: number; sectionNumber: string };
      return {
        method: 'POST',
        path: `/certsDetail/certificate/${x.kept.made}`,
        body: {
          id: x.kept.made,
          certificateType: type,
          ...{ sectionID: type.sectionID, sectionNumber: type.sectionNumber, certificateID: 'Spec 2' },
          ...{
            expireDate: '2027-07-01T12:00:00Z',
            alertDays: 120,
            certificateComments: 'Changed',
            checked: 1,
          },
          yachtID: x.aurora,
        },
      };
    },
    readBack: async (x) => {
      const made = await certificateOf(x, x.kept.made);
      expect([made.certificateID, made.alertDays, made.certificateComments]).toEqual([
        'Spec 2',
        120,
        'Changed',
      ]);
    },
  },
  // A body naming another vessel than the certificate's is refused, never ignored.
  {
    call: 'POST /certsDetail/certificate/{id} (another yachtID)',
    as: 'captain',
    request: (x) => {
      const type = x.kept.type as { certificateTypeID: string; sectionID: number; sectionNumber: string };
      return {
        method: 'POST',
        path: `/certsDetail/certificate/${x.kept.made}`,
        body: {
          ...{ certificateType: { certificateTypeID: type.certificateTypeID }, alertDays: 60 },
          ...{ sectionID: type.sectionID, sectionNumber: type.sectionNumber, yachtID: x.meridian },
        },
      };
    },
    status: 400,
    readBack: async (x) => expect((await certificateOf(x, x.kept.made)).alertDays).toBe(120),
  },
  {
    call: 'GET /certsDetail/certificate/{id}',
    as: 'captain',
    request: (x) => ({ path: `/certsDetail/certificate/${x.kept.certificate}` }),
    fields: CERTIFICATE,
  },
  {
    call: 'DELETE /certsDetail/certificate/{id}',
    as: 'captain',
    request: (x) => ({ method: 'DELETE', path: `/certsDetail/certificate/${x.kept.made}` }),
    readBack: async (x) =>
      expect((await read(x, `/certsDetail/certificate/${x.kept.made}`)).status).toBe(404),
  },
  {
    call: 'GET /certificateRequirement/{id}',
    as: 'captain',
    request: (x) => ({ path: `/certificateRequirement/${x.aurora}` }),
    fields: ['requirementID', 'certificateType', 'isActive'],
    readBack: (x, answer) => {
      x.kept.requirement = (
        answer as { certificateType: { certificateTypeID: string } }[]
      )[0]?.certificateType.certificateTypeID;
    },
  },
  {
    call: 'POST /certificateRequirement/{id}',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: `/certificateRequirement/${x.aurora}`,
      body: { certificateTypeID: x.kept.requirement, isActive: false },
    }),
    readBack: async (x) => {
      const list = (await read(x, `/certificateRequirement/${x.aurora}`)).body as {
        certificateType: { certificateTypeID: string };
        isActive: boolean;
      }[];
      expect(list.find((r) => r.certificateType.certificateTypeID === x.kept.requirement)?.isActive).toBe(
        false,
      );
    },
  },
  {
    call: 'DELETE /certificateRequirement/{id}/{typeId}',
    as: 'captain',
    request: (x) => ({ method: 'DELETE', path: `/certificateRequirement/${x.aurora}/${x.kept.requirement}` }),
  },
  {
    call: 'GET /certs/settings/{id}',
    as: 'captain',
    request: (x) => ({ path: `/certs/settings/${x.aurora}` }),
    fields: ['userID', 'inCertGroup'],
  },
  {
    call: 'POST /certs/settings/{id}',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: `/certs/settings/${x.aurora}`,
      body: { userID: x.userId.crew },
    }),
    readBack: async (x) => {
      const users = (await read(x, `/certs/settings/${x.aurora}`)).body as {
        userID: number;
        inCertGroup: boolean;
      }[];
      expect(users.find((u) => u.userID === x.userId.crew)?.inCertGroup).toBe(true);
    },
  },
  {
    call: 'DELETE /certs/settings/{id}/{userId}',
    as: 'captain',
    request: (x) => ({ method: 'DELETE', path: `/certs/settings/${x.aurora}/${x.userId.crew}` }),
    readBack: async (x) => {
      const users = (await read(x, `/certs/settings/${x.aurora}`)).body as {
        userID: number;
        inCertGroup: boolean;
      }[];
      expect(users.find((u) => u.userID === x.userId.crew)?.inCertGroup).toBe(false);
    },
  },
];
