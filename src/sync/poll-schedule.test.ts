import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FIRST_POLL,
  idlePolls,
  nextPollState,
  POLL_CAP_MS,
  POLL_FIRST_MS,
  pollDelayMs,
  pollDueAt,
} from './poll-schedule';

const HOUR = 3_600_000;

describe('the poll backs off while nothing changes', () => {
  it('waits 30 s, then twice as long after each poll that found nothing new, up to 14 min', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(pollDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 840_000, 840_000, 840_000,
    ]);
  });

  it('never polls more often than every 30 s nor less often than every 14 min', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 60 }), (changes) => {
        let state = FIRST_POLL;
        let at = 1_000;
        for (const changed of changes) {
          state = nextPollState(state, { type: 'polled', at, changed });
          const wait = pollDueAt(state) - at;
          expect(wait).toBeGreaterThanOrEqual(POLL_FIRST_MS);
          expect(wait).toBeLessThanOrEqual(POLL_CAP_MS);
          at += wait;
        }
      }),
    );
  });

  it('starts again from 30 s after a poll that sent or pulled anything', () => {
    let state = FIRST_POLL;
    for (let i = 0; i < 8; i++) state = nextPollState(state, { type: 'polled', at: i, changed: false });
    expect(pollDueAt(state) - state.lastPollAt).toBe(POLL_CAP_MS);
    state = nextPollState(state, { type: 'polled', at: 5_000_000, changed: true });
    expect(pollDueAt(state)).toBe(5_000_000 + POLL_FIRST_MS);
  });

  it("the user's touch makes a poll due 30 s after the last one (at once when that is past)", () => {
    let state = FIRST_POLL;
    for (let i = 0; i < 8; i++) state = nextPollState(state, { type: 'polled', at: 1_000, changed: false });
    const woken = nextPollState(state, { type: 'wake' });
    expect(pollDueAt(woken)).toBe(1_000 + POLL_FIRST_MS);
    expect(woken.lastPollAt).toBe(1_000);
  });

  it('an app left open polls about four times an hour once it has backed off', () => {
    // At 0.5, 1.5, 3.5, 7.5, 15.5, 29.5, 43.5 and 57.5 min, then every 14 min: 98 in 23 hours.
    expect(idlePolls(HOUR)).toBe(8);
    expect(idlePolls(24 * HOUR) - idlePolls(HOUR)).toBe(98);
  });
});
