import { seesCerts } from '../access/cert-access';
import { LEVEL, reaches } from '../access/permissions';
import { expiryState } from '../certificates/cert-dates';
import { crewState } from '../crew/crew-display';
import { documentIssues, type IssueDocument } from '../crew/document-issues';
import { decides } from '../leave/leave-access';
import { readyToCountersign } from '../rest-hours/countersign-ready';

/**
 * How much of a vessel's records the device holds: nothing yet (its first sync has not brought
 * the vessel's part), the recent part (a first sync's part 1: everything of the vessel except
 * rest months and leave requests older than last month), or all of them (as of its last sync).
 */
export type Synced = 'nothing' | 'recent' | 'all';

/**
 * One tile's figure as the device knows it: all of it, so far (older records still arriving:
 * the figure can only grow), or not yet (the tile says so rather than show a 0 it cannot vouch for).
 */
export type Figure<T> = { known: 'all' | 'so-far'; value: T } | { known: 'not-yet' };

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
  /** The vessel's people as the device knows them, in crew order (as the calendar lists them). */
  members: readonly { userId: number; firstName: string; lastName: string; permissionLevel: number }[];
  restMonths: readonly {
    userId: number;
    month: string;
    signedBy: number | null;
    signedByName: string | null;
    signedAt: string | null;
    counterSignedBy: number | null;
  }[];
  /** The months (YYYY-MM) in which the user has days of their own recorded on the vessel. */
  ownRecordedMonths: readonly string[];
  /** In the hours-of-rest approval group (the server's last answer); null while not known. */
  inRestApprovalGroup: boolean | null;
  synced: Synced;
  messages: readonly { userId: number; vesselId: number | null; seen: boolean; deleted: boolean }[];
  vesselId: number;
}

export interface NeedsMe {
  /** Pending requests of others the user may approve (doc 3: level 5 or the leave approval group). */
  leaveToDecide: Figure<number> | null;
  /** Certificates (those who keep the register) and crew documents (everyone's from level 4, else one's own). */
  expiring: Figure<{ certificates: number; documents: number }> | null;
  /**
   * The months ready for this user's countersignature: exactly those of "Countersign all ready
   * (N)" on the calendar (readyToCountersign), so the tile and the button give the same N.
   */
  countersign: Figure<{ months: number; oldest: string | null }> | null;
  /**
   * The user's own months ended with days recorded and not signed off (the issues page's
   * 'unsigned'): a monthly task the home names, so it takes a tap from there, not a search.
   * `open` lists them oldest first, so the tile can name them ('October 2026'), not count them.
   */
  signOff: Figure<{ months: number; oldest: string | null; open: readonly string[] }> | null;
  inbox: Figure<number>;
}

/** A figure as far as the device holds its records: `older` says whether older records still arrive. */
function figure<T>(synced: Synced, older: boolean, value: () => T): Figure<T> {
  if (synced === 'nothing') return { known: 'not-yet' };
  return { known: synced === 'recent' && older ? 'so-far' : 'all', value: value() };
}

export function needsMe(input: NeedsMeInput): NeedsMe {
  const { today, userId, level, modules } = input;
  const officer = reaches(level, LEVEL.officer);

  const { synced } = input;
  let leaveToDecide: NeedsMe['leaveToDecide'] = null;
  const leaveStanding = { level, inApprovalGroup: input.inLeaveApprovalGroup };
  // Doc 3: approval rights are level 5 or the approval group; never on one's own request.
  // A first sync brings requests that ended before last month later: the count may still grow.
  if (modules.includes('leave') && decides(leaveStanding, false, 'Pending', 'APPROVE'))
    leaveToDecide = figure(
      synced,
      true,
      () =>
        input.leaveRequests.filter(
          (r) =>
            !r.deleted &&
            input.leaveProfileIds.has(r.profileId) &&
            decides(leaveStanding, r.userId === userId, r.status, 'APPROVE') &&
            r.status === 'Pending',
        ).length,
    );

  const keepsCerts =
    modules.includes('certs') && seesCerts({ level, inApprovalGroup: input.inCertApprovalGroup });
  const certificates = () =>
    keepsCerts
      ? input.certificates.filter((c) => {
          if (c.deleted) return false;
          const state = expiryState(c.expireDate, today, c.alertDays);
          return state === 'expired' || state === 'expiring';
        }).length
      : 0;
  const documents = () => {
    let n = 0;
    if (!modules.includes('crew')) return n;
    // The issues page's reading: current and prospective crew, everyone's from level 4.
    const crew = input.crew.filter(
      (c) => crewState(c, today) !== 'former' && (officer || c.userId === userId),
    );
    for (const issues of documentIssues(crew, input.crewDocuments, [], today).values())
      n += issues.filter((i) => i.kind === 'documentExpired' || i.kind === 'documentExpiring').length;
    return n;
  };
  // The register and the crew's documents all come in a first sync's first part.
  const expiring =
    keepsCerts || modules.includes('crew')
      ? figure(synced, false, () => ({ certificates: certificates(), documents: documents() }))
      : null;

  let countersign: NeedsMe['countersign'] = null;
  // Officers countersign; below them, the hours-of-rest approval group. While that answer is not
  // known, a device that holds others' months belongs to a member (no one else gets them).
  const approver =
    input.inRestApprovalGroup ?? (input.restMonths.some((m) => m.userId !== userId) ? null : false);
  if (modules.includes('hoursofrest') && (officer || approver !== false)) {
    countersign =
      approver === null && !officer
        ? { known: 'not-yet' }
        : figure(synced, true, () => {
            const ready = readyToCountersign({
              signerId: userId,
              officer,
              approver: approver === true,
              members: input.members,
              months: input.restMonths,
            });
            return { months: ready.length, oldest: ready[0]?.month ?? null };
          });
  }

  // Ended months only (the issues page's rule): the current one is still being lived.
  const signOff: NeedsMe['signOff'] =
    modules.includes('hoursofrest') && level !== null
      ? figure(synced, true, () => {
          const signed = new Set(
            input.restMonths.filter((m) => m.userId === userId && m.signedBy !== null).map((m) => m.month),
          );
          const open = [...new Set(input.ownRecordedMonths)]
            .filter((m) => m < today.slice(0, 7) && !signed.has(m))
            .sort();
          return { months: open.length, oldest: open[0] ?? null, open };
        })
      : null;

  const inbox = figure(
    synced,
    false,
    () =>
      input.messages.filter(
        (m) => m.userId === userId && m.vesselId === input.vesselId && !m.seen && !m.deleted,
      ).length,
  );

  return { leaveToDecide, expiring, countersign, signOff, inbox };
}

const known = <T>(f: Figure<T> | null): T | null => (f && f.known !== 'not-yet' ? f.value : null);

/**
 * Whether the home may say "Nothing needs you": every figure known in full and none with
 * anything in it. A figure not known yet, or known only so far, leaves the user to judge.
 */
export function nothingNeedsMe(n: NeedsMe): boolean {
  const figures = [n.leaveToDecide, n.expiring, n.countersign, n.signOff, n.inbox];
  if (figures.some((f) => f !== null && f.known !== 'all')) return false;
  const expiring = known(n.expiring);
  return (
    !known(n.leaveToDecide) &&
    !(expiring && expiring.certificates + expiring.documents > 0) &&
    !known(n.countersign)?.months &&
    !known(n.signOff)?.months &&
    !known(n.inbox)
  );
}
