import { describe, expect, it } from 'vitest';
import { freshAppDbEachTest } from '../../../../tests/kits/test-app-db';
import type { CertType } from '../../../contracts/certificates';
import { deviceCertIssues } from './device-readings';

const appDb = freshAppDbEachTest('device-readings');

const aurora = { id: 1, codename: 'aurora' };
const type = (id: string): CertType => ({
  id,
  vesselId: null,
  sectionId: 1,
  number: id.slice(2),
  name: `Type ${id}`,
  order: 1,
  defaultComment: null,
  expiryDateRequired: true,
  surveyRangeDateRequired: false,
  lastSurveyDateRequired: false,
  documentUploadRequired: false,
  deleted: false,
  version: 1,
});

/** Two required types, one certificate in hand: the vessel misses one. */
async function holdVessel() {
  await appDb().certSettings.put({
    vesselId: 1,
    flag: null,
    class: null,
    vesselParameterId: null,
    cruisingUSWaters: false,
    initialized: true,
    approvalGroup: [],
    requirements: [
      { certificateTypeId: 'SF01', isActive: true },
      { certificateTypeId: 'SF02', isActive: true },
    ],
    version: 1,
    pending: 0,
  });
  await appDb().certTypes.bulkPut([type('SF01'), type('SF02')].map((t) => ({ ...t, pending: 0 })));
}

describe('the certificate issues the badge counts from the device', () => {
  it('are not read while the first sync is still coming in: the count would be a part’s', async () => {
    await holdVessel();
    // The recent part is in, the certificates of the rest are not: SF01 would count as missing.
    await appDb().meta.bulkPut([
      { key: 'cursor', value: '40' },
      { key: 'firstSync', value: JSON.stringify({ part: 'rest', vesselId: 1 }) },
    ]);
    expect(await deviceCertIssues(appDb(), aurora, '2026-12-03')).toBeNull();
    // Never synced at all: none either.
    await appDb().meta.clear();
    expect(await deviceCertIssues(appDb(), aurora, '2026-12-03')).toBeNull();
  });

  it('once the first sync is all in, count what the vessel misses', async () => {
    await holdVessel();
    await appDb().certificates.put({
      id: 'C1',
      vesselId: 1,
      certificateTypeId: 'SF01',
      sectionId: 1,
      sectionNumber: '01',
      certificateID: null,
      expireDate: '2030-01-01',
      surveyWindowOpen: null,
      surveyWindowClosing: null,
      lastSurveyDate: null,
      alertDays: 60,
      certificateComments: null,
      checked: true,
      deleted: false,
      version: 2,
      pending: 0,
    });
    // The last part in, the device forgets the first sync's progress (first-sync.ts).
    await appDb().meta.put({ key: 'cursor', value: '40' });
    const issues = await deviceCertIssues(appDb(), aurora, '2026-12-03');
    expect(issues?.map((i) => i.kind)).toEqual(['certificateMissing']);
  });
});
