import { describe, expect, it } from 'vitest';
import { type FormStanding, requestableProfiles, requestButtons } from './request-buttons';

const crew = (over: Partial<FormStanding> = {}): FormStanding => ({
  standing: { level: 2, inApprovalGroup: false },
  full: false,
  requestsOwn: true,
  deleteOwnRequests: false,
  editByApprovalGroup: false,
  ...over,
});
const purser: FormStanding = {
  standing: { level: 5, inApprovalGroup: false },
  full: true,
  requestsOwn: true,
  deleteOwnRequests: false,
  editByApprovalGroup: false,
};

describe('the request form buttons', () => {
  it('gives crew SAVE and REQUEST on their own new request, nothing when the vessel does not let them', () => {
    expect(requestButtons(crew(), true, 'Empty', false)).toEqual(['SAVE', 'REQUEST']);
    expect(requestButtons(crew({ requestsOwn: false }), true, 'Empty', false)).toEqual([]);
  });

  it('leaves crew only SAVE (comments) once a request is sent, and DELETE when the vessel allows it', () => {
    expect(requestButtons(crew(), true, 'Pending', true)).toEqual(['SAVE']);
    expect(requestButtons(crew({ deleteOwnRequests: true }), true, 'Pending', true)).toEqual([
      'SAVE',
      'DELETE',
    ]);
    // An approved request is not theirs to delete.
    expect(requestButtons(crew({ deleteOwnRequests: true }), true, 'Approved', true)).toEqual(['SAVE']);
  });

  it('never lets crew decide, not even on someone else’s request', () => {
    expect(requestButtons(crew(), false, 'Pending', true)).toEqual([]);
  });

  it('gives the approvers the decisions each status leads on to, never on their own', () => {
    expect(requestButtons(purser, false, 'Pending', true)).toEqual(['SAVE', 'APPROVE', 'REJECT', 'DELETE']);
    // A draft is not asked for yet: an approver may approve it for its owner, not reject it.
    expect(requestButtons(purser, false, 'Draft', true)).toEqual(['SAVE', 'REQUEST', 'APPROVE', 'DELETE']);
    expect(requestButtons(purser, false, 'Approved', true)).toEqual(['SAVE', 'CHECK', 'PENDING', 'DELETE']);
    expect(requestButtons(purser, false, 'Denied', true)).toEqual(['SAVE', 'PENDING', 'DELETE']);
    expect(requestButtons(purser, true, 'Pending', true)).toEqual(['SAVE', 'DELETE']);
  });

  it('lets an approver approve a new request for someone else at once; no DELETE before it exists', () => {
    expect(requestButtons(purser, false, 'Empty', false)).toEqual(['SAVE', 'REQUEST', 'APPROVE']);
  });

  it('gives the approval group the decisions', () => {
    const group: FormStanding = { ...crew(), standing: { level: 2, inApprovalGroup: true }, full: true };
    expect(requestButtons(group, false, 'Pending', true)).toContain('APPROVE');
  });

  it('lets the approval group save or delete someone else’s request only with editByApprovalGroup', () => {
    const group: FormStanding = { ...crew(), standing: { level: 4, inApprovalGroup: true }, full: true };
    expect(requestButtons(group, false, 'Pending', true)).toEqual(['APPROVE', 'REJECT']);
    expect(requestButtons(group, false, 'Draft', true)).toEqual(['APPROVE']);
    // Not a new request for someone else either: it would be saved before it is decided.
    expect(requestButtons(group, false, 'Empty', false)).toEqual([]);
    const editing = { ...group, editByApprovalGroup: true };
    expect(requestButtons(editing, false, 'Pending', true)).toEqual(['SAVE', 'APPROVE', 'REJECT', 'DELETE']);
    // Their own request is theirs, as full access.
    expect(requestButtons(group, true, 'Pending', true)).toEqual(['SAVE', 'DELETE']);
  });
});

describe('the profiles a new request may be made for', () => {
  const profiles = [
    { id: 'mine', userId: 9 },
    { id: 'theirs', userId: 7 },
  ];
  const group = (editByApprovalGroup: boolean) =>
    crew({ standing: { level: 3, inApprovalGroup: true }, full: true, editByApprovalGroup });
  it("offers the approval group others' profiles only when the vessel lets it edit leave", () => {
    expect(requestableProfiles(group(false), profiles, 9).map((p) => p.id)).toEqual(['mine']);
    expect(requestableProfiles(group(true), profiles, 9).map((p) => p.id)).toEqual(['mine', 'theirs']);
    expect(requestableProfiles(purser, profiles, 9).map((p) => p.id)).toEqual(['mine', 'theirs']);
  });
  it('offers crew their own profile only while the vessel lets them ask', () => {
    expect(requestableProfiles(crew(), profiles, 9).map((p) => p.id)).toEqual(['mine']);
    expect(requestableProfiles(crew({ requestsOwn: false }), profiles, 9)).toEqual([]);
  });
});
