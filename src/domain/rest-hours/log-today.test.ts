import { describe, expect, it } from 'vitest';
import { quickDays, quickSave, rulesLine } from './log-today';
import { EMPTY_DAY, paintCells } from './timeline';

const watch = paintCells(paintCells(EMPTY_DAY, 8, 16, '1'), 32, 40, '1');
const days = paintCells(EMPTY_DAY, 16, 34, '1');

describe('quickDays', () => {
  it('offers yesterday first, then the default preset, then the others by name', () => {
    const got = quickDays(watch, [
      { id: 3, name: 'Watch 8-12', work: days, isDefault: false },
      { id: 4, name: 'Day work', work: days, isDefault: false },
      { id: 5, name: 'Watch 4-8', work: watch, isDefault: true },
    ]);
    expect(got.map((q) => q.label)).toEqual(['Same as yesterday', 'Watch 4-8', 'Day work', 'Watch 8-12']);
    expect(got[0]).toEqual({ id: 'yesterday', label: 'Same as yesterday', work: watch });
    expect(got[1]!.id).toBe('preset-5');
  });
  it('offers no yesterday when nothing was recorded then', () => {
    expect(quickDays(undefined, []).length).toBe(0);
  });
  it('offers a yesterday recorded as a whole day of rest (a day off)', () => {
    expect(quickDays(EMPTY_DAY, [])[0]!.work).toBe(EMPTY_DAY);
  });
});

describe('quickSave', () => {
  it('saves an empty today without a question', () => {
    expect(quickSave(watch, { stored: undefined, signed: false, countersigned: false })).toEqual({
      kind: 'save',
      replaces: false,
      reopens: false,
      same: false,
    });
  });
  it('says a different day already logged is replaced', () => {
    const got = quickSave(watch, { stored: days, signed: false, countersigned: false });
    expect(got).toMatchObject({ kind: 'save', replaces: true, same: false });
  });
  it('says nothing changes when today already holds the same day', () => {
    expect(quickSave(watch, { stored: watch, signed: false, countersigned: false })).toMatchObject({
      replaces: false,
      same: true,
    });
  });
  it('asks before reopening a signed month', () => {
    expect(quickSave(watch, { stored: undefined, signed: true, countersigned: false })).toMatchObject({
      reopens: true,
    });
  });
  it('offers nothing in a countersigned month', () => {
    expect(quickSave(watch, { stored: undefined, signed: true, countersigned: true }).kind).toBe('read-only');
  });
});

describe('rulesLine', () => {
  it.each([
    [[], false, 'Meets the rest rules'],
    [[2], false, '1 rule broken'],
    [[1, 2, 2], false, '2 rules broken'],
    [[1], true, '1 rule would break'],
    [[], true, 'The plan meets the rest rules'],
  ])('%j planned=%s -> %s', (rules, planned, text) => {
    expect(rulesLine(rules, planned)).toBe(text);
  });
});
