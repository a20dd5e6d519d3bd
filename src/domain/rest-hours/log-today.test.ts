import { describe, expect, it } from 'vitest';
import { quickDays, quickSave, rulesLine, yesterdayMissing } from './log-today';
import { dayTotals, EMPTY_DAY, paintCells } from './timeline';

const watch = paintCells(paintCells(EMPTY_DAY, 8, 16, '1'), 32, 40, '1');
const days = paintCells(EMPTY_DAY, 16, 34, '1');

describe('quickDays', () => {
  it('offers yesterday first, then the default preset, then the others by name', () => {
    const got = quickDays({ work: watch }, [
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
    expect(quickDays({ work: EMPTY_DAY }, [])[0]!.work).toBe(EMPTY_DAY);
  });
  it('offers no day giving today neutral time while neutral periods are off, as the server refuses it', () => {
    const ashore = paintCells(EMPTY_DAY, 0, 48, 'n');
    const presets = [
      { id: 1, name: 'Ashore', work: ashore, isDefault: true },
      { id: 2, name: 'Day work', work: days, isDefault: false },
    ];
    const offered = (neutral?: { off: boolean; today: string | null }) =>
      quickDays({ work: ashore }, presets, neutral).map((q) => q.id);
    expect(offered()).toEqual(['yesterday', 'preset-1', 'preset-2']);
    expect(offered({ off: false, today: null })).toEqual(['yesterday', 'preset-1', 'preset-2']);
    expect(offered({ off: true, today: null })).toEqual(['preset-2']);
    expect(offered({ off: true, today: days })).toEqual(['preset-2']);
    // Today already holding that neutral time stays correctable: the same day is offered.
    expect(offered({ off: true, today: ashore })).toEqual(['yesterday', 'preset-1', 'preset-2']);
  });
});

// Issue s47 §6: at sea, does 'Same as yesterday' ever put 24 h of rest on today when yesterday
// was not a day off? It offers exactly yesterday's record as the device holds it; never a blank.
describe("'Same as yesterday' never turns a worked day into a day off", () => {
  const back = { date: '2026-11-19', at: '02:00', minutes: -60 } as const;
  const ahead = { date: '2026-11-19', at: '02:00', minutes: 60 } as const;
  it('offers the worked day recorded yesterday, its hours of work and rest as they were', () => {
    const offered = quickDays({ work: watch }, [])[0]!;
    expect(offered.work).toBe(watch);
    expect(dayTotals(offered.work)).toEqual(dayTotals(watch));
    expect(offered.work).not.toBe(EMPTY_DAY);
  });
  it('offers nothing, not a day off, when the device holds no record of yesterday (offline, not synced)', () => {
    expect(quickDays(undefined, []).some((q) => q.id === 'yesterday')).toBe(false);
  });
  it('offers a yesterday of a clock change on 48 cells with its work kept (it was refused at 50 or 46)', () => {
    // Worked 04:00-08:00 on ship's clock; the clocks went back at 02:00 (an hour lived twice).
    const fifty = paintCells(`${EMPTY_DAY}00`, 10, 18, '1');
    const offered = quickDays({ work: fifty, change: back }, [])[0]!;
    expect(offered.work).toHaveLength(48);
    expect(dayTotals(offered.work).workHours).toBe(4);
    const fortySix = paintCells('0'.repeat(46), 6, 14, '1');
    const shortDay = quickDays({ work: fortySix, change: ahead }, [])[0]!;
    expect(shortDay.work).toHaveLength(48);
    expect(dayTotals(shortDay.work).workHours).toBe(4);
  });
  it('offers no yesterday whose length nothing reads, rather than a day of the wrong length', () => {
    expect(quickDays({ work: '0'.repeat(50) }, [])).toEqual([]);
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

describe('yesterdayMissing', () => {
  const aboard = { startDate: '2026-10-01', endDate: null };
  it('is a day with no record while on the vessel', () => {
    expect(yesterdayMissing('2026-12-04', false, aboard)).toBe(true);
    expect(yesterdayMissing('2026-12-04', true, aboard)).toBe(false);
  });
  it('is not a day before joining, after leaving, or of someone not on the vessel', () => {
    expect(yesterdayMissing('2026-12-04', false, { startDate: '2026-12-05', endDate: null })).toBe(false);
    expect(yesterdayMissing('2026-12-04', false, { startDate: null, endDate: '2026-12-03' })).toBe(false);
    expect(yesterdayMissing('2026-12-04', false, { startDate: null, endDate: '2026-12-04' })).toBe(true);
    expect(yesterdayMissing('2026-12-04', false, undefined)).toBe(false);
  });
});
