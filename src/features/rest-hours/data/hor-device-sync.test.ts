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

/** A day edit refused because of what the server holds: `month` signed or not, the day's copy. */
const dayEntry = (signed: boolean, day: { work: string; version: number; cleared?: boolean }) =>
  ({
    id: '02',
    op: 'hor/day/save',
    body: { yachtId: 1, userId: 7, dates: ['2026-11-05'], binary: '1'.repeat(48) },
    baseVersion: 3,
    status: 'conflict',
    attempts: 1,
    nextAttemptAt: 0,
    createdAt: 0,
    coalesceKey: null,
    userId: 7,
    conflict: {
      id: '02',
      status: 'conflict',
      message: 'Erik Holm changed this record while your change was waiting to be sent.',
      records: {
        restDays: [{ userId: 7, vesselId: 1, date: '2026-11-05', ...day }],
        restMonths: [
          {
            userId: 7,
            vesselId: 1,
            month: '2026-11',
            signedBy: signed ? 7 : null,
            signedByName: signed ? 'Sam Taylor' : null,
            signedAt: signed ? '2026-12-01T09:00:00Z' : null,
            counterSignedBy: null,
            counterSignedByName: null,
            counterSignedAt: null,
            version: 4,
          },
        ],
      },
    },
  }) as unknown as OutboxEntry & { op: 'hor/day/save'; body: { reopen?: boolean } };

describe('a day edit someone else changed meanwhile', () => {
  const op = horDeviceSync.ops['hor/day/save'];
  const theirs = '0'.repeat(48);

  it('says who changed it, shows both days, and offers keeping mine or theirs', () => {
    const prompt = op.prompt!(dayEntry(false, { work: theirs, version: 9 }), ctx);
    expect(prompt.title).toBe('Changed by someone else');
    expect(prompt.what).toBe('Erik Holm changed this record while your change was waiting to be sent.');
    expect(prompt.timelines).toEqual([{ label: expect.any(String), mine: '1'.repeat(48), theirs }]);
    expect(prompt.choices.map((c) => [c.action, c.label])).toEqual([
      ['resubmit', 'Keep my change'],
      ['discard', 'Discard my change'],
    ]);
  });

  it('kept, it is sent on the server copy and never reopens a month by itself', () => {
    const again = op.resubmit!(dayEntry(false, { work: theirs, version: 9 }) as never);
    expect(again.baseVersion).toBe(9);
    expect((again.body as { reopen?: boolean }).reopen).toBeUndefined();
  });

  it('a day cleared meanwhile shows as empty on their side', () => {
    const prompt = op.prompt!(dayEntry(false, { work: theirs, version: 9, cleared: true }), ctx);
    expect(prompt.timelines?.[0]?.theirs).toBeNull();
  });

  it('a signed month keeps its own prompt, and its resubmit reopens', () => {
    const entry = dayEntry(true, { work: theirs, version: 9 });
    expect(op.prompt!(entry, ctx).title).toBe('Month already signed off');
    expect(op.resubmit!(entry as never).body).toMatchObject({ reopen: true });
    expect(op.resubmit!(entry as never).body).not.toHaveProperty('reopenCountersigned');
  });

  it('a month countersigned meanwhile is reopened only by a resubmit made having seen it', () => {
    const signed = dayEntry(true, { work: theirs, version: 9 });
    const month = signed.conflict!.records!.restMonths![0]!;
    const entry = {
      ...signed,
      conflict: {
        ...signed.conflict!,
        records: {
          ...signed.conflict!.records,
          restMonths: [
            {
              ...month,
              counterSignedBy: 2,
              counterSignedByName: 'James Whitfield',
              counterSignedAt: '2026-12-02T09:00:00Z',
            },
          ],
        },
      },
    };
    expect(op.resubmit!(entry as never).body).toMatchObject({ reopen: true, reopenCountersigned: true });
  });
});

describe('a clear of a day someone else changed meanwhile', () => {
  const op = horDeviceSync.ops['hor/day/clear'];
  const entry = (signed: boolean) => {
    const e = dayEntry(signed, { work: '0'.repeat(48), version: 9 });
    const { binary: _b, ...body } = e.body as { binary: string };
    return { ...e, op: 'hor/day/clear', body } as never;
  };

  it('shows the day on record beside nothing, and keeping it deletes it on the server copy', () => {
    const prompt = op.prompt!(entry(false), ctx);
    expect(prompt.title).toBe('Changed by someone else');
    expect(prompt.timelines?.[0]).toEqual(expect.objectContaining({ mine: null, theirs: '0'.repeat(48) }));
    expect(prompt.choices[0]!.hint).toBe('The days are deleted, as you did on this phone.');
    const again = op.resubmit!(entry(false));
    expect(again.baseVersion).toBe(9);
    expect((again.body as { reopen?: boolean }).reopen).toBeUndefined();
  });

  it('met a signed month, it offers Discard alone, as before', () => {
    expect(op.prompt!(entry(true), ctx).choices.map((c) => c.action)).toEqual(['discard']);
  });
});
