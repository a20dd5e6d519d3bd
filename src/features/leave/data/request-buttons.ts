import type { LeaveStatus } from '../../../contracts/leave-records';
import {
  changesOthersRequests,
  decides,
  deletesRequest,
  editableStatus,
  type LeaveStanding,
} from '../../../domain/leave/leave-access';

/** The request form's buttons (doc 3, section 4), in the order they show. */
export type RequestButton = 'SAVE' | 'REQUEST' | 'APPROVE' | 'REJECT' | 'CHECK' | 'PENDING' | 'DELETE';

export interface FormStanding {
  standing: LeaveStanding;
  full: boolean;
  /** Level 5, or crew when the vessel lets them request their own leave. */
  requestsOwn: boolean;
  deleteOwnRequests: boolean;
  /** The approval group may change (and delete) other people's requests (canLAGEditLeave). */
  editByApprovalGroup: boolean;
}

/**
 * Whether the reader may change the request at all (its comments at least): their own with full
 * access or when they may request their own leave; someone else's as the server's rule says
 * (changesOthersRequests: the approval group only when the vessel lets it edit).
 */
export const changesRequest = (s: FormStanding, own: boolean) =>
  own ? s.full || s.requestsOwn : changesOthersRequests(s.standing, s.editByApprovalGroup);

/** The reader's standing for the request form, from their rights and the vessel's settings. */
export const formStandingOf = (
  rights: { level: number | null; inApprovalGroup: boolean; full: boolean; requestsOwn: boolean },
  settings: { deleteOwnRequests: boolean; editByApprovalGroup: boolean },
): FormStanding => ({
  standing: { level: rights.level, inApprovalGroup: rights.inApprovalGroup },
  full: rights.full,
  requestsOwn: rights.requestsOwn,
  deleteOwnRequests: settings.deleteOwnRequests,
  editByApprovalGroup: settings.editByApprovalGroup,
});

/**
 * The profiles a new request may be made for (the form's Employee list, the leave table's free
 * days): one's own as changesRequest says, another's only for whoever may change others'
 * requests (the approval group only when the vessel lets it edit). A group member without it
 * was offered everyone, and the form then had no button to save the request with.
 */
export const requestableProfiles = <P extends { userId: number }>(
  s: FormStanding,
  profiles: readonly P[],
  meId: number,
): P[] => profiles.filter((p) => changesRequest(s, p.userId === meId));

/**
 * The buttons a request shows to this reader: SAVE (a draft, or only the comments once sent)
 * and REQUEST while it is open; the decisions the rules allow (never on one's own); DELETE when
 * it exists and the reader may delete it. A new request's status is Empty.
 */
export function requestButtons(
  s: FormStanding,
  own: boolean,
  status: LeaveStatus,
  exists: boolean,
): RequestButton[] {
  const out: RequestButton[] = [];
  if (changesRequest(s, own)) {
    out.push('SAVE');
    if (editableStatus(status)) out.push('REQUEST');
  }
  // A new request is decided on as the draft it is first saved as: only by one who may save it.
  const asStatus = exists ? status : 'Draft';
  if (exists || out.length > 0)
    for (const action of ['APPROVE', 'REJECT', 'CHECK', 'PENDING'] as const)
      if (decides(s.standing, own, asStatus, action)) out.push(action);
  if (exists && deletesRequest(s.standing, own, status, s)) out.push('DELETE');
  return out;
}
