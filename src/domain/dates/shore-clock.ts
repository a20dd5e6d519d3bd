/**
 * How far the device's clock is from the shore's. Hours of rest are logged by the device's own
 * date: a phone whose clock is two days ahead offers "today" as a day still to come, and a
 * month's sign-off is refused as signed in the future. The shore's clock is read from the
 * `Date` header of each sync answer (one-second resolution; the answer's time on a slow link
 * adds seconds), so only an offset well beyond that is worth telling the user.
 */
export const CLOCK_WARN_MS = 10 * 60_000;

/** Shore minus device, in ms, from a sync answer's `Date` header; null without a readable one. */
export function shoreClockOffset(dateHeader: string | null, deviceNow: number): number | null {
  if (!dateHeader) return null;
  const shore = Date.parse(dateHeader);
  return Number.isNaN(shore) ? null : shore - deviceNow;
}

export interface ClockWarning {
  /** The device's clock is ahead of the shore's (else behind). */
  ahead: boolean;
  /** The gap in its largest whole unit. */
  count: number;
  unit: 'minute' | 'hour' | 'day';
}

/** What to tell the user about an offset (shore minus device), or null when it is small. */
export function clockWarning(offsetMs: number | null): ClockWarning | null {
  if (offsetMs === null || Math.abs(offsetMs) < CLOCK_WARN_MS) return null;
  const minutes = Math.floor(Math.abs(offsetMs) / 60_000);
  const [count, unit] =
    minutes >= 24 * 60
      ? [Math.floor(minutes / (24 * 60)), 'day' as const]
      : minutes >= 60
        ? [Math.floor(minutes / 60), 'hour' as const]
        : [minutes, 'minute' as const];
  return { ahead: offsetMs < 0, count, unit };
}
