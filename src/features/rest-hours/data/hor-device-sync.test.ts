import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../../db/app-db';
import { t } from '../../../i18n/i18n';
import { horDeviceSync } from './hor-device-sync';

const body = {
  yachtId: 1,
  userId: 7,
  month: '2026-11',
  hash: 'a'.repeat(64),
  signedAt: '2026-12-02T09:00:00Z',
  keyId: 'k',
  signature: 's'.repeat(40),
};
const ctx = { levelOn: () => 6, codenameOf: () => 'aurora', t };
const entry = (signedByName: string | null) =>
  ({
    id: '01',
    op: 'hor/month/countersign',
    body,
    baseVersion: 1,
    status: 'conflict',
    attempts: 1,
    nextAttemptAt: 0,
    createdAt: 0,
    coalesceKey: null,
    userId: 3,
    conflict: {
      id: '01',
      status: 'conflict',
      message: 'The records changed after they were signed off. The month must be signed off again.',
      records: {
        restMonths: [
          {
            userId: 7,
            vesselId: 1,
            month: '2026-11',
            signedBy: signedByName ? 7 : null,
            signedByName,
            signedAt: null,
            counterSignedBy: null,
            counterSignedByName: null,
            counterSignedAt: null,
            version: 2,
          },
        ],
      },
    },
  }) as unknown as OutboxEntry & { op: 'hor/month/countersign'; body: typeof body };

describe('a countersign the server refused', () => {
  const prompt = horDeviceSync.ops['hor/month/countersign'].prompt!;
  it('names whose month it was (one of a batch may be refused while the others went)', () => {
    expect(prompt(entry('Sam Taylor'), ctx).subjects).toEqual(['Sam Taylor, November 2026']);
  });
  it('names the month alone when the server no longer has it signed off', () => {
    expect(prompt(entry(null), ctx).subjects).toEqual(['November 2026']);
  });
});
