/**
 * The issues page (doc 1, navigation; doc 2, Issues): what each crew member still has to do on a
 * vessel: hours of rest to sign off or countersign, and crew documents expiring, expired or
 * missing (a requirement of the vessel or the position with no document for it).
 */
export type RestIssue = {
  kind: 'unsigned' | 'countersign';
  /** The month the issue is about (YYYY-MM). */
  month: string;
};
export type DocumentIssue =
  | {
      kind: 'documentExpired' | 'documentExpiring';
      crewId: number;
      documentId: string;
      name: string;
      date: string;
    }
  | { kind: 'requirementMissing'; crewId: number; requirementTypeId: number; name: string };
export type CrewIssue = RestIssue | DocumentIssue;
export type IssueKind = CrewIssue['kind'];

export interface CrewIssues {
  userId: number;
  /** crewOnYachtId: the profile the document issues link to. */
  crewId: number;
  firstName: string;
  lastName: string;
  positionName: string | null;
  issues: CrewIssue[];
}

/**
 * A vessel certificate issue (doc 2, Issue: 'Vessel issue adds certificateID, certificateTypeID,
 * sectionID, sectionNumber, yachtID'): a certificate expired or within its alert window, or a
 * required type with no certificate. Shown to those who keep the certificates.
 */
export interface VesselIssue {
  kind: 'certificateExpired' | 'certificateExpiring' | 'certificateMissing';
  /** The certificate; null for a missing one (its link names the type and section instead). */
  certificateID: string | null;
  certificateTypeID: string;
  sectionID: number;
  sectionNumber: string;
  yachtID: number;
  /** The type's name, with the certificate's title suffix. */
  name: string;
  /** The expiry date (YYYY-MM-DD) of an expired or expiring certificate. */
  date: string | null;
  /** Where the title links: /fleet/{codename}/certs/certificate?certID={id}, or the type and section. */
  path: string;
}
