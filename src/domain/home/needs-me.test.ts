import { describe, expect, it } from 'vitest';
import { readyToCountersign } from '../rest-hours/countersign-ready';
import { needsMe, nothingNeedsMe } from './needs-me';
import { needsMeBase } from './needs-me-base';

const ME = 7;
const base = needsMeBase;
/** A figure known in full. */
const all = <T>(value: T) => ({ known: 'all', value });
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
    expect(needsMe({ ...base, leaveRequests: requests }).leaveToDecide).toEqual(all(2));
  });
  it('counts them for a member of the leave approval group below level 5', () => {
    expect(
      needsMe({ ...base, level: 4, inLeaveApprovalGroup: true, leaveRequests: requests }).leaveToDecide,
    ).toEqual(all(2));
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
    expect(needsMe({ ...base, level: 4, certificates, crew, crewDocuments }).expiring).toEqual(
      all({ certificates: 2, documents: 2 }),
    );
  });
  it('counts only their own documents for crew, and no certificates', () => {
    expect(needsMe({ ...base, level: 2, certificates, crew, crewDocuments }).expiring).toEqual(
      all({ certificates: 0, documents: 1 }),
    );
  });
  it('is no tile with neither the certificates nor the crew module', () => {
    expect(needsMe({ ...base, modules: ['leave'], certificates }).expiring).toBeNull();
  });
});

describe('needsMe: months to countersign, the same N as "Countersign all ready (N)"', () => {
  const person = (userId: number, permissionLevel: number) => ({
    userId,
    firstName: `P${userId}`,
    lastName: 'Crew',
    permissionLevel,
  });
  // In crew order: the captain (8 is a fleet manager, who keeps no records), an officer, crew.
  const members = [person(ME, 6), person(9, 8), person(4, 4), person(2, 2), person(3, 2), person(5, 2)];
  const month = (userId: number, m: string, signed: boolean, countersigned: boolean) => ({
    userId,
    month: m,
    signedBy: signed ? userId : null,
    signedByName: signed ? `P${userId} Crew` : null,
    signedAt: signed ? '2026-11-01T10:00:00Z' : null,
    counterSignedBy: countersigned ? ME : null,
  });
  const restMonths = [
    month(2, '2026-11', true, false), // waiting
    month(3, '2026-10', true, false), // waiting, the oldest
    month(4, '2026-11', true, false), // an officer's month: a captain countersigns it
    month(5, '2026-11', false, false), // not signed off: not waiting
    month(2, '2026-10', true, true), // countersigned already
    month(ME, '2026-09', true, false), // one's own: never
    month(9, '2026-11', true, false), // a fleet manager's: not a record to countersign
    month(77, '2026-11', true, false), // someone this device does not know as crew
  ];
  it('counts only the months signed off, not countersigned, of people this captain may countersign', () => {
    expect(needsMe({ ...base, members, restMonths }).countersign).toEqual(
      all({ months: 3, oldest: '2026-10' }),
    );
  });
  it('gives the same months as the calendar button (readyToCountersign)', () => {
    const ready = readyToCountersign({
      signerId: ME,
      officer: true,
      approver: false,
      members,
      months: restMonths,
    });
    const tile = needsMe({ ...base, members, restMonths }).countersign;
    expect(tile).toEqual(all({ months: ready.length, oldest: ready[0]?.month }));
  });
  it("counts for an approval-group member only crew below officer level (not an officer's month)", () => {
    const asMember = needsMe({
      ...base,
      userId: 3,
      level: 2,
      inRestApprovalGroup: true,
      members,
      restMonths,
    });
    expect(asMember.countersign).toEqual(all({ months: 1, oldest: '2026-11' }));
  });
  it('is no tile for crew, who hold only their own months', () => {
    expect(
      needsMe({
        ...base,
        level: 2,
        inRestApprovalGroup: false,
        restMonths: [month(ME, '2026-11', true, false)],
      }).countersign,
    ).toBeNull();
  });
  it("says not known yet when a device holding others' months has no approval-group answer", () => {
    expect(needsMe({ ...base, level: 2, members, restMonths }).countersign).toEqual({ known: 'not-yet' });
  });
  it('shows for an officer with nothing waiting, as 0', () => {
    expect(needsMe({ ...base, level: 4 }).countersign).toEqual(all({ months: 0, oldest: null }));
  });
});

describe('needsMe: while a first sync is under way', () => {
  const requests = [request(2, 'Pending')];
  it('knows no figure before the vessel has reached the device', () => {
    const n = needsMe({ ...base, synced: 'nothing', leaveRequests: requests });
    expect(n).toEqual({
      leaveToDecide: { known: 'not-yet' },
      expiring: { known: 'not-yet' },
      countersign: { known: 'not-yet' },
      signOff: { known: 'not-yet' },
      inbox: { known: 'not-yet' },
    });
    expect(nothingNeedsMe(n)).toBe(false);
  });

  it('names the user’s own ended months with days and no sign-off, oldest first; never the month being lived', () => {
    const own = (month: string, signed: boolean) => ({
      userId: 7,
      month,
      signedBy: signed ? 7 : null,
      signedByName: signed ? 'Sam Taylor' : null,
      signedAt: signed ? `${month}-28T09:00:00Z` : null,
      counterSignedBy: null,
    });
    const n = needsMe({
      ...base,
      ownRecordedMonths: ['2026-12', '2026-11', '2026-11', '2026-10', '2026-09'],
      restMonths: [own('2026-09', true), { ...own('2026-10', true), userId: 8 }],
    });
    expect(n.signOff).toEqual(all({ months: 2, oldest: '2026-10', open: ['2026-10', '2026-11'] }));
    expect(nothingNeedsMe(n)).toBe(false);
    expect(needsMe({ ...base, modules: ['leave'], ownRecordedMonths: ['2026-10'] }).signOff).toBeNull();
    expect(needsMe({ ...base, ownRecordedMonths: ['2026-12'] }).signOff).toEqual(
      all({ months: 0, oldest: null, open: [] }),
    );
  });
  it('counts from the recent part: leave and months so far (older ones still arrive), the rest in full', () => {
    const n = needsMe({ ...base, synced: 'recent', leaveRequests: requests });
    expect(n.leaveToDecide).toEqual({ known: 'so-far', value: 1 });
    expect(n.countersign).toEqual({ known: 'so-far', value: { months: 0, oldest: null } });
    expect(n.expiring).toEqual(all({ certificates: 0, documents: 0 }));
    expect(n.inbox).toEqual(all(0));
    // Nothing so far is not nothing: the calm line waits for every figure.
    expect(nothingNeedsMe(needsMe({ ...base, synced: 'recent' }))).toBe(false);
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
    expect(n.inbox).toEqual(all(1));
    expect(nothingNeedsMe(n)).toBe(false);
  });
  it('says nothing needs the user when every count is known and 0', () => {
    expect(nothingNeedsMe(needsMe({ ...base, level: 4 }))).toBe(true);
  });
});
