import { MSG } from '@contracts/messages';
import type { Queryable } from '../../db/client';
import { badRequest } from '../../http/errors';
import { refuseChangedReadOnly } from '../../http/read-only-fields';
import { readSpecDates } from '../../http/spec-dates';
import type { SpecNames } from '../../http/spec-names';
import { typed } from '../../http/spec-types';
import type { Actor } from '../../kernel/actors';
import { certDetail } from './cert-read';
import { allSections, findType } from './cert-repo';
import { bySection, typeWire } from './cert-wire';

/**
 * The certificate save's body as the spec sends it (doc 2, section 3): the certificate's type as
 * a nested `certificateType` object (the one the reads answer), where the app sends its id. The
 * nested object names the type by its certificateTypeID; its other fields (name, order, default
 * comment, required flags) are the catalogue's, read-only: a certificate save does not change
 * its type (docs/api-differences/crew-vessel-certificates.md). Sent as read they are accepted,
 * with another value refused (refuseChangedType). A field no type has is refused.
 */
const TYPE_FIELDS = new Set([
  'certificateTypeID',
  'certificateTypeName',
  'certificateTypeOrder',
  'sectionID',
  'sectionNumber',
  'certificateSectionNumber',
  'defaultComment',
  'expiryDateRequired',
  'surveyRangeDateRequired',
  'lastSurveyDateRequired',
  'documentUploadRequired',
  'isVesselType',
]);

/** The nested type as its id; a field no type has is refused, as a top-level one would be. */
function typeIdOf(v: unknown): unknown {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return v;
  for (const key of Object.keys(v))
    if (!TYPE_FIELDS.has(key))
      throw badRequest([{ property: `certificateType.${key}`, message: MSG.unknownField }]);
  return (v as Record<string, unknown>).certificateTypeID;
}

/** The certificate's own id may come as `id` (doc 2, section 3: 'certID or id'). */
export const CERT_SAVE_NAMES: SpecNames = {
  certificateType: { to: 'certificateTypeID', value: typeIdOf },
  id: 'certID',
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The nested type's fields against the stored type as the reads answer it: a GET's answer sent
 * back goes through, another value is refused under `certificateType.<field>` (400), never saved
 * with the value dropped (the attack review renamed a catalogue type and was answered 200). Only
 * a type the vessel may use is compared: the save refuses any other, and a comparison would
 * tell a caller another vessel's type's values.
 */
export async function refuseChangedType(db: Queryable, body: unknown, vesselId: number): Promise<void> {
  const sent = isObject(body) ? body.certificateType : undefined;
  if (!isObject(sent) || typeof sent.certificateTypeID !== 'string') return;
  const type = await findType(db, sent.certificateTypeID);
  if (!type || type.deleted || (type.vesselId !== null && type.vesselId !== vesselId)) return;
  const stored = typeWire(type, bySection(await allSections(db)));
  const named = (o: object) =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [`certificateType.${k}`, v]));
  // Numbers and booleans may come as text, as the spec's calls send them everywhere ("3", "3.0",
  // "True"): read as the top-level fields are (http/spec-types), then compared.
  const asStored = Object.fromEntries(
    Object.entries(sent).map(([k, v]) => {
      const was = (stored as unknown as Record<string, unknown>)[k];
      const kind = typeof was;
      const read = kind === 'number' || kind === 'boolean' ? typed(kind, v) : undefined;
      return [k, read ?? v];
    }),
  );
  refuseChangedReadOnly(named(asStored), named(stored));
}

/** The read's own fields a save may carry back (certificateWire's status, number, attachments). */
export interface CertReadFields {
  status?: string | null;
  statusText?: string | null;
  certificateSectionNumber?: string | null;
  attachments?: Record<string, unknown>[] | null;
  version?: number;
}

/** A value as one string, its objects' keys sorted: the same attachment list in another key order is equal. */
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, x) =>
    isObject(x)
      ? Object.fromEntries(
          Object.keys(x)
            .sort()
            .map((k) => [k, x[k]]),
        )
      : x,
  );

/**
 * The certificate as read, sent back whole (doc 2, section 3: status, certificateSectionNumber,
 * attachments): the fields the server keeps are compared with the stored certificate's read,
 * accepted as read and refused (400, or 409 for another version) when changed, never dropped.
 * They were refused even as read, so a client saving the certificate it read got a 400. A new
 * certificate has none of them: sent empty (null, [], version 0), they are accepted; a value is refused.
 */
export async function refuseChangedReadFields(
  db: Queryable,
  actor: Actor,
  sent: CertReadFields,
  at: { vesselId: number; certificateId: string; today: string },
): Promise<void> {
  const given: Record<string, unknown> = Object.fromEntries(
    Object.entries(sent).filter(([, v]) => v !== undefined && v !== null),
  );
  if (Object.keys(given).length === 0) return;
  if (given.attachments !== undefined) given.attachments = canonical(given.attachments);
  const read = await certDetail(db, actor, at.certificateId, at.today);
  // Another vessel's certificate is compared as none: its values are not told through this save.
  if (read.status !== 'applied' || read.value.yachtID !== at.vesselId) {
    // A new certificate: no attachments, no version yet.
    if (given.attachments === '[]') delete given.attachments;
    if (given.version === 0) delete given.version;
    return refuseChangedReadOnly(given, {});
  }
  // The attachments' dates as the sent ones were read (http/spec-dates: a date-time as its day).
  const attachments = structuredClone(read.value.attachments);
  readSpecDates(attachments);
  const { status, statusText, certificateSectionNumber, version } = read.value;
  const stored = {
    status,
    statusText,
    certificateSectionNumber,
    version,
    attachments: canonical(attachments),
  };
  refuseChangedReadOnly(given, stored);
}
