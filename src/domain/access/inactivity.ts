/** Doc 1, sections 4 and 9: logged out after 20 minutes without activity, checked every 60 s. */
export const INACTIVITY_LIMIT_MS = 20 * 60_000;
export const INACTIVITY_CHECK_MS = 60_000;

/** Whether a session last used at `lastActivity` is locked at `now` (no record: not locked). */
export function inactiveTooLong(lastActivity: number | null, now: number): boolean {
  return lastActivity !== null && now - lastActivity > INACTIVITY_LIMIT_MS;
}
