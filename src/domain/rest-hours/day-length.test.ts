import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ClockChange, cellsOnDate } from './clock-change';
import { drawnOn, onDateOf, onItsDate, onShipClockTime, savesByLength } from './day-length';

const back: ClockChange = { date: '2026-10-25', at: '02:00', minutes: -60 };
const ahead: ClockChange = { date: '2026-03-29', at: '02:00', minutes: 60 };
const halfBack: ClockChange = { date: '2026-10-26', at: '02:00', minutes: -30 };
const lineBack: ClockChange = { date: '2026-06-02', at: '00:00', minutes: -1440 };
const lineAhead: ClockChange = { date: '2026-06-03', at: '00:00', minutes: 1440 };
const rest = (n: number) => '0'.repeat(n);
const work = (n: number) => '1'.repeat(n);

// Cells 4 and 5 are 02:00-03:00 on the clocks: the hour a change at 02:00 repeats or skips.
describe('laying a day on a date by ship clock time', () => {
  const d = (hour: string) => `1111${hour}${rest(42)}`; // worked to 02:00, then `hour` from 02:00
  const day48 = d('10'); // worked to 02:30, rest from 02:30
  it.each([
    ['48 cells onto a plain date: as it is', day48, undefined, undefined, day48],
    [
      '48 cells onto a date retarded an hour: the repeated hour takes what the hour had',
      day48,
      undefined,
      back,
      d('1010'),
    ],
    [
      '48 cells onto a date advanced an hour: the skipped hour is dropped',
      day48,
      undefined,
      ahead,
      `1111${rest(42)}`,
    ],
    ['48 cells onto a date retarded 30 min: the half hour is repeated', day48, undefined, halfBack, d('110')],
    ['48 cells onto a repeated date (date line): the day twice', day48, undefined, lineBack, day48 + day48],
    [
      '50 cells onto a plain date: both passes of the hour kept on its clock cells',
      d('0110'),
      back,
      undefined,
      d('11'),
    ],
    ['50 cells onto a date with the same change: cell for cell', d('0001'), back, back, d('0001')],
    [
      '50 cells onto a date retarded at another time',
      d('0001'),
      back,
      { ...back, at: '01:00' },
      `11${'11'}11${'01'}${rest(42)}`,
    ],
    [
      '46 cells onto a plain date: the hour not lived carries on the state before it',
      `${work(4)}${rest(42)}`,
      ahead,
      undefined,
      `${work(6)}${rest(42)}`,
    ],
    [
      '46 cells onto a date retarded an hour',
      `${rest(4)}${work(2)}${rest(40)}`,
      ahead,
      back,
      `${rest(8)}${work(2)}${rest(40)}`,
    ],
    ['neutral survives the fold unless the other pass worked', d('n00n'), back, undefined, d('nn')],
    [
      '96 cells onto a plain date: the two days folded',
      `${work(2)}${rest(46)}${rest(47)}1`,
      lineBack,
      undefined,
      `${work(2)}${rest(45)}1`,
    ],
  ])('%s', (_, day, from, to, expected) => {
    expect(onDateOf(day, from, to)).toBe(expected);
    expect(expected.length).toBe(cellsOnDate(to));
  });

  it('lays nothing on a date skipped across the date line', () => {
    expect(onDateOf(rest(48), undefined, lineAhead)).toBeNull();
  });

  it('refuses a day whose length fits neither 48 cells nor its own change', () => {
    expect(onDateOf(rest(50), undefined, undefined)).toBeNull();
    expect(onDateOf(rest(50), ahead, undefined)).toBeNull();
    expect(onShipClockTime(rest(47), back)).toBeNull();
  });

  it('a 48-cell day goes to any change and back unchanged (no mark lost or invented)', () => {
    const change = fc.constantFrom<ClockChange | undefined>(undefined, back, ahead, halfBack, lineBack);
    const cell = fc.constantFrom('0', '1', 'n');
    fc.assert(
      fc.property(fc.array(cell, { minLength: 48, maxLength: 48 }), change, (cells, to) => {
        const day = cells.join('');
        const laid = onDateOf(day, undefined, to);
        expect(laid?.length).toBe(cellsOnDate(to));
        // An advanced day drops the skipped hour: only the hour's clock cells may differ.
        const back48 = onShipClockTime(laid!, to)!;
        const skipped = to === ahead ? [4, 5] : [];
        for (let i = 0; i < 48; i++) if (!skipped.includes(i)) expect(back48[i]).toBe(day[i]);
      }),
    );
  });
});

describe('one timeline saved through several dates', () => {
  const changes = new Map([back, ahead, lineAhead].map((c) => [c.date, c]));
  it('groups the dates by the timeline each takes at its own length', () => {
    const day = `${work(6)}${rest(42)}`;
    expect(
      savesByLength(
        day,
        undefined,
        ['2026-10-24', back.date, ahead.date, lineAhead.date, '2026-10-27'],
        changes,
      ),
    ).toEqual([
      { work: day, dates: ['2026-10-24', '2026-10-27'] },
      { work: `${work(8)}${rest(42)}`, dates: [back.date] },
      { work: `${work(4)}${rest(42)}`, dates: [ahead.date] },
    ]);
  });
  it('a 25-hour day saved through plain dates takes 48 cells on them', () => {
    const day = `${work(4)}${'0011'}${rest(42)}`;
    expect(savesByLength(day, back, [back.date, '2026-10-26'], changes)).toEqual([
      { work: day, dates: [back.date] },
      { work: `${work(4)}${'11'}${rest(42)}`, dates: ['2026-10-26'] },
    ]);
  });
});

describe('the change one timeline for several dates was drawn on', () => {
  const changes = new Map([back, ahead].map((c) => [c.date, c]));
  it.each([
    ['48 cells: ship time, no change', 48, ['2026-10-24', back.date], undefined],
    ['50 cells: the date retarded an hour', 50, ['2026-10-24', back.date], back],
    ['46 cells: the date advanced an hour', 46, [ahead.date, back.date], ahead],
    ['50 cells and no date retarded: nothing reads it', 50, ['2026-10-24', ahead.date], null],
  ])('%s', (_, length, dates, expected) => {
    expect(drawnOn(length, dates, changes)).toEqual(expected);
  });
});

describe('a stored day on its date as the date now is', () => {
  const long = `1111${'0011'}${rest(42)}`;
  const [six, eight] = [`${work(6)}${rest(42)}`, `${work(8)}${rest(42)}`];
  it.each([
    ['a plain day on a plain date: as it is', six, undefined, undefined, six, false],
    ['48 cells on a date retarded an hour: on elapsed time, not stale', six, back, undefined, eight, false],
    ['50 cells after its change was deleted: back on 48 by ship clock', long, undefined, back, six, true],
    [
      '50 cells after its change became −30 min: on 49 cells',
      long,
      halfBack,
      undefined,
      `${work(7)}${rest(42)}`,
      true,
    ],
    [
      '46 cells after its change was deleted: the hour not lived carries on',
      `${work(4)}${rest(42)}`,
      undefined,
      ahead,
      six,
      true,
    ],
  ])('%s', (_, day, change, before, expected, stale) => {
    expect(onItsDate(day, change, before)).toEqual({ work: expected, stale });
  });
});
