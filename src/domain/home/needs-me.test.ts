import { describe, expect, it } from 'vitest';
import { anythingNeedsMe, type NeedsMeInput, needsMe } from './needs-me';

const ME = 7;
const base: NeedsMeInput = {
  today: '2026-12-02',
  userId: ME,
  level: 6,
  modules: ['leave', 'certs', 'crew', 'hoursofrest'],
  inLeaveApprovalGroup: false,
  inCertApprovalGroup: false,
  leaveRequests: [],
  leaveProfileIds: new Set(['p1', 'p2', 'mine']),
  certificates: [],
  crew: [],
  crewDocuments: [],
  restMonths: [],
  messages: [],
  vesselId: 1,
};
const request = (userId: number, status: string, profileId = 'p1', deleted = false) => ({
  userId,
  status,
  profileId,
  deleted,
});
const doc = (id: string, crewId: number, categoryId: number, expiryDate: string | null) => ({
  id,
  crewId,
  categoryId,
  name: id,
  expiryDate,
  deleted: false,
});

describe('needsMe: leave requests to decide', () => {
  const requests = [
    request(2, 'Pending'),
    request(3, 'Pending', 'p2'),
    request(ME, 'Pending', 'mine'),
    request(4, 'Approved'),
    request(5, 'Pending', 'p1', true),
    request(6, 'Pending', 'gone'),
  ];
  it("counts others' pending requests for a captain, never their own", () => {
    expect(needsMe({ ...base, leaveRequests: requests }).leaveToDecide).toBe(2);
  });
  it('counts them for a member of the leave approval group below level 5', () => {
    expect(
      needsMe({ ...base, level: 4, inLeaveApprovalGroup: true, leaveRequests: requests }).leaveToDecide,
    ).toBe(2);
  });
  it('is no tile for crew without approval rights, nor with the leave module off', () => {
    expect(needsMe({ ...base, level: 2, leaveRequests: requests }).leaveToDecide).toBeNull();
    expect(needsMe({ ...base, modules: ['certs'], leaveRequests: requests }).leaveToDecide).toBeNull();
  });
});

describe('needsMe: certificates and documents expiring or expired', () => {
  const certificates = [
    { expireDate: '2026-11-30', alertDays: 60, deleted: false }, // expired
    { expireDate: '2027-01-20', alertDays: 60, deleted: false }, // within 60 + 6 days
    { expireDate: '2027-06-01', alertDays: 60, deleted: false }, // valid
    { expireDate: '2026-01-01', alertDays: 60, deleted: true },
    { expireDate: null, alertDays: 60, deleted: false },
  ];
  const crew = [
    { id: 10, userId: ME, positionId: null, status: 1, endDate: null },
    { id: 11, userId: 2, positionId: null, status: 1, endDate: null },
    { id: 12, userId: 3, positionId: null, status: 2, endDate: '2026-01-01' },
  ];
  const crewDocuments = [
    doc('mine', 10, 1, '2026-12-20'),
    doc('theirs', 11, 1, '2026-10-01'),
    doc('former', 12, 1, '2026-10-01'),
    doc('later', 11, 2, '2028-01-01'),
  ];
  it("counts the register's and every current crew member's for an officer", () => {
    expect(needsMe({ ...base, level: 4, certificates, crew, crewDocuments }).expiring).toEqual({
      certificates: 2,
      documents: 2,
    });
  });
  it('counts only their own documents for crew, and no certificates', () => {
    expect(needsMe({ ...base, level: 2, certificates, crew, crewDocuments }).expiring).toEqual({
      certificates: 0,
      documents: 1,
    });
  });
  it('is no tile with neither the certificates nor the crew module', () => {
    expect(needsMe({ ...base, modules: ['leave'], certificates }).expiring).toBeNull();
  });
});

describe('needsMe: months to countersign', () => {
  const month = (userId: number, m: string, signed: boolean, countersigned: boolean) => ({
    userId,
    month: m,
    signedAt: signed ? '2026-11-01T10:00:00Z' : null,
    counterSignedAt: countersigned ? '2026-11-02T10:00:00Z' : null,
  });
  const restMonths = [
    month(2, '2026-11', true, false),
    month(3, '2026-10', true, false),
    month(4, '2026-11', true, true),
    month(5, '2026-11', false, false),
    month(ME, '2026-09', true, false),
  ];
  it("counts others' signed months waiting, naming the oldest", () => {
    expect(needsMe({ ...base, level: 4, restMonths }).countersign).toEqual({ months: 2, oldest: '2026-10' });
  });
  it('is no tile for crew, who hold only their own months', () => {
    expect(
      needsMe({ ...base, level: 2, restMonths: [month(ME, '2026-11', true, false)] }).countersign,
    ).toBeNull();
  });
  it('shows for an officer with nothing waiting, as 0', () => {
    expect(needsMe({ ...base, level: 4 }).countersign).toEqual({ months: 0, oldest: null });
  });
});

describe('needsMe: inbox and the calm line', () => {
  it("counts the user's unread messages of this vessel", () => {
    const messages = [
      { userId: ME, vesselId: 1, seen: false, deleted: false },
      { userId: ME, vesselId: 1, seen: true, deleted: false },
      { userId: ME, vesselId: 1, seen: false, deleted: true },
      { userId: ME, vesselId: 2, seen: false, deleted: false },
      { userId: 2, vesselId: 1, seen: false, deleted: false },
    ];
    const n = needsMe({ ...base, messages });
    expect(n.inbox).toBe(1);
    expect(anythingNeedsMe(n)).toBe(true);
  });
  it('says nothing needs the user when every count is 0', () => {
    expect(anythingNeedsMe(needsMe({ ...base, level: 4 }))).toBe(false);
  });
});
