import type { LeaveStatus } from '../../../contracts/leave-records';
import {
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
}

/**
 * Whether the reader may change the request at all (its comments at least): full access, or
 * the owner when they may request their own leave.
 */
export const changesRequest = (s: FormStanding, own: boolean) => s.full || (own && s.requestsOwn);

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
  // A new request is decided on as the draft it is first saved as.
  const asStatus = exists ? status : 'Draft';
  for (const action of ['APPROVE', 'REJECT', 'CHECK', 'PENDING'] as const)
    if (decides(s.standing, own, asStatus, action)) out.push(action);
  if (exists && deletesRequest(s.standing, own, status, s.deleteOwnRequests)) out.push('DELETE');
  return out;
}
