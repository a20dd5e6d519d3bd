import { describe, expect, it } from 'vitest';
import {
  batchReport,
  flagLine,
  flagsByRule,
  readyToCountersign,
  skipReason,
  waitingIn,
} from './countersign-ready';

const member = (userId: number, first: string, permissionLevel = 2) => ({
  userId,
  firstName: first,
  lastName: 'Sea',
  permissionLevel,
});
const month = (userId: number, m: string, signed = true, countersigned = false) => ({
  userId,
  month: m,
  signedBy: signed ? userId : null,
  signedByName: signed ? 'x' : null,
  signedAt: signed ? `${m}-28T09:00:00Z` : null,
  counterSignedBy: countersigned ? 99 : null,
});

const members = [member(1, 'Captain', 6), member(2, 'Ann'), member(3, 'Bob'), member(4, 'Officer', 4)];
const key = (r: { name: string; month: string }) => `${r.name} ${r.month}`;

describe('readyToCountersign', () => {
  it('lists the months signed off and not countersigned, oldest month first, in crew order', () => {
    const months = [
      month(3, '2026-11'),
      month(2, '2026-11'),
      month(2, '2026-10'),
      month(3, '2026-10', true, true), // countersigned already
      month(2, '2026-12', false), // not signed off
    ];
    const ready = readyToCountersign({ signerId: 1, officer: true, approver: false, members, months });
    expect(ready.map(key)).toEqual(['Ann Sea 2026-10', 'Ann Sea 2026-11', 'Bob Sea 2026-11']);
  });

  it('never lists the signer’s own month', () => {
    const months = [month(1, '2026-11'), month(2, '2026-11')];
    const ready = readyToCountersign({ signerId: 1, officer: true, approver: false, members, months });
    expect(ready.map((r) => r.userId)).toEqual([2]);
  });

  it('an officer countersigns another officer; an approval-group member below officer level does not', () => {
    const months = [month(4, '2026-11'), month(2, '2026-11')];
    const asOfficer = readyToCountersign({ signerId: 1, officer: true, approver: false, members, months });
    expect(asOfficer.map((r) => r.userId)).toEqual([2, 4]);
    const asMember = readyToCountersign({ signerId: 3, officer: false, approver: true, members, months });
    expect(asMember.map((r) => r.userId)).toEqual([2]);
  });

  it('gives nothing to someone who is neither officer nor in the approval group', () => {
    const months = [month(2, '2026-11')];
    expect(readyToCountersign({ signerId: 3, officer: false, approver: false, members, months })).toEqual([]);
  });

  it('skips months of people the device does not list (not visible to this supervisor)', () => {
    const months = [month(7, '2026-11'), month(2, '2026-11')];
    const ready = readyToCountersign({ signerId: 1, officer: true, approver: false, members, months });
    expect(ready.map((r) => r.userId)).toEqual([2]);
  });

  it('fleet managers keep no records, so they are never listed', () => {
    const withManager = [...members, member(8, 'Fleet', 8)];
    const months = [month(8, '2026-11')];
    expect(
      readyToCountersign({ signerId: 1, officer: true, approver: false, members: withManager, months }),
    ).toEqual([]);
  });
});

describe('waitingIn', () => {
  it('names the people whose month shown waits for the user, and no one for a month with none', () => {
    // Already read as ready, oldest month first (readyToCountersign), the user's own never among them.
    const ready = [2, 3, 2].map((userId, i) => ({ userId, month: i ? '2026-11' : '2026-10' }));
    expect([...waitingIn(ready, '2026-11')].sort()).toEqual([2, 3]);
    expect([...waitingIn(ready, '2026-10')]).toEqual([2]);
    expect(waitingIn(ready, '2026-09').size).toBe(0);
  });
});

describe('flagLine', () => {
  it.each([
    [[], 'Every day meets the rest rules'],
    [[{ date: '2026-11-03', rules: [1] as const }], '1 day breaks rule 1'],
    [
      [
        { date: '2026-11-03', rules: [2, 1] as const },
        { date: '2026-11-04', rules: [2] as const },
      ],
      '2 days break rules 1, 2',
    ],
  ])('%j reads %s', (ncs, text) => {
    expect(flagLine(ncs.map((n) => ({ date: n.date, rules: [...n.rules] })))).toBe(text);
  });
});

describe('skipReason', () => {
  const signed = { signedBy: 2, counterSignedBy: null };
  it.each([
    [signed, 'a', 'a', null],
    [undefined, 'a', 'a', 'not-signed'],
    [{ signedBy: null, counterSignedBy: null }, 'a', 'a', 'not-signed'],
    [{ signedBy: 2, counterSignedBy: 5 }, 'a', 'a', 'countersigned'],
    [signed, 'b', 'a', 'changed'],
  ] as const)('%j with records %s (reviewed %s): %s', (now, recordsNow, reviewed, reason) => {
    expect(skipReason(now, recordsNow, reviewed)).toBe(reason);
  });
});

describe('batchReport', () => {
  const ann = { userId: 2, month: '2026-11', name: 'Ann Sea', signedAt: null };
  it('counts what was countersigned and names each month left out, with why', () => {
    const report = batchReport(
      [ann, ann],
      [{ month: { ...ann, name: 'Bob Sea' }, reason: 'changed', monthName: 'November 2026' }],
      true,
    );
    expect(report.done).toBe('Countersigned 2 sign-offs.');
    expect(report.skipped).toEqual([
      {
        line: 'Bob Sea, November 2026: not countersigned, its records changed after you opened this list; open it to check them.',
        open: 'Open Bob Sea, November 2026',
        userId: 2,
        month: '2026-11',
      },
    ]);
  });
  it('says so when nothing went', () => {
    expect(batchReport([], [], true).done).toBe('Nothing was countersigned.');
    expect(batchReport([ann], [], true).done).toBe('Countersigned 1 sign-off.');
  });
  it('never claims the shore has them while it cannot be reached', () => {
    expect(batchReport([ann, ann], [], false).done).toBe(
      'Countersigned 2 sign-offs on this device; they go to the shore when it can be reached.',
    );
    expect(batchReport([ann], [], false).done).toBe(
      'Countersigned 1 sign-off on this device; it goes to the shore when it can be reached.',
    );
    expect(batchReport([], [], false).done).toBe('Nothing was countersigned.');
  });
});

describe('flagsByRule', () => {
  it('lists each rule once with its days in order, the distinct reasons and the days without one', () => {
    const grouped = flagsByRule([
      { date: '2026-11-11', rules: [2, 1], reasons: ['Charter'] },
      { date: '2026-11-10', rules: [1], reasons: [] },
      { date: '2026-11-12', rules: [1], reasons: ['Charter'] },
    ]);
    expect(grouped).toEqual({
      rules: [
        { rule: 1, dates: ['2026-11-10', '2026-11-11', '2026-11-12'] },
        { rule: 2, dates: ['2026-11-11'] },
      ],
      reasons: ['Charter'],
      unexplained: 1,
    });
  });
  it('is empty for a month without flags', () => {
    expect(flagsByRule([])).toEqual({ rules: [], reasons: [], unexplained: 0 });
  });
});
