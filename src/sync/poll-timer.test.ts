import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPollTimer } from './poll-timer';

const MIN = 60_000;

/** An open app whose polls find nothing new unless `changes` says otherwise; `hidden` as set. */
function app() {
  const polls: number[] = [];
  const state = { hidden: false, changes: false };
  const timer = createPollTimer({
    now: () => Date.now(),
    hidden: () => state.hidden,
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    poll: () => {
      polls.push(Date.now());
      timer.polled(Date.now(), state.changes);
    },
  });
  timer.polled(Date.now(), false); // the sync at start
  return { polls, state, timer, minutes: () => polls.map((at) => at / MIN) };
}

describe('an open app asks the shore less and less while nothing changes', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('polls 30 s after start, then after 1, 2, 4 and 8 min, then every 14 min', async () => {
    const a = app();
    await vi.advanceTimersByTimeAsync(90 * MIN);
    // The start's own sync counts as the first quiet poll: 1 min, then 2, 4, 8, 14, 14 ...
    expect(a.minutes()).toEqual([1, 3, 7, 15, 29, 43, 57, 71, 85]);
  });

  it('polls every 30 s while each poll brings something', async () => {
    const a = app();
    a.state.changes = true;
    a.timer.polled(Date.now(), true);
    await vi.advanceTimersByTimeAsync(3 * MIN);
    expect(a.polls).toHaveLength(6);
  });

  it('does not poll while hidden, and polls at once on coming back when one is overdue', async () => {
    const a = app();
    await vi.advanceTimersByTimeAsync(30 * MIN);
    const before = a.polls.length;
    a.state.hidden = true;
    await vi.advanceTimersByTimeAsync(120 * MIN);
    expect(a.polls).toHaveLength(before);
    a.state.hidden = false;
    a.timer.wake();
    a.timer.arm();
    await vi.advanceTimersByTimeAsync(0);
    expect(a.polls).toHaveLength(before + 1);
    // Woken, it starts again from 30 s.
    await vi.advanceTimersByTimeAsync(MIN);
    expect(a.polls).toHaveLength(before + 2);
  });

  it("the user's touch brings the next poll to 30 s after the last one, at once when that is past", async () => {
    const a = app();
    await vi.advanceTimersByTimeAsync(29 * MIN + 10_000); // polled at 29 min: the next is 14 min away
    a.timer.wake();
    a.timer.arm();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(a.minutes().at(-1)).toBe(29.5);
    await vi.advanceTimersByTimeAsync(40 * MIN); // backed off again
    const last = a.minutes().at(-1)!;
    a.timer.wake();
    a.timer.arm();
    await vi.advanceTimersByTimeAsync(0);
    expect(a.minutes().at(-1)).toBe(69.5);
    expect(last).toBeLessThan(69.5);
  });
});
