import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadWithin } from './lazy-screen';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("a screen's code on a dead link (doc 1, section 8)", () => {
  it("gives up after 120 s with 'Loading chunk {n} failed'", async () => {
    const never = loadWithin(() => new Promise<never>(() => undefined), 'SyncPage').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void never.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await never;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toBe('Loading chunk SyncPage failed');
  });

  it('says the same when the load fails outright, and passes a loaded screen through', async () => {
    await expect(
      loadWithin(() => Promise.reject(new TypeError('Failed to fetch')), 'LeaveRoutes'),
    ).rejects.toThrow('Loading chunk LeaveRoutes failed');
    await expect(loadWithin(() => Promise.resolve({ ok: 1 }), 'X')).resolves.toEqual({ ok: 1 });
  });
});
