/**
 * Runs `fn` under a Web Lock where the platform has them (pages, workers, the service
 * worker), so one replayer or refresher runs at a time across every context of the origin.
 * Where there are none (unit tests in Node) it runs directly.
 */
export async function withLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks) return fn();
  return locks.request(name, () => fn()) as Promise<T>;
}

/**
 * Like withLock, but waits at most `ms` for the lock; then runs `fn` without it. For a logout,
 * which must not hang behind a replay stuck on a dead link (a sealed entry left 'sending' goes
 * back to pending when it is opened, so nothing is lost).
 */
export async function withLockOrAfter<T>(name: string, ms: number, fn: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks || typeof AbortSignal?.timeout !== 'function') return fn();
  try {
    return (await locks.request(name, { signal: AbortSignal.timeout(ms) }, () => fn())) as T;
  } catch (e) {
    if ((e as Error).name !== 'TimeoutError' && (e as Error).name !== 'AbortError') throw e;
    return fn();
  }
}

/** Like withLock, but gives up at once (returns null) when another context holds the lock. */
export async function tryLock<T>(name: string, fn: () => Promise<T>): Promise<T | null> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks) return fn();
  return locks.request(name, { ifAvailable: true }, (lock) => (lock ? fn() : null)) as Promise<T | null>;
}

/** Resolves once no context holds the lock (taken and let go at once); at once where there are none. */
export async function untilFree(name: string): Promise<void> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (locks) await locks.request(name, async () => undefined);
}

/** The lock of an outbox replay (sync/run-sync); a logout takes it so no sync runs under it. */
export const REPLAY_LOCK = 'seaworthy-outbox-replay';
