import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CertTestServer, certServer } from '../../../../testing/cert-fixture';

/**
 * Issue 11, items 1 and 6 on the server: certificates are kinds of record. The feed carries them
 * only to those who keep the register (level 4+, the approval group); the queued operations
 * apply through POST /sync, and an edit based on an older copy is a conflict that changes nothing.
 */
let t: CertTestServer;
beforeAll(async () => {
  t = await certServer();
});
afterAll(() => t.s.close());

describe('the feed', () => {
  it('carries the catalogue, settings and certificates to level 4+ and the approval group only', async () => {
    for (const who of ['officer', 'captain', 'group']) {
      const f = await t.feed(who);
      expect([who, f.certificates?.filter((c) => c.vesselId === t.aurora).length]).toEqual([who, 12]);
      expect(f.certSettings?.map((s) => s.vesselId)).toEqual([t.aurora]);
      expect(f.certSections).toHaveLength(11);
      expect(f.vesselParameters?.map((p) => p.name)).toEqual([
        'Private yacht',
        'Commercial yacht < 500 GT',
        'Commercial yacht ≥ 500 GT',
        'Passenger yacht',
      ]);
      expect(f.certTypes?.find((x) => x.id === 'SF03')).toMatchObject({
        vesselId: null,
        sectionId: 4,
        number: '03',
        name: 'Cargo Ship Safety Equipment Certificate',
        surveyRangeDateRequired: true,
      });
    }
    const settings = (await t.feed('officer')).certSettings![0]!;
    expect(settings).toMatchObject({
      flag: 'Cayman Islands',
      vesselParameterId: 2,
      initialized: true,
      approvalGroup: [t.userId.group],
    });
    expect(settings.requirements).toContainEqual({ certificateTypeId: 'CM03', isActive: false });
    expect(settings.requirements).toContainEqual({ certificateTypeId: 'SF05', isActive: true });
    // The crew member, level 2 on Aurora and Meridian and in no group: none of it.
    const crew = await t.feed('crew');
    for (const kind of [
      'certificates',
      'certSettings',
      'certTypes',
      'certSections',
      'vesselParameters',
    ] as const)
      expect([kind, crew[kind]]).toEqual([kind, undefined]);
  });

  it('a change reaches the keepers after their cursor, never the crew; a deletion comes as a tombstone', async () => {
    const officerCursor = (await t.feed('officer')).cursor;
    const crewCursor = (await t.feed('crew')).cursor;
    const id = t.newId();
    expect(await t.op('officer', 'cert/save', t.saveBody({ certificateId: id }))).toMatchObject({
      status: 'applied',
    });
    const after = await t.feed('officer', officerCursor);
    expect(after.certificates).toEqual([
      expect.objectContaining({ id, certificateTypeId: 'RD03', expireDate: '2027-06-30', deleted: false }),
    ]);
    expect((await t.feed('crew', crewCursor)).certificates).toBeUndefined();
    const version = after.certificates![0]!.version;
    expect(
      await t.op('captain', 'cert/delete', { yachtId: t.aurora, certificateId: id }, version),
    ).toMatchObject({
      status: 'applied',
    });
    const gone = await t.feed('group', version);
    expect(gone.certificates).toEqual([expect.objectContaining({ id, deleted: true })]);
  });

  it('joining the approval group starts the member’s copy afresh, with the older certificates', async () => {
    const cursor = (await t.feed('crew')).cursor;
    expect(
      await t.op('purser', 'cert/group/set', { yachtId: t.aurora, userIds: [t.userId.group, t.userId.crew] }),
    ).toMatchObject({
      status: 'applied',
    });
    expect(await t.feed('crew', cursor)).toMatchObject({ reset: true });
    const fresh = await t.feed('crew');
    expect(fresh.certificates?.filter((c) => c.vesselId === t.aurora && !c.deleted)).toHaveLength(12);
    expect(
      await t.op('purser', 'cert/group/set', { yachtId: t.aurora, userIds: [t.userId.group] }),
    ).toMatchObject({
      status: 'applied',
    });
    expect(await t.feed('crew', fresh.cursor)).toMatchObject({ reset: true });
    expect((await t.feed('crew')).certificates).toBeUndefined();
  });
});

describe('queued operations', () => {
  it('save creates with the device id, updates on a current base version, and a stale base is a conflict that changes nothing', async () => {
    const id = t.newId();
    const created = await t.op(
      'officer',
      'cert/save',
      t.saveBody({ certificateId: id, certificateComments: 'First' }),
    );
    expect(created).toMatchObject({ status: 'applied' });
    const v1 = created.version!;
    const edited = await t.op(
      'captain',
      'cert/save',
      t.saveBody({ certificateId: id, certificateComments: 'Second' }),
      v1,
    );
    expect(edited).toMatchObject({ status: 'applied' });
    expect(edited.version!).toBeGreaterThan(v1);
    const before = await t.certRow(id);

    const stale = await t.op(
      'officer',
      'cert/save',
      t.saveBody({ certificateId: id, certificateComments: 'Offline edit', expireDate: '2030-01-01' }),
      v1,
    );
    expect(stale).toMatchObject({
      status: 'conflict',
      message: 'This certificate was changed by someone else meanwhile.',
      records: {
        certificates: [
          expect.objectContaining({ id, certificateComments: 'Second', version: edited.version }),
        ],
      },
    });
    expect(await t.certRow(id)).toEqual(before);
    const staleDelete = await t.op('captain', 'cert/delete', { yachtId: t.aurora, certificateId: id }, v1);
    expect(staleDelete).toMatchObject({ status: 'conflict' });
    expect(await t.certRow(id)).toEqual(before);
  });

  it('two edits of one copy at once: one applies, the other is a conflict', async () => {
    const id = t.newId();
    const { version } = await t.op('officer', 'cert/save', t.saveBody({ certificateId: id }));
    const both = await Promise.all(
      ['officer', 'captain'].map((who) =>
        t.op(who, 'cert/save', t.saveBody({ certificateId: id, certificateComments: who }), version),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual(['applied', 'conflict']);
    const winner = both.findIndex((r) => r.status === 'applied');
    expect((await t.certRow(id))?.comments).toBe(['officer', 'captain'][winner]);
  });

  it('settings, requirements and the group apply as queued; a refusal brings the server copy back', async () => {
    const saved = await t.op('fleet', 'cert/settings/save', {
      yachtId: t.meridian,
      flag: 'Marshall Islands',
      class: 'ABS',
      vesselParameterId: 4,
      cruisingUSWaters: false,
    });
    expect(saved).toMatchObject({ status: 'applied' });
    expect(
      await t.op('fleet', 'cert/requirement/set', {
        yachtId: t.meridian,
        certificateTypeId: 'SF01',
        isActive: false,
      }),
    ).toMatchObject({
      status: 'applied',
    });
    const meridian = (await t.feed('fleet')).certSettings!.find((s) => s.vesselId === t.meridian)!;
    expect(meridian).toMatchObject({ flag: 'Marshall Islands', vesselParameterId: 4, initialized: true });
    expect(meridian.requirements).toContainEqual({ certificateTypeId: 'SF01', isActive: false });
    expect(meridian.requirements).toContainEqual({ certificateTypeId: 'CM02', isActive: true });

    const refused = await t.op('officer', 'cert/settings/save', { yachtId: t.aurora, vesselParameterId: 1 });
    expect(refused).toMatchObject({
      status: 'rejected',
      records: { certSettings: [expect.objectContaining({ vesselParameterId: 2 })] },
    });
    const missing = await t.op('purser', 'cert/settings/save', { yachtId: t.aurora, flag: 'Cayman Islands' });
    expect(missing).toMatchObject({
      status: 'rejected',
      errorList: [{ property: 'body.vesselParameterId', message: 'Required' }],
    });
  });

  it('odd input is refused, never a server error', async () => {
    const odd: unknown[] = [
      { yachtId: t.aurora, certificateId: 'x' },
      { ...t.saveBody(), certificateTypeId: 'SF03\u0000' },
      { ...t.saveBody(), sectionNumber: 7 },
      { ...t.saveBody(), alertDays: 1e308 },
      { ...t.saveBody(), certificateComments: 'x'.repeat(2001) },
      { ...t.saveBody(), expireDate: '2027-02-30' },
    ];
    for (const body of odd) expect((await t.op('officer', 'cert/save', body)).status).toBe('rejected');
    expect(t.s.errors).toEqual([]);
  });
});
