/**
 * Delay before the next attempt of an entry that failed to reach the server: doubling from
 * 5 s up to 10 min, with +-20 % jitter so a fleet of devices does not retry in step.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 600_000);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** The longest delay retryDelayMs gives (its cap with the jitter's +20 %). */
const LONGEST_DELAY_MS = 720_000;

/**
 * Whether something retried at `at` still backs off at `now`. A time further on than any back-off
 * was counted on a clock since set back (a phone days ahead, set right as the app asks): it waited
 * those days, and the queue behind it with it.
 */
export const backingOff = (at: number, now: number) => at > now && at <= now + LONGEST_DELAY_MS;
