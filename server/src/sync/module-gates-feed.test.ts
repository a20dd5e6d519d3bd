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

/**
 * Issue 30, section 3: a module that is off on a vessel yields no rows of that module for that
 * vessel, whatever the kind and whoever asks. Which module owns a kind is decided from the spec:
 * crew records (personal details, bank and next of kin, salary, leave-increment history, crew
 * documents) are the crew module's (doc 2, section 1); leave profiles, requests, settings and types
 * the leave module's; rest days, months, comments, presets and reopen requests hours of rest's;
 * guests the reports module's (doc 3, section 2). 'core' stays with every module off: the inbox;
 * the vessel's people (crew list rows and the hours-of-rest members), which the leave table, the
 * certificate and document issues, the notify lists and the users page name people from; and the
 * departments, positions and requirements, which users administration keeps (doc 2, section 7).
 */
const OWNER: Record<RecordKind, Gated | 'core'> = {
  restDays: 'hoursofrest',
  restMonths: 'hoursofrest',
  members: 'core',
  comments: 'hoursofrest',
  presets: 'hoursofrest',
  reopenRequests: 'hoursofrest',
  messages: 'core',
  crew: 'core',
  crewDetails: 'crew',
  crewPrivate: 'crew',
  salaries: 'crew',
  leaveIncrements: 'crew',
  departments: 'core',
  positions: 'core',
  requirements: 'core',
  crewDocuments: 'crew',
  leaveSettings: 'leave',
  leaveTypes: 'leave',
  leaveProfiles: 'leave',
  leaveRequests: 'leave',
  leaveAdjustments: 'leave',
  certSections: 'certs',
  vesselParameters: 'certs',
  certTypes: 'certs',
  certSettings: 'certs',
  certificates: 'certs',
  certAttachments: 'certs',
  docSettings: 'docs',
  docSections: 'docs',
  libraryDocs: 'docs',
  guests: 'reports',
  erasures: 'core',
  // Notes on issues stay with the issues page, which every vessel has.
  issueNotes: 'core',
};
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
    expect(missing).toEqual([]);
    // The crew member's own private records, documents, leave and rest days reach their device.
    for (const k of ['crewPrivate', 'salaries', 'crewDocuments', 'leaveRequests', 'restDays'] as const)
      expect([k, before.crew![k] > 0]).toEqual([k, true]);
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
