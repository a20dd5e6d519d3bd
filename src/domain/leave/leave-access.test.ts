import { describe, expect, it } from 'vitest';
import {
  changesOthersRequests,
  decides,
  deletesRequest,
  editableStatus,
  editsLeaveProfiles,
  fullLeaveAccess,
  managesLeaveSettings,
  requestsOwnLeave,
} from './leave-access';

const crew = { level: 2, inApprovalGroup: false };
const officer = { level: 4, inApprovalGroup: false };
const group = { level: 4, inApprovalGroup: true };
const purser = { level: 5, inApprovalGroup: false };
const flags = (deleteOwnRequests: boolean, editByApprovalGroup = false) => ({
  deleteOwnRequests,
  editByApprovalGroup,
});

describe('who may do what in leave', () => {
  it('gives full access from level 5 or to the approval group, settings to level 5 only', () => {
    expect([crew, officer, group, purser].map(fullLeaveAccess)).toEqual([false, false, true, true]);
    expect([crew, officer, group, purser].map(managesLeaveSettings)).toEqual([false, false, false, true]);
    expect(fullLeaveAccess({ level: null, inApprovalGroup: false })).toBe(false);
  });

  it('lets the approval group edit profiles only when the vessel says so', () => {
    expect(editsLeaveProfiles(group, false)).toBe(false);
    expect(editsLeaveProfiles(group, true)).toBe(true);
    expect(editsLeaveProfiles(officer, true)).toBe(false);
    expect(editsLeaveProfiles(purser, false)).toBe(true);
  });

  it('lets crew request their own leave only when the vessel allows it', () => {
    expect(requestsOwnLeave(crew, false)).toBe(false);
    expect(requestsOwnLeave(crew, true)).toBe(true);
    expect(requestsOwnLeave(purser, false)).toBe(true);
  });

  it('decides from the statuses each action leads on from, never on one’s own request', () => {
    expect(decides(crew, false, 'Pending', 'APPROVE')).toBe(false);
    expect(decides(group, false, 'Pending', 'APPROVE')).toBe(true);
    expect(decides(group, true, 'Pending', 'APPROVE')).toBe(false);
    expect(decides(purser, false, 'Approved', 'APPROVE')).toBe(false);
    expect(decides(purser, false, 'Approved', 'CHECK')).toBe(true);
    expect(decides(purser, false, 'Pending', 'CHECK')).toBe(false);
    expect(decides(purser, false, 'Denied', 'PENDING')).toBe(true);
    expect(decides(purser, false, 'Pending', 'DELETE')).toBe(false);
    // A draft is not asked for yet: it can be approved on the owner's behalf, not rejected.
    expect(decides(purser, false, 'Draft', 'REJECT')).toBe(false);
    expect(decides(purser, false, 'Draft', 'APPROVE')).toBe(true);
  });

  it('keeps the request form open only in Draft and Empty', () => {
    expect(['Empty', 'Draft', 'Pending', 'Approved', 'Denied', 'Checked'].map(editableStatus)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('lets the owner delete a draft or pending request when allowed, full access any', () => {
    expect(deletesRequest(crew, true, 'Pending', flags(true))).toBe(true);
    expect(deletesRequest(crew, true, 'Pending', flags(false))).toBe(false);
    expect(deletesRequest(crew, true, 'Approved', flags(true))).toBe(false);
    expect(deletesRequest(crew, false, 'Draft', flags(true))).toBe(false);
    expect(deletesRequest(purser, false, 'Approved', flags(false))).toBe(true);
    // Not one's own decided leave, with full access either; one's own draft, yes.
    expect(deletesRequest(purser, true, 'Approved', flags(true))).toBe(false);
    expect(deletesRequest(group, true, 'Checked', flags(true))).toBe(false);
    expect(deletesRequest(purser, true, 'Draft', flags(false))).toBe(true);
  });

  it('lets the approval group change or delete someone else’s request only with editByApprovalGroup', () => {
    expect(changesOthersRequests(group, false)).toBe(false);
    expect(changesOthersRequests(group, true)).toBe(true);
    expect(changesOthersRequests(officer, true)).toBe(false);
    expect(changesOthersRequests(purser, false)).toBe(true);
    expect(deletesRequest(group, false, 'Pending', flags(true, false))).toBe(false);
    expect(deletesRequest(group, false, 'Pending', flags(false, true))).toBe(true);
    // Their own open request stays theirs to delete, as full access.
    expect(deletesRequest(group, true, 'Pending', flags(false, false))).toBe(true);
    // Deciding is the group's job, setting or not.
    expect(decides(group, false, 'Pending', 'REJECT')).toBe(true);
  });
});
