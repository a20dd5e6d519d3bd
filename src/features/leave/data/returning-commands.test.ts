import { describe, expect, it } from 'vitest';
import { freshAppDbEachTest } from '../../../../tests/kits/test-app-db';
import type { LeaveProfileRecord } from '../../../contracts/leave-records';
import { addGroupLeave } from './group-leave-commands';
import { reactivateProfile, replaceProfile } from './returning-commands';

const appDb = freshAppDbEachTest('leave-returning');

const NOW = 1_800_000_000_000;
const who = () => ({ db: appDb(), userId: 9, now: NOW });
const profile = (id: string, extra: Partial<LeaveProfileRecord> = {}): LeaveProfileRecord => ({
  id,
  vesselId: 1,
  userId: 7,
  crewId: 70,
  type: 'yearly',
  startDate: '2025-01-01',
  endDate: '2025-06-30',
  initialLeave: 0,
  flightEntitlement: null,
  rates: [
    { from: '2025-01-01', daysPerYear: 30, ratio: null, type: 'yearly', changeDate: null, comment: null },
  ],
  active: false,
  deleted: false,
  version: 12,
  ...extra,
});
const OLD = '01JOLDPROFILE0000000000000';
const NEW = '01JNEWPROFILE0000000000000';
const queued = async () =>
  (await appDb().outbox.orderBy('id').toArray()).map((e) => [e.op, e.body, e.baseVersion]);

describe('returning user on the device', () => {
  it('Activate: the old profile is active again with no end date, and the reactivation is queued', async () => {
    await appDb().leaveProfiles.put({ ...profile(OLD), pending: 0 });
    await reactivateProfile(who(), profile(OLD));
    expect(await appDb().leaveProfiles.get(OLD)).toMatchObject({ active: true, endDate: null, pending: 1 });
    expect(await queued()).toEqual([['leave/profile/reactivate', { yachtId: 1, profileId: OLD }, 12]]);
  });

  it('Set up new: the old profile is deleted and the new one set up, queued in that order', async () => {
    await appDb().leaveProfiles.put({ ...profile(OLD), pending: 0 });
    await replaceProfile(
      who(),
      profile(OLD),
      { userId: 7, crewId: 70 },
      { yachtId: 1, profileId: NEW, type: 'yearly', startDate: '2026-05-01', daysPerYear: 28 },
    );
    expect(await appDb().leaveProfiles.get(OLD)).toMatchObject({ deleted: true, active: false });
    expect(await appDb().leaveProfiles.get(NEW)).toMatchObject({
      active: true,
      crewId: 70,
      startDate: '2026-05-01',
    });
    const ops = await queued();
    expect(ops.map(([op]) => op)).toEqual(['leave/profile/delete', 'leave/profile/setup']);
    expect(ops[0]).toEqual(['leave/profile/delete', { yachtId: 1, profileId: OLD }, 12]);
  });

  it('a new profile the schema refuses leaves the old one and the outbox as they were', async () => {
    await appDb().leaveProfiles.put({ ...profile(OLD), pending: 0 });
    await expect(
      replaceProfile(
        who(),
        profile(OLD),
        { userId: 7, crewId: 70 },
        { yachtId: 1, profileId: NEW, type: 'yearly', startDate: 'not a date', daysPerYear: 28 },
      ),
    ).rejects.toThrow();
    expect(await appDb().leaveProfiles.get(OLD)).toMatchObject({ deleted: false, pending: 0 });
    expect(await appDb().leaveProfiles.get(NEW)).toBeUndefined();
    expect(await queued()).toEqual([]);
  });
});

describe('group additional leave on the device', () => {
  it('queues one additional-leave entry per person, in order, with the one date and comment', async () => {
    const a = profile('01JPROFILEA000000000000000', { active: true, endDate: null });
    const b = profile('01JPROFILEB000000000000000', { active: true, endDate: null, userId: 8 });
    await addGroupLeave(
      who(),
      [
        { profile: a, days: 2 },
        { profile: b, days: -0.5 },
      ],
      { date: '2026-05-01', comment: 'Worked the regatta weekend' },
    );
    const rows = await appDb().leaveAdjustments.toArray();
    expect(rows.map((r) => [r.profileId, r.days, r.kind, r.date, r.pending])).toEqual(
      expect.arrayContaining([
        [a.id, 2, 'additional', '2026-05-01', 1],
        [b.id, -0.5, 'additional', '2026-05-01', 1],
      ]),
    );
    const ops = await queued();
    expect(ops.map(([op, body]) => [op, (body as { profileId: string }).profileId])).toEqual([
      ['leave/adjust', a.id],
      ['leave/adjust', b.id],
    ]);
  });

  it('queues nothing when one entry is refused', async () => {
    const a = profile('01JPROFILEA000000000000000', { active: true, endDate: null });
    await expect(
      addGroupLeave(
        who(),
        [
          { profile: a, days: 1 },
          { profile: a, days: 1.234 },
        ],
        { date: '2026-05-01', comment: 'Two decimals at most' },
      ),
    ).rejects.toThrow();
    expect(await appDb().leaveAdjustments.count()).toBe(0);
    expect(await queued()).toEqual([]);
  });
});
