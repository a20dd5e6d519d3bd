import { LEVEL, reaches } from './permissions';

/**
 * Who may do what with a vessel's certificates (doc 2, section 6). The spec fixes two rules:
 * 'Level 4 and above … the Vessel Certs entry' and 'Certificate approval group members see the
 * certs entry regardless of level'; 'Level 6 and above: delete a certificate'. It leaves the rest
 * to the module's init flags ('Certificate init flags gate editing requirements, settings and the
 * Checked control'); our choices, and why:
 * - settings, requirements and the approval group: level 5 (purser) and above. Level 5 is the
 *   spec's level for keeping documents (edit or delete crew documents, save details); what the
 *   vessel must carry and who approves its certificates are that kind of decision. Members of
 *   the group below 5 cannot change it, so nobody grants themselves access.
 * - requirements are edited, and certificates checked, only once the module is initialised.
 * - Checked: level 5 and above, or the approval group (approving is what the group is for).
 */
export interface CertStanding {
  /** The caller's level on the vessel; null when they have no role there. */
  level: number | null;
  inApprovalGroup: boolean;
}

/** Sees and keeps the register: level 4+, or the certificate approval group. */
export const seesCerts = (s: CertStanding) =>
  s.level !== null && (reaches(s.level, LEVEL.officer) || s.inApprovalGroup);

/** Doc 2, section 6: 'Level 6 and above: delete a certificate'. */
export const deletesCerts = (s: CertStanding) => reaches(s.level, LEVEL.captain);

/** Required Settings, requirements and the approval group. */
export const managesCertSettings = (s: CertStanding) => reaches(s.level, LEVEL.purser);

/** The Checked control (and, later, checking attachments). */
export const checksCerts = (s: CertStanding, initialized: boolean) =>
  initialized && s.level !== null && (reaches(s.level, LEVEL.purser) || s.inApprovalGroup);

/** The access flags of the module's state (doc 2, section 3). */
export function certAccessFlags(s: CertStanding, initialized: boolean) {
  return {
    accessToEditRequirements: initialized && managesCertSettings(s),
    accessToRequirements: seesCerts(s),
    accessToSettings: managesCertSettings(s),
    accessToCheckAttachments: checksCerts(s, initialized),
    isCertApprovalGroup: s.level !== null && s.inApprovalGroup,
  };
}
