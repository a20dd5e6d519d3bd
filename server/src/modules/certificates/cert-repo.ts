import type {
  CertificateRecord,
  CertRequirement,
  CertSection,
  CertSettings,
  CertType,
  VesselParameter,
} from '@contracts/certificates';
import type { Queryable } from '../../db/client';

/**
 * The certificate kinds as the feed and the use cases read them. Each select exposes `vessel_id`,
 * `user_id` and `version` beside its fields, as the feed engine needs; the catalogue's rows
 * belong to no vessel (vessel_id NULL).
 */

type Row = Record<string, unknown>;
const day = (v: unknown) => (v === null || v === undefined ? null : String(v).slice(0, 10));
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

export const SECTION_SELECT = `SELECT s.id, NULL::int AS vessel_id, NULL::int AS user_id, s.name, s.shortcut,
    s.sort_order, s.version
  FROM cert_sections s`;

export const toSection = (r: Row): CertSection => ({
  id: Number(r.id),
  name: String(r.name),
  shortcut: String(r.shortcut),
  order: Number(r.sort_order),
  version: Number(r.version),
});

export const PARAMETER_SELECT = `SELECT p.id, NULL::int AS vessel_id, NULL::int AS user_id, p.name, p.sort_order,
    p.version
  FROM vessel_parameters p`;

export const toParameter = (r: Row): VesselParameter => ({
  id: Number(r.id),
  name: String(r.name),
  order: Number(r.sort_order),
  version: Number(r.version),
});

export const TYPE_SELECT = `SELECT t.id, t.vessel_id, NULL::int AS user_id, t.section_id, t.number, t.name,
    t.sort_order, t.default_comment, t.expiry_date_required, t.survey_range_date_required,
    t.last_survey_date_required, t.document_upload_required, t.deleted, t.version
  FROM cert_types t`;

export const toCertType = (r: Row): CertType => ({
  id: String(r.id),
  vesselId: r.vessel_id === null || r.vessel_id === undefined ? null : Number(r.vessel_id),
  sectionId: Number(r.section_id),
  number: String(r.number),
  name: String(r.name),
  order: Number(r.sort_order),
  defaultComment: text(r.default_comment),
  expiryDateRequired: Boolean(r.expiry_date_required),
  surveyRangeDateRequired: Boolean(r.survey_range_date_required),
  lastSurveyDateRequired: Boolean(r.last_survey_date_required),
  documentUploadRequired: Boolean(r.document_upload_required),
  deleted: Boolean(r.deleted),
  version: Number(r.version),
});

export const SETTINGS_SELECT = `SELECT s.vessel_id, NULL::int AS user_id, s.flag, s.class, s.vessel_parameter_id,
    s.cruising_us_waters, s.initialized, s.version,
    ARRAY(SELECT m.user_id FROM cert_group_members m WHERE m.vessel_id = s.vessel_id ORDER BY m.user_id)
      AS approval_group,
    COALESCE((SELECT jsonb_agg(jsonb_build_object('certificateTypeId', r.cert_type_id, 'isActive', r.is_active)
        ORDER BY r.cert_type_id)
      FROM cert_requirements r WHERE r.vessel_id = s.vessel_id), '[]'::jsonb) AS requirements
  FROM cert_settings s`;

export const toSettings = (r: Row): CertSettings => ({
  vesselId: Number(r.vessel_id),
  flag: text(r.flag),
  class: text(r.class),
  vesselParameterId:
    r.vessel_parameter_id === null || r.vessel_parameter_id === undefined
      ? null
      : Number(r.vessel_parameter_id),
  cruisingUSWaters: Boolean(r.cruising_us_waters),
  initialized: Boolean(r.initialized),
  approvalGroup: ((r.approval_group as unknown[] | null) ?? []).map(Number),
  requirements: json<CertRequirement[]>(r.requirements ?? '[]').map((q) => ({
    certificateTypeId: String(q.certificateTypeId),
    isActive: Boolean(q.isActive),
  })),
  version: Number(r.version),
});

/** A vessel that never saved its Required Settings: nothing set, not initialised. */
export const unsetSettings = (vesselId: number, approvalGroup: number[] = []): CertSettings => ({
  vesselId,
  flag: null,
  class: null,
  vesselParameterId: null,
  cruisingUSWaters: false,
  initialized: false,
  approvalGroup,
  requirements: [],
  version: 0,
});

export const CERT_SELECT = `SELECT c.id, c.vessel_id, NULL::int AS user_id, c.cert_type_id, c.section_id,
    c.section_number, c.title_suffix, c.expire_date::text AS expire_date,
    c.survey_window_open::text AS survey_window_open, c.survey_window_closing::text AS survey_window_closing,
    c.last_survey_date::text AS last_survey_date, c.alert_days, c.comments, c.checked, c.deleted, c.version
  FROM certificates c`;

export const toCertificate = (r: Row): CertificateRecord => ({
  id: String(r.id),
  vesselId: Number(r.vessel_id),
  certificateTypeId: String(r.cert_type_id),
  sectionId: Number(r.section_id),
  sectionNumber: String(r.section_number),
  certificateID: text(r.title_suffix),
  expireDate: day(r.expire_date),
  surveyWindowOpen: day(r.survey_window_open),
  surveyWindowClosing: day(r.survey_window_closing),
  lastSurveyDate: day(r.last_survey_date),
  alertDays: Number(r.alert_days),
  certificateComments: text(r.comments),
  checked: Boolean(r.checked),
  deleted: Boolean(r.deleted),
  version: Number(r.version),
});

export async function findSettings(db: Queryable, vesselId: number): Promise<CertSettings | null> {
  const [row] = await db.query<Row>(`${SETTINGS_SELECT} WHERE s.vessel_id = $1`, [vesselId]);
  return row ? toSettings(row) : null;
}

/** A certificate by id; `lock` holds its row until the transaction ends (take the change lock first). */
export async function findCertificate(
  db: Queryable,
  id: string,
  lock = false,
): Promise<CertificateRecord | null> {
  const [row] = await db.query<Row>(`${CERT_SELECT} WHERE c.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return row ? toCertificate(row) : null;
}

/** The vessel's live certificates. */
export async function vesselCertificates(db: Queryable, vesselId: number): Promise<CertificateRecord[]> {
  const rows = await db.query<Row>(`${CERT_SELECT} WHERE c.vessel_id = $1 AND NOT c.deleted ORDER BY c.id`, [
    vesselId,
  ]);
  return rows.map(toCertificate);
}

export async function findType(db: Queryable, id: string): Promise<CertType | null> {
  const [row] = await db.query<Row>(`${TYPE_SELECT} WHERE t.id = $1`, [id]);
  return row ? toCertType(row) : null;
}

/**
 * The catalogue's types and the vessel's own in section and catalogue order: live ones, or with
 * `withDeleted` those removed too (a certificate made before keeps its type's name and rules).
 */
export async function typesFor(db: Queryable, vesselId: number, withDeleted = false): Promise<CertType[]> {
  const rows = await db.query<Row>(
    `${TYPE_SELECT} WHERE (t.vessel_id IS NULL OR t.vessel_id = $1) AND ($2 OR NOT t.deleted)
      ORDER BY t.section_id, t.sort_order, t.number, t.id`,
    [vesselId, withDeleted],
  );
  return rows.map(toCertType);
}

export async function allSections(db: Queryable): Promise<CertSection[]> {
  return (await db.query<Row>(`${SECTION_SELECT} ORDER BY s.sort_order, s.id`)).map(toSection);
}

export async function allParameters(db: Queryable): Promise<VesselParameter[]> {
  return (await db.query<Row>(`${PARAMETER_SELECT} ORDER BY p.sort_order, p.id`)).map(toParameter);
}
