import { describe, expect, it } from 'vitest';
import { monthActions } from './month-actions';

const row = {
  self: false,
  supervisor: false,
  officer: false,
  signed: false,
  countersigned: false,
  month: '2026-12',
  today: '2026-12-02',
  planned: false,
};

describe('monthActions', () => {
  it.each([
    ['own month, begun, not signed', { self: true }, { sign: true, countersign: false, cancel: false }],
    [
      'own month on its first day',
      { self: true, today: '2026-12-01' },
      { sign: true, countersign: false, cancel: false },
    ],
    [
      'own month still to come',
      { self: true, today: '2026-11-30' },
      { sign: false, countersign: false, cancel: false },
    ],
    ['own month signed', { self: true, signed: true }, { sign: false, countersign: false, cancel: true }],
    [
      'own month countersigned (crew)',
      { self: true, signed: true, countersigned: true },
      { sign: false, countersign: false, cancel: false },
    ],
    [
      'own month countersigned (officer): the countersigner reopens it, not its owner',
      { self: true, officer: true, supervisor: true, signed: true, countersigned: true },
      { sign: false, countersign: false, cancel: false },
    ],
    [
      "another's signed month (approval group)",
      { supervisor: true, signed: true },
      { sign: false, countersign: true, cancel: false },
    ],
    [
      "another's signed month (officer)",
      { supervisor: true, officer: true, signed: true },
      { sign: false, countersign: true, cancel: true },
    ],
    [
      "another's unsigned month (officer)",
      { supervisor: true, officer: true },
      { sign: false, countersign: false, cancel: false },
    ],
    [
      "another's countersigned month (officer)",
      { supervisor: true, officer: true, signed: true, countersigned: true },
      { sign: false, countersign: false, cancel: true },
    ],
    ["another's signed month (crew)", { signed: true }, { sign: false, countersign: false, cancel: false }],
    [
      'own signed month, as a supervisor: never countersigned by oneself',
      { self: true, supervisor: true, signed: true },
      { sign: false, countersign: false, cancel: true },
    ],
  ])('%s', (_, given, expected) => {
    const { signBlocked: _reason, ...actions } = monthActions({ ...row, ...given });
    expect(actions).toEqual(expected);
  });

  it.each([
    ['own month still to come', { self: true, today: '2026-11-30' }, 'not-begun'],
    ['own month holding a plan for days to come', { self: true, planned: true }, 'planned'],
    ['own month begun, no plan', { self: true }, null],
    ['own month signed, even with a plan', { self: true, signed: true, planned: true }, null],
    ['own month ended before joining the vessel', { self: true, startDate: '2027-01-01' }, 'before-start'],
    ['own month in which the person joined', { self: true, startDate: '2026-12-31' }, null],
    ['own month, start date unknown', { self: true, startDate: null }, null],
    ["another's month with a plan: not theirs to sign", { supervisor: true, planned: true }, null],
  ])('sign-off blocked: %s', (_, given, reason) => {
    const may = monthActions({ ...row, ...given });
    expect(may.signBlocked).toBe(reason);
    if (reason) expect(may.sign).toBe(false);
  });
});
