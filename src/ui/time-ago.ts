import { showTimeAgo } from '../domain/dates/format';

/** "just now" under a minute, else "5 minutes ago". */
export function timeAgo(at: number, now = Date.now()): string {
  return showTimeAgo(at, now);
}
