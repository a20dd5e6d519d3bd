import { describe, expect, it } from 'vitest';
import { asOfMoment } from './as-of-moment';

const at = (h: number, m: number, s = 0) => new Date(2026, 11, 2, h, m, s).getTime();
const sync0439 = at(4, 39, 10);

describe('the time an as-of line gives beside the last sync', () => {
  it.each([
    ['read in the sync, a few seconds before it ended', at(4, 38, 50), sync0439],
    ['read again right after the sync', at(4, 39, 40), sync0439],
    ['read a minute before the sync (the same round on a slow link)', at(4, 38, 10), sync0439],
  ])('%s: the chip time, so one time shows', (_, readAt, expected) => {
    expect(asOfMoment(readAt, sync0439)).toEqual({ at: expected, beforeLastSync: false });
  });

  it('an answer read before the last sync keeps its own time and says it is older', () => {
    expect(asOfMoment(at(4, 37), sync0439)).toEqual({ at: at(4, 37), beforeLastSync: true });
    expect(asOfMoment(at(1, 5), sync0439)).toEqual({ at: at(1, 5), beforeLastSync: true });
  });

  it('an answer read well after the last sync (syncs failing, a read got through) keeps its newer time', () => {
    expect(asOfMoment(at(5, 30), sync0439)).toEqual({ at: at(5, 30), beforeLastSync: false });
  });

  it('never synced: the answer says its own time', () => {
    expect(asOfMoment(at(4, 37), null)).toEqual({ at: at(4, 37), beforeLastSync: false });
  });
});
