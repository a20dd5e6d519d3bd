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
