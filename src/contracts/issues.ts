import { z } from 'zod';
/**
 * The issues page (doc 1, navigation; doc 2, Issues): the issue shapes are the domain's, since
 * the domain works them out on the server and on a device offline (src/domain/issues/issue-types.ts).
 */
import type * as Domain from '../domain/issues/issue-types';
import { msg } from '../i18n/msg';

export const restIssueSchema = z.object({
  kind: z.enum(['unsigned', 'countersign']),
  /** The month the issue is about (YYYY-MM). */
  month: z.string(),
});
export type RestIssue = z.infer<typeof restIssueSchema>;
export const documentIssueSchema = z.union([
  z.object({
    kind: z.enum(['documentExpired', 'documentExpiring']),
    crewId: z.number(),
    documentId: z.string(),
    name: z.string(),
    date: z.string(),
  }),
  z.object({
    kind: z.literal('requirementMissing'),
    crewId: z.number(),
    requirementTypeId: z.number(),
    name: z.string(),
  }),
]);
export type DocumentIssue = z.infer<typeof documentIssueSchema>;
export const crewIssueSchema = z.union([restIssueSchema, documentIssueSchema]);
export type CrewIssue = z.infer<typeof crewIssueSchema>;
export type IssueKind = CrewIssue['kind'];

export const crewIssuesSchema = z.object({
  userId: z.number(),
  /** crewOnYachtId: the profile the document issues link to. */
  crewId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  positionName: z.string().nullable(),
  issues: z.array(crewIssueSchema),
});
export type CrewIssues = z.infer<typeof crewIssuesSchema>;

/**
 * A vessel certificate issue (doc 2, Issue: 'Vessel issue adds certificateID, certificateTypeID,
 * sectionID, sectionNumber, yachtID'): a certificate expired or within its alert window, or a
 * required type with no certificate. Shown to those who keep the certificates.
 */
export const vesselIssueSchema = z.object({
  kind: z.enum(['certificateExpired', 'certificateExpiring', 'certificateMissing']),
  /** The certificate; null for a missing one (its link names the type and section instead). */
  certificateID: z.string().nullable(),
  certificateTypeID: z.string(),
  sectionID: z.number(),
  sectionNumber: z.string(),
  yachtID: z.number(),
  /** The type's name, with the certificate's title suffix. */
  name: z.string(),
  /** The expiry date (YYYY-MM-DD) of an expired or expiring certificate. */
  date: z.string().nullable(),
  /** Where the title links: /fleet/{codename}/certs/certificate?certID={id}, or the type and section. */
  path: z.string(),
});
export type VesselIssue = z.infer<typeof vesselIssueSchema>;

/** The answer's schemas parse what the domain works out, on the server and on a device: one shape. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShapes: [Same<CrewIssues, Domain.CrewIssues>, Same<VesselIssue, Domain.VesselIssue>] = [true, true];
void sameShapes;

/** GET /issues/{yachtId}: the crew with open issues, in crew order, and the vessel's certificate issues. */
export const issuesAnswerSchema = z.object({
  yachtId: z.number(),
  crew: z.array(crewIssuesSchema),
  vessel: z.array(vesselIssueSchema).optional(),
});
export type IssuesAnswer = z.infer<typeof issuesAnswerSchema>;

/** The empty states of the issues page (doc 2, Issues). */
export const NO_OPEN_ISSUES = msg('Congratulations! There are no open issues.');
export const noIssuesNamed = (search: string) => msg("No issues with name ''{search}'' found.", { search });
