import { z } from 'zod';
import type { CertificateRecord, CertSave } from '../../../contracts/certificates';
import { MSG } from '../../../contracts/messages';
import { ALERT_DAYS, normaliseAlertDays } from '../../../domain/certificates/cert-dates';
import {
  type CertTypeRules,
  certDateProblems,
  certHeaderProblems,
} from '../../../domain/certificates/cert-form';
import type { CertFormQuery } from '../../../domain/certificates/cert-form-query';
import { t } from '../../../i18n/i18n';
import { msg } from '../../../i18n/msg';

/**
 * The certificate form's values as the fields hold them (text; '' for an empty date), the
 * react-hook-form schema that checks them with the domain's rules (doc 2, section 5) and the
 * saved body they become. The command checks the body again with the contract's schema.
 */
export interface CertFormValues {
  sectionId: string;
  sectionNumber: string;
  certificateID: string;
  expireDate: string;
  surveyWindowOpen: string;
  surveyWindowClosing: string;
  lastSurveyDate: string;
  alertDays: string;
  certificateComments: string;
}

export const alertDayChoices = () =>
  ALERT_DAYS.map((d) => ({ id: String(d), label: t('{days} days', { days: d }) }));

/** A stored certificate's values, or a new one's from the link that opened the form. */
export function certFormValuesOf(
  record: CertificateRecord | undefined,
  query: CertFormQuery,
): CertFormValues {
  if (record)
    return {
      sectionId: String(record.sectionId),
      sectionNumber: record.sectionNumber,
      certificateID: record.certificateID ?? '',
      expireDate: record.expireDate ?? '',
      surveyWindowOpen: record.surveyWindowOpen ?? '',
      surveyWindowClosing: record.surveyWindowClosing ?? '',
      lastSurveyDate: record.lastSurveyDate ?? '',
      alertDays: String(normaliseAlertDays(record.alertDays)),
      certificateComments: record.certificateComments ?? '',
    };
  return {
    sectionId: query.sectionId === null ? '' : String(query.sectionId),
    sectionNumber: query.sectionNumber,
    certificateID: '',
    expireDate: '',
    surveyWindowOpen: '',
    surveyWindowClosing: '',
    lastSurveyDate: '',
    alertDays: String(normaliseAlertDays(null)),
    certificateComments: '',
  };
}

const text = z.string();

/**
 * The form's schema for react-hook-form: each problem under its field in the spec's words, the
 * type's name (not a field: it comes with the link) under 'root'. The section number is the two
 * digits alone: the form shows the section's shortcut in front of the field.
 */
export function certFormSchema(rules: CertTypeRules, typeName: string) {
  return z
    .object({
      sectionId: text,
      sectionNumber: text,
      certificateID: text.max(100, MSG.maxLength(100)),
      expireDate: text,
      surveyWindowOpen: text,
      surveyWindowClosing: text,
      lastSurveyDate: text,
      alertDays: text,
      certificateComments: text.max(2000, MSG.maxLength(2000)),
    })
    .superRefine((v, ctx) => {
      const header = certHeaderProblems({
        sectionId: v.sectionId === '' ? null : Number(v.sectionId),
        sectionNumber: v.sectionNumber,
        certificateTypeName: typeName,
      });
      if (header.sectionId) ctx.addIssue({ code: 'custom', path: ['sectionId'], message: header.sectionId });
      if (header.sectionNumber)
        ctx.addIssue({ code: 'custom', path: ['sectionNumber'], message: header.sectionNumber });
      if (header.certificateTypeName)
        ctx.addIssue({ code: 'custom', path: ['root'], message: msg('Certificate name: Required') });
      const dates = certDateProblems(v, rules);
      for (const [field, message] of Object.entries(dates))
        ctx.addIssue({ code: 'custom', path: [field], message });
    });
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** The body of cert/save for the values; `checked` only when the user confirmed viewing the documents. */
export function certSaveBodyOf(
  v: CertFormValues,
  ids: { yachtId: number; certificateId: string; certificateTypeId: string },
  checked?: boolean,
): CertSave {
  return {
    ...ids,
    sectionId: Number(v.sectionId),
    sectionNumber: v.sectionNumber,
    certificateID: orNull(v.certificateID),
    expireDate: orNull(v.expireDate),
    surveyWindowOpen: orNull(v.surveyWindowOpen),
    surveyWindowClosing: orNull(v.surveyWindowClosing),
    lastSurveyDate: orNull(v.lastSurveyDate),
    alertDays: Number(v.alertDays),
    certificateComments: orNull(v.certificateComments),
    ...(checked === undefined ? {} : { checked }),
  };
}
