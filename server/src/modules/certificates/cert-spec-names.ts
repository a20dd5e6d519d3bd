import { MSG } from '@contracts/messages';
import { badRequest } from '../../http/errors';
import type { SpecNames } from '../../http/spec-names';

/**
 * The certificate save's body as the spec sends it (doc 2, section 3): the certificate's type as
 * a nested `certificateType` object (the one the reads answer), where the app sends its id. The
 * nested object names the type by its certificateTypeID; its other fields (name, order, default
 * comment, required flags) are the catalogue's, read-only: a certificate save does not change
 * its type (docs/api-differences/crew-vessel-certificates.md). A field no type has is refused.
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
