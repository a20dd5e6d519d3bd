import type { CertificateRecord, CertSection, CertType } from '@contracts/certificates';
import type { CertificateWire, CertTypeWire } from '@contracts/certificates-wire';
import { EXPIRY_TEXT, expiryState, toWireDate } from '@domain/certificates/cert-dates';
import { certificateNumber } from '@domain/certificates/cert-form';

/**
 * Records as the spec's certificate calls answer them (doc 2, section 3): its field names, dates
 * at 12:00:00Z and the empty date as the sentinel, the expiry status worked out for today.
 */

export function typeWire(type: CertType, sections: Map<number, CertSection>): CertTypeWire {
  const shortcut = sections.get(type.sectionId)?.shortcut ?? '';
  return {
    certificateTypeID: type.id,
    certificateTypeName: type.name,
    certificateTypeOrder: type.order,
    sectionID: type.sectionId,
    sectionNumber: type.number,
    certificateSectionNumber: certificateNumber(shortcut, type.number),
    defaultComment: type.defaultComment,
    expiryDateRequired: type.expiryDateRequired,
    surveyRangeDateRequired: type.surveyRangeDateRequired,
    lastSurveyDateRequired: type.lastSurveyDateRequired,
    documentUploadRequired: type.documentUploadRequired,
    isVesselType: type.vesselId !== null,
  };
}

export function certificateWire(
  cert: CertificateRecord,
  type: CertType,
  sections: Map<number, CertSection>,
  today: string,
): CertificateWire {
  const status = expiryState(cert.expireDate, today, cert.alertDays);
  return {
    certID: cert.id,
    id: cert.id,
    status,
    statusText: status === 'expiring' || status === 'expired' ? EXPIRY_TEXT[status] : null,
    certificateType: typeWire(type, sections),
    sectionID: cert.sectionId,
    sectionNumber: cert.sectionNumber,
    certificateSectionNumber: certificateNumber(
      sections.get(cert.sectionId)?.shortcut ?? '',
      cert.sectionNumber,
    ),
    certificateID: cert.certificateID,
    expireDate: toWireDate(cert.expireDate),
    surveyWindowOpen: toWireDate(cert.surveyWindowOpen),
    surveyWindowClosing: toWireDate(cert.surveyWindowClosing),
    lastSurveyDate: toWireDate(cert.lastSurveyDate),
    alertDays: cert.alertDays,
    certificateComments: cert.certificateComments,
    checked: cert.checked ? 1 : 0,
    attachments: [],
    yachtID: cert.vesselId,
    version: cert.version,
  };
}

export const bySection = (sections: CertSection[]) => new Map(sections.map((s) => [s.id, s]));
