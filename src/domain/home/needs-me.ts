import { seesCerts } from '../access/cert-access';
import { LEVEL, reaches } from '../access/permissions';
import { expiryState } from '../certificates/cert-dates';
import { crewState } from '../crew/crew-display';
import { documentIssues, type IssueDocument } from '../crew/document-issues';
import { decides } from '../leave/leave-access';

/**
 * What needs the user on a vessel (issue 31, 'Home says what needs me'), counted from the records
 * a device holds, so the home says it at sea: the same readings as the lists each tile opens
 * (the leave requests the user may approve, the issues page's expiring and expired certificates
 * and documents, the months the calendar lets them countersign, the inbox's unread messages).
 * A tile that does not apply to the user (module off, not their rights) is null, not 0.
 */
export interface NeedsMeInput {
  today: string;
  userId: number;
  /** The user's level on the vessel; null without a role there. */
  level: number | null;
  modules: readonly string[];
  inLeaveApprovalGroup: boolean;
  inCertApprovalGroup: boolean;
  leaveRequests: readonly { userId: number; status: string; profileId: string; deleted: boolean }[];
  /** Ids of the vessel's leave profiles that are not deleted (a request without one is not listed). */
  leaveProfileIds: ReadonlySet<string>;
  certificates: readonly { expireDate: string | null; alertDays: number; deleted: boolean }[];
  crew: readonly {
    id: number;
    userId: number;
    positionId: number | null;
    status: number;
    endDate: string | null;
  }[];
  crewDocuments: readonly IssueDocument[];
  restMonths: readonly {
    userId: number;
    month: string;
    signedAt: string | null;
    counterSignedAt: string | null;
  }[];
  messages: readonly { userId: number; vesselId: number | null; seen: boolean; deleted: boolean }[];
  vesselId: number;
}

export interface NeedsMe {
  /** Pending requests of others the user may approve (doc 3: level 5 or the leave approval group). */
  leaveToDecide: number | null;
  /** Certificates (those who keep the register) and crew documents (everyone's from level 4, else one's own). */
  expiring: { certificates: number; documents: number } | null;
  /** Months signed off and not countersigned, of others; the oldest first (where the calendar opens). */
  countersign: { months: number; oldest: string | null } | null;
  inbox: number;
}

export function needsMe(input: NeedsMeInput): NeedsMe {
  const { today, userId, level, modules } = input;
  const officer = reaches(level, LEVEL.officer);

  let leaveToDecide: number | null = null;
  const leaveStanding = { level, inApprovalGroup: input.inLeaveApprovalGroup };
  // Doc 3: approval rights are level 5 or the approval group; never on one's own request.
  if (modules.includes('leave') && decides(leaveStanding, false, 'Pending', 'APPROVE'))
    leaveToDecide = input.leaveRequests.filter(
      (r) =>
        !r.deleted &&
        input.leaveProfileIds.has(r.profileId) &&
        decides(leaveStanding, r.userId === userId, r.status, 'APPROVE') &&
        r.status === 'Pending',
    ).length;

  const keepsCerts =
    modules.includes('certs') && seesCerts({ level, inApprovalGroup: input.inCertApprovalGroup });
  const certificates = keepsCerts
    ? input.certificates.filter((c) => {
        if (c.deleted) return false;
        const state = expiryState(c.expireDate, today, c.alertDays);
        return state === 'expired' || state === 'expiring';
      }).length
    : 0;
  let documents = 0;
  if (modules.includes('crew')) {
    // The issues page's reading: current and prospective crew, everyone's from level 4.
    const crew = input.crew.filter(
      (c) => crewState(c, today) !== 'former' && (officer || c.userId === userId),
    );
    for (const issues of documentIssues(crew, input.crewDocuments, [], today).values())
      documents += issues.filter((i) => i.kind === 'documentExpired' || i.kind === 'documentExpiring').length;
  }
  const expiring = keepsCerts || modules.includes('crew') ? { certificates, documents } : null;

  let countersign: NeedsMe['countersign'] = null;
  // The device holds others' months only for those who may countersign them (level 4, or the
  // hours-of-rest approval group for their departments).
  const others = input.restMonths.filter((m) => m.userId !== userId);
  if (modules.includes('hoursofrest') && (officer || others.length)) {
    const waiting = others.filter((m) => m.signedAt !== null && m.counterSignedAt === null);
    const oldest = waiting.map((m) => m.month).sort()[0] ?? null;
    countersign = { months: waiting.length, oldest };
  }

  const inbox = input.messages.filter(
    (m) => m.userId === userId && m.vesselId === input.vesselId && !m.seen && !m.deleted,
  ).length;

  return { leaveToDecide, expiring, countersign, inbox };
}

/** Whether any tile has something: when none has, the home says so in one line. */
export function anythingNeedsMe(n: NeedsMe): boolean {
  return (
    (n.leaveToDecide ?? 0) > 0 ||
    (n.expiring ? n.expiring.certificates + n.expiring.documents > 0 : false) ||
    (n.countersign?.months ?? 0) > 0 ||
    n.inbox > 0
  );
}
