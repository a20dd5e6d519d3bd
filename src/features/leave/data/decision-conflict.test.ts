import { describe, expect, it } from 'vitest';
import type { LeaveRequestRecord } from '../../../contracts/leave-records';
import type { OutboxEntry } from '../../../db/app-db';
import { leaveDeviceSync } from './leave-device-sync';

/**
 * The captain approved at sea; the purser had rejected the same request at the shore. The review
 * said only "changed by someone else" and offered Discard (field test): it now says who decided,
 * to what, the request's dates and status, and offers deciding again where it still applies.
 */
const op = leaveDeviceSync.ops['leave/request/decide'];
const t = (text: string, values?: Record<string, unknown>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(values?.[k] ?? ''));
const ctx = { t, levelOn: () => 6, codenameOf: () => 'aurora' };
const onShore = (status: string): LeaveRequestRecord => ({
  id: 'R1',
  vesselId: 1,
  userId: 5,
  profileId: 'P1',
  status: status as LeaveRequestRecord['status'],
  startDate: '2027-08-23',
  endDate: '2027-08-24',
  days: [],
  travelDays: 0,
  flights: [],
  comments: null,
  decisionComment: status === 'Denied' ? 'Too many ashore that week' : null,
  attachments: [],
  createdBy: 5,
  decidedBy: status === 'Pending' ? null : 3,
  deleted: false,
  version: 44,
});
const entry = (status: string, action = 'APPROVE') =>
  ({
    id: 'E1',
    op: 'leave/request/decide',
    body: { yachtId: 1, requestId: 'R1', action },
    baseVersion: 40,
    status: 'conflict',
    attempts: 1,
    nextAttemptAt: 0,
    createdAt: 0,
    coalesceKey: null,
    userId: 2,
    conflict: {
      id: 'E1',
      status: 'conflict',
      message: 'Clara Mendes set this leave request to Denied meanwhile: “Too many ashore that week”.',
      records: { leaveRequests: [onShore(status)] },
    },
  }) as unknown as OutboxEntry & { op: 'leave/request/decide' };

describe('a leave decision that met another one', () => {
  it('says who decided, to what, and keeps theirs when mine no longer applies', () => {
    const prompt = op.prompt!(entry('Denied') as never, ctx);
    expect(prompt.title).toBe('Decided by someone else');
    expect(prompt.what).toContain('Clara Mendes set this leave request to Denied');
    expect(prompt.subjects).toEqual([expect.stringContaining('This request:'), 'Now: Denied']);
    expect(prompt.choices.map((c) => c.action)).toEqual(['discard']);
    expect(op.resubmit!(entry('Denied') as never)).toBeNull();
  });

  it('offers deciding again on the shore’s copy where the decision still applies', () => {
    const prompt = op.prompt!(entry('Pending') as never, ctx);
    expect(prompt.choices.map((c) => [c.action, c.label])).toEqual([
      ['resubmit', 'Decide again'],
      ['discard', 'Keep it as it is'],
    ]);
    expect(op.resubmit!(entry('Pending') as never)).toEqual({
      body: { yachtId: 1, requestId: 'R1', action: 'APPROVE' },
      baseVersion: 44,
    });
  });
});
