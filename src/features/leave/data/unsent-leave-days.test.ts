import { describe, expect, it } from 'vitest';
import { profile } from '../../../../tests/kits/leave-test-rows';
import type { OutboxEntry } from '../../../db/app-db';
import { withUnsentLeaveDays } from './unsent-leave-days';

const yearly30 = {
  from: '2025-01-01',
  daysPerYear: 30,
  ratio: null,
  type: 'yearly' as const,
  changeDate: null,
  comment: null,
};
const queued = (
  crewId: number,
  amount: number,
  changeDate: string,
  comment: string | null = null,
  createdAt = 1,
) =>
  ({
    op: 'crew/leave/save',
    body: { crewId, incrementId: `I${createdAt}`, amount, changeDate, comment },
    createdAt,
  }) as Pick<OutboxEntry, 'op' | 'body' | 'createdAt'>;

describe("Edit leave details at sea shows on the crew member's leave profile, as the server will link it", () => {
  it('a queued new figure is the yearly rate from the day after its date, marked unsent', () => {
    const [p] = withUnsentLeaveDays(
      [{ ...profile('p3', 3, { rates: [yearly30] }), pending: 0 as const }],
      [queued(3, 35, '2027-01-15', ' New contract ')],
      [{ crewId: 3, changeDate: '2027-01-15' }],
    );
    expect(p?.rates).toEqual([
      yearly30,
      {
        from: '2027-01-16',
        daysPerYear: 35,
        ratio: null,
        type: 'yearly',
        changeDate: '2027-01-15',
        comment: 'New contract',
      },
    ]);
    expect(p?.pending).toBe(1);
  });

  it('in the order they were queued; other operations, other crew, accrued and former profiles are left alone', () => {
    const accrued = { ...yearly30, daysPerYear: null, ratio: 0.5, type: 'accrued' as const };
    const profiles = [
      profile('p3', 3, { rates: [yearly30] }),
      profile('acc', 4, { type: 'accrued', rates: [accrued] }),
      profile('old', 5, { active: false, rates: [yearly30] }),
    ];
    const out = withUnsentLeaveDays(
      profiles,
      [
        queued(3, 40, '2027-01-15', null, 2),
        queued(3, 35, '2027-01-15', null, 1),
        queued(4, 35, '2027-01-15'),
        queued(5, 35, '2027-01-15'),
        { op: 'crew/salary/save', body: { crewId: 3 }, createdAt: 3 } as never,
      ],
      [],
    );
    expect(out[0]?.rates.at(-1)?.daysPerYear).toBe(40);
    expect(out[1]).toBe(profiles[1]);
    expect(out[2]).toBe(profiles[2]);
  });

  it('an older figure from before the profile started moves nothing', () => {
    const p = profile('p5', 5, { startDate: '2026-06-01', rates: [{ ...yearly30, from: '2026-06-01' }] });
    const out = withUnsentLeaveDays(
      [p],
      [queued(5, 25, '2025-03-01')],
      [
        { crewId: 5, changeDate: '2026-05-01' },
        { crewId: 5, changeDate: '2025-03-01' },
      ],
    );
    expect(out[0]).toBe(p);
  });
});
