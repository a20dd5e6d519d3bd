import { RECORD_KINDS, type RecordKind } from '@contracts/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GATED,
  type Gated,
  type GateTestServer,
  gateServer,
  rowsOf,
  wholeFeed,
} from '../../testing/module-gate-kit';
import { FEED_SOURCES } from '../composition';

/**
 * Issue 30, section 3: a module that is off on a vessel yields no rows of that module for that
 * vessel, whatever the kind and whoever asks. Which module a kind belongs to is what its feed
 * declares (`module` of each module's `feeds`, in its module.ts, where the spec's reason is
 * written); null keeps the kind with every module off ('core' here). This test checks that the
 * feed holds to those declarations for every kind and every viewer.
 */
const OWNER = Object.fromEntries(RECORD_KINDS.map((k) => [k, FEED_SOURCES[k].module ?? 'core'])) as Record<
  RecordKind,
  Gated | 'core'
>;
/**
 * The certificate catalogue belongs to no vessel (certs-attack-module-off.test.ts covers it);
 * erasure notices exist only after the five-year retention job (crew-data-retention.test.ts).
 */
const NO_VESSEL: RecordKind[] = ['certSections', 'vesselParameters', 'erasures'];
/** Every kind for the fleet manager (level 8); the crew member's own rows for the demo crew member. */
const VIEWERS = ['fleet', 'crew'] as const;

let t: GateTestServer;
const before: Record<string, Record<RecordKind, number>> = {};
beforeAll(async () => {
  t = await gateServer();
  for (const who of VIEWERS) before[who] = rowsOf(await wholeFeed(t, who), t.aurora);
}, 120_000);
afterAll(() => t.s.close());

describe('the feed with every module on', () => {
  it('carries every kind of Aurora record to the fleet manager, so the table below tests something', () => {
    const missing = RECORD_KINDS.filter((k) => !NO_VESSEL.includes(k) && before.fleet![k] === 0);
    expect(
      missing,
      'kinds with no record on Aurora: the module that feeds each must insert one in its testing/gate-rows.ts',
    ).toEqual([]);
    // The crew member's own private records, documents, leave and rest days reach their device.
    for (const k of ['crewPrivate', 'salaries', 'crewDocuments', 'leaveRequests', 'restDays'] as const)
      expect([k, before.crew![k] > 0]).toEqual([k, true]);
  });

  it('gives every module a vessel can switch off some kind of its own, so switching it off tests something', () => {
    expect(GATED.filter((key) => !RECORD_KINDS.some((k) => OWNER[k] === key))).toEqual([]);
  });
});

describe.each(GATED)('the %s module off on Aurora', (key) => {
  it('the feed carries none of its kinds of Aurora, and every other kind as before', async () => {
    await t.setModule(key, false);
    try {
      for (const who of VIEWERS) {
        const now = rowsOf(await wholeFeed(t, who), t.aurora);
        const expected = Object.fromEntries(
          RECORD_KINDS.map((k) => [k, OWNER[k] === key ? 0 : before[who]![k]]),
        );
        expect([who, now]).toEqual([who, expected]);
      }
    } finally {
      await t.setModule(key, true);
    }
    // Switched back on, everything comes back.
    expect(rowsOf(await wholeFeed(t, 'fleet'), t.aurora)).toEqual(before.fleet);
  });
});
