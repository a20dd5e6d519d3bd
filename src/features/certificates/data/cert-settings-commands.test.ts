import { describe, expect, it } from 'vitest';
import { freshAppDbEachTest } from '../../../../tests/kits/test-app-db';
import {
  blankCertSettings,
  saveCertSettings,
  setCertGroup,
  setCertRequirement,
} from './cert-settings-commands';

const db = freshAppDbEachTest('cert-settings-commands');
const NOW = 1_800_000_000_000;
const who = () => ({ db: db(), userId: 9, now: NOW });
const queued = async () =>
  (await db().outbox.orderBy('id').toArray()).map((e) => [e.op, e.baseVersion, e.coalesceKey, e.body]);

const stored = { ...blankCertSettings(1), initialized: true, version: 12, approvalGroup: [5] };

describe('certificate settings on the device', () => {
  it('Required Settings on a vessel never set up: a pending record, set up, and one queued save', async () => {
    await saveCertSettings(who(), null, {
      yachtId: 2,
      flag: ' Malta ',
      class: '',
      vesselParameterId: 3,
      cruisingUSWaters: true,
    });
    expect(await db().certSettings.get(2)).toEqual({
      ...blankCertSettings(2),
      flag: 'Malta',
      vesselParameterId: 3,
      cruisingUSWaters: true,
      initialized: true,
      pending: 1,
    });
    expect(await queued()).toEqual([
      [
        'cert/settings/save',
        0,
        'cert-settings:2',
        { yachtId: 2, flag: 'Malta', class: null, vesselParameterId: 3, cruisingUSWaters: true },
      ],
    ]);
  });

  it('refuses Required Settings without a vessel parameter and writes nothing', async () => {
    await expect(
      saveCertSettings(who(), null, { yachtId: 2, vesselParameterId: undefined as unknown as number }),
    ).rejects.toThrow();
    expect(await db().certSettings.count()).toBe(0);
    expect(await queued()).toEqual([]);
  });

  it('a requirement switched off then on again before it is sent is one change, the last', async () => {
    const current = { ...stored, requirements: [{ certificateTypeId: 'SF03', isActive: true }] };
    await setCertRequirement(who(), current, 'SF03', false);
    const after = (await db().certSettings.get(1))!;
    expect(after.requirements).toEqual([{ certificateTypeId: 'SF03', isActive: false }]);
    await setCertRequirement(who(), after, 'SF03', true);
    expect((await db().certSettings.get(1))!.requirements).toEqual([
      { certificateTypeId: 'SF03', isActive: true },
    ]);
    expect(await queued()).toEqual([
      [
        'cert/requirement/set',
        12,
        'cert-requirement:1:SF03',
        { yachtId: 1, certificateTypeId: 'SF03', isActive: true },
      ],
    ]);
  });

  it('the approval group: the whole list, each member once, kept on the device at once', async () => {
    await setCertGroup(who(), stored, [5, 7, 7]);
    expect(await db().certSettings.get(1)).toMatchObject({ approvalGroup: [5, 7], pending: 1 });
    expect(await queued()).toEqual([['cert/group/set', 12, 'cert-group:1', { yachtId: 1, userIds: [5, 7] }]]);
  });
});
