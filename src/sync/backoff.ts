/**
 * Delay before the next attempt of an entry that failed to reach the server: doubling from
 * 5 s up to 10 min, with +-20 % jitter so a fleet of devices does not retry in step.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 600_000);
  return Math.round(base * (0.8 + 0.4 * random()));
}
