import type { ReactNode } from 'react';
import { showClockOrMoment } from '../domain/dates/format';
import { useLink } from '../lib/link';
import { Icon } from './icons';

/** "as of 14:02" for an answer read today, else "as of 01 Dec 26, 14:02" (the spec's DD MMM YY). */
export function asOfText(at: number, now = Date.now()): string {
  return `as of ${showClockOrMoment(at, now)}`;
}

/**
 * The one line a screen built from a kept server answer shows when that answer may be old: with
 * no link (no network, or no shore), or when the last refresh failed. It says why and from when,
 * the same way on every screen; `note` adds what the missing link means there.
 */
export function AsOf({ at, stale = false, note }: { at: number; stale?: boolean; note?: ReactNode }) {
  const link = useLink();
  if (!at || (!stale && link === 'connected')) return null;
  const lead =
    link === 'no-network' ? 'Offline' : link === 'no-shore' ? "Can't reach shore" : 'Not refreshed';
  return (
    <p className="as-of no-margin" role="status">
      <Icon name="clock" />
      <span>
        {lead} · <time dateTime={new Date(at).toISOString()}>{asOfText(at)}</time>
        {note ? <> · {note}</> : null}
      </span>
    </p>
  );
}
