import { readVesselSettings, writeVesselSettings } from '../src/modules/rest-hours/vessel-settings';
import type { TestServer } from './test-server';

/**
 * The vessel stops asking for a reason for each non-compliance at sign-off: for tests of
 * something else that sign the demo's months (its charter weeks break the rules, and the seed
 * gives no reasons) or random days. hor-sign-reasons.test.ts tests the setting itself.
 */
export async function reasonsNotAsked(s: Pick<TestServer, 'db' | 'clock'>, vesselId: number) {
  const { settings } = await readVesselSettings(s.db, vesselId);
  await writeVesselSettings(
    s.db,
    vesselId,
    { settings: { ...settings, nonComplianceCommentsRequired: false } },
    s.clock(),
  );
}
