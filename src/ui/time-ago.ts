import { formatDistanceToNowStrict } from 'date-fns';

/** "just now" under a minute, else "5 minutes ago". */
export function timeAgo(at: number, now = Date.now()): string {
  return now - at < 60_000 ? 'just now' : `${formatDistanceToNowStrict(at)} ago`;
}
