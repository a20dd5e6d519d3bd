/**
 * The certificate form's address (doc 2, section 2): '/fleet/{codename}/certs/certificate' with
 * the query parameters certID, certificateTypeID, certificateTypeName, certStateID,
 * newCertTypeTitle, sectionID, sectionNumber and the flags expiryDateRequired,
 * sureveyRangeDateRequired (the spec's spelling), lastSurveyDateRequired and
 * documentUploadRequired. Links come from the list, the search, Add Other and the issues page
 * (which the server builds the same way), and may be typed or stale: anything unreadable is
 * taken as not given, never as an error.
 */
import type { CertTypeRules } from './cert-form';

export interface CertFormQuery {
  /** The certificate to edit; null makes a new one (certID 0, empty or absent). */
  certId: string | null;
  certificateTypeId: string | null;
  certificateTypeName: string;
  /** Passed through by the spec's links; the form has no use for it (the state is worked out). */
  certStateId: number | null;
  /** Set by Add Other: the type is new and is added with the certificate. */
  newCertTypeTitle: string | null;
  sectionId: number | null;
  sectionNumber: string;
  rules: CertTypeRules & { documentUploadRequired: boolean };
}

interface Params {
  get(name: string): string | null;
}

const ID = /^[0-9A-Za-z]{2,40}$/;
const text = (v: string | null, max: number) => (v ?? '').trim().slice(0, max);
/** 'true' or '1' (links written by hand use either); anything else is false. */
const flag = (v: string | null) => /^(true|1)$/i.test((v ?? '').trim());
const positiveInt = (v: string | null) => {
  const t = (v ?? '').trim();
  if (!/^\d{1,9}$/.test(t)) return null;
  const n = Number(t);
  return n > 0 ? n : null;
};

export function parseCertFormQuery(params: Params): CertFormQuery {
  const certRaw = text(params.get('certID'), 60);
  const typeRaw = text(params.get('certificateTypeID'), 60);
  const title = text(params.get('newCertTypeTitle'), 150);
  const state = (params.get('certStateID') ?? '').trim();
  return {
    certId: certRaw === '' || /^0+$/.test(certRaw) ? null : certRaw,
    certificateTypeId: ID.test(typeRaw) ? typeRaw : null,
    certificateTypeName: text(params.get('certificateTypeName'), 150) || title,
    certStateId: /^-?\d{1,9}$/.test(state) ? Number(state) : null,
    newCertTypeTitle: title === '' ? null : title,
    sectionId: positiveInt(params.get('sectionID')),
    sectionNumber: text(params.get('sectionNumber'), 20),
    rules: {
      expiryDateRequired: flag(params.get('expiryDateRequired')),
      // The spec's links say 'sureveyRangeDateRequired'; a corrected spelling is read too.
      surveyRangeDateRequired:
        flag(params.get('sureveyRangeDateRequired')) || flag(params.get('surveyRangeDateRequired')),
      lastSurveyDateRequired: flag(params.get('lastSurveyDateRequired')),
      documentUploadRequired: flag(params.get('documentUploadRequired')),
    },
  };
}

/** A certificate type as the form's query needs it. */
export interface TypeForQuery {
  id: string;
  name: string;
  sectionId: number;
  number: string;
  expiryDateRequired: boolean;
  surveyRangeDateRequired: boolean;
  lastSurveyDateRequired: boolean;
  documentUploadRequired: boolean;
}

/** The query of an existing certificate's form. */
export const certEditQuery = (certificateId: string) => `?${new URLSearchParams({ certID: certificateId })}`;

/** The query of a new certificate of a known type (the search, a missing certificate). */
export function certNewQuery(type: TypeForQuery): string {
  return `?${new URLSearchParams({
    certID: '0',
    certificateTypeID: type.id,
    certificateTypeName: type.name,
    sectionID: String(type.sectionId),
    sectionNumber: type.number,
    expiryDateRequired: String(type.expiryDateRequired),
    sureveyRangeDateRequired: String(type.surveyRangeDateRequired),
    lastSurveyDateRequired: String(type.lastSurveyDateRequired),
    documentUploadRequired: String(type.documentUploadRequired),
  })}`;
}

/** The query Add Other goes on with: the form values, the type made when the certificate is saved. */
export function certNewTypeQuery(values: {
  title: string;
  sectionId: number;
  sectionNumber: string;
}): string {
  return `?${new URLSearchParams({
    certID: '0',
    certificateTypeName: values.title,
    newCertTypeTitle: values.title,
    sectionID: String(values.sectionId),
    sectionNumber: values.sectionNumber,
  })}`;
}
