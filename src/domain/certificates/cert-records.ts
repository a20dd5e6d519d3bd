import type { TypeForQuery } from './cert-form-query';

/**
 * What the certificate rules read of the records: the domain imports nothing outside itself
 * (issue 35), so it names the fields it uses and the contracts' zod records (CertType,
 * CertSection, CertificateRecord, CertSettings) satisfy them as they are.
 */
export interface CertTypeFacts extends TypeForQuery {
  /** Its place in the catalogue within the section. */
  order: number;
  deleted: boolean;
}

export interface CertSectionFacts {
  id: number;
  name: string;
  shortcut: string;
  order: number;
}

export interface CertificateFacts {
  id: string;
  certificateTypeId: string;
  sectionId: number;
  sectionNumber: string;
  /** The title suffix (doc 2: certificateID). */
  certificateID: string | null;
  expireDate: string | null;
  alertDays: number;
  deleted: boolean;
}

/** The vessel's requirements: a type is required while its row is active. */
export interface CertRequirementFacts {
  requirements: readonly { certificateTypeId: string; isActive: boolean }[];
}
