import { describe, expect, it } from 'vitest';
import { freshAppDbEachTest } from '../../../../tests/kits/test-app-db';
import { LEAVE_TEXT } from '../../../contracts/leave-records';
import { applyResult } from '../../../sync/apply-server-data';
import { discardChange } from '../../../sync/conflicts';
import type { DeviceRegistry } from '../../../sync/device-kit';
import { leaveDeviceSync } from './leave-device-sync';
import { changeRate, setupProfile } from './leave-profile-commands';
import { refusedSubmissions } from './setup-refusals';

/**
 * Issue 30, 1.5 on the device: a leave profile set-up queued offline that the server refuses
 * when the link returns becomes the spec's popup on the leave screens (the missing crew member,
 * or the submission error), and closing it takes the refused set-up off the device.
 */
const appDb = freshAppDbEachTest('leave-setup-refusals');
const registry = leaveDeviceSync as unknown as DeviceRegistry;
const NOW = 1_800_000_000_000;
const OFFICER = 9;
const who = () => ({ db: appDb(), userId: OFFICER, now: NOW });
const PROFILE = '01JTESTPROFILE000000000001';

async function queuedSetup(crewId = 41) {
  await setupProfile(
    who(),
    { userId: 7, crewId },
    { yachtId: 1, profileId: PROFILE, type: 'yearly', startDate: '2026-11-01', daysPerYear: 30 },
  );
  return (await appDb().outbox.toArray())[0]!;
}

describe('a refused set-up coming back through sync', () => {
  it('a crew member the server no longer finds: the spec’s popup, and closing it takes the set-up away', async () => {
    const entry = await queuedSetup();
    expect(await refusedSubmissions(appDb(), OFFICER, 1)).toEqual([]);
    await applyResult(appDb(), registry, entry, {
      id: entry.id,
      status: 'rejected',
      message: "Data you've entered are invalid.",
      errorList: [{ property: 'crewId', message: LEAVE_TEXT.setupUserMissing }],
    });
    const [refusal] = await refusedSubmissions(appDb(), OFFICER, 1);
    expect(refusal).toMatchObject({
      message: 'Selected user for profile setup is not found, please try again.',
      reason: null,
    });
    // Another vessel's leave screens, or another user of the phone, do not show it.
    expect(await refusedSubmissions(appDb(), OFFICER, 2)).toEqual([]);
    expect(await refusedSubmissions(appDb(), 10, 1)).toEqual([]);
    await discardChange(appDb(), registry, refusal!.entry);
    expect(await appDb().leaveProfiles.get(PROFILE)).toBeUndefined();
    expect(await refusedSubmissions(appDb(), OFFICER, 1)).toEqual([]);
  });

  it('any other refusal of a set-up or a change: the submission error, with the server’s reason under it', async () => {
    const entry = await queuedSetup();
    await applyResult(appDb(), registry, entry, {
      id: entry.id,
      status: 'rejected',
      message: "Data you've entered are invalid.",
      errorList: [{ property: 'crewId', message: 'This crew member has a leave profile already.' }],
    });
    expect(await refusedSubmissions(appDb(), OFFICER, 1)).toMatchObject([
      {
        message: 'Submission error occured, please try again or contact support.',
        reason: 'This crew member has a leave profile already.',
      },
    ]);
    await discardChange(appDb(), registry, entry);
    const profile = {
      id: PROFILE,
      vesselId: 1,
      userId: 7,
      crewId: 41,
      type: 'yearly' as const,
      startDate: '2026-11-01',
      endDate: null,
      initialLeave: 0,
      flightEntitlement: null,
      rates: [
        {
          from: '2026-11-01',
          daysPerYear: 30,
          ratio: null,
          type: 'yearly' as const,
          changeDate: null,
          comment: null,
        },
      ],
      active: true,
      deleted: false,
      version: 5,
    };
    await appDb().leaveProfiles.put({ ...profile, pending: 0 });
    await changeRate(who(), profile, {
      yachtId: 1,
      profileId: PROFILE,
      type: 'yearly',
      daysPerYear: 40,
      changeDate: '2026-12-01',
      comment: 'Promotion',
    });
    const change = (await appDb().outbox.toArray())[0]!;
    await applyResult(appDb(), registry, change, {
      id: change.id,
      status: 'rejected',
      message: "You don't have access to requested resource.",
    });
    expect(await refusedSubmissions(appDb(), OFFICER, 1)).toMatchObject([
      {
        message: LEAVE_TEXT.submissionError,
        reason: "You don't have access to requested resource.",
      },
    ]);
  });
});
