import { showTimeAgo } from '../domain/dates/format';
import { t } from '../i18n/i18n';

/** "just now" under a minute, else "5 minutes ago". */
export function timeAgo(at: number, now = Date.now()): string {
  return t(showTimeAgo(at, now));
}
