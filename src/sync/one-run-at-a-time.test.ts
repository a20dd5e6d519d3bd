import { describe, expect, it } from 'vitest';
import { oneRunAtATime } from './one-run-at-a-time';

function deferredRuns() {
  const started: ((value: number) => void)[] = [];
  const run = () => new Promise<number>((resolve) => started.push(resolve));
  return { started, run };
}

describe('oneRunAtATime (the service worker replay)', () => {
  it('runs once more after a run during which it was asked again, however often', async () => {
    const { started, run } = deferredRuns();
    const replay = oneRunAtATime(run);
    const first = replay();
    const second = replay();
    const third = replay();
    expect(started).toHaveLength(1);
    started[0]!(1);
    await expect(first).resolves.toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    // The queue may have grown after the first run read it: exactly one more run reads it again.
    expect(started).toHaveLength(2);
    started[1]!(2);
    await expect(second).resolves.toBe(2);
    await expect(third).resolves.toBe(2);
    expect(started).toHaveLength(2);
  });

  it('runs again after a run that failed, and alone when nothing was under way', async () => {
    let calls = 0;
    const replay = oneRunAtATime(async () => {
      calls++;
      if (calls === 1) throw new Error('no shore');
      return calls;
    });
    const first = replay();
    const second = replay();
    await expect(first).rejects.toThrow('no shore');
    await expect(second).resolves.toBe(2);
    await expect(replay()).resolves.toBe(3);
    expect(calls).toBe(3);
  });
});
