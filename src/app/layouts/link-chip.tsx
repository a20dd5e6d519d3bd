import { Fragment } from 'react';
import { NavLink } from 'react-router';
import { showClockOrMoment } from '../../domain/dates/clock';
import { useLink } from '../../lib/link';
import type { SyncStatus } from '../../lib/use-session';
import { linkSummary } from '../../sync/link-state';
import { Icon } from '../../ui/icons';

/**
 * The header's word on the link and the changes on this device, leading to the Sync page.
 * Not connected, it says what that means ("Can't reach shore · 3 changes waiting · last sync
 * 14:02"); on a phone it takes a line of its own so the count is never cut.
 */
export function LinkChip({ status }: { status: SyncStatus }) {
  const state = useLink();
  const summary = linkSummary(state, status, Date.now());
  const tone = summary.tone === 'bad' ? 'pill-bad' : summary.tone === 'warn' ? 'pill-warn' : '';
  const away = state !== 'connected';
  return (
    <NavLink to="/sync" className={`sync-chip${away ? ' sync-chip-away' : ''}`}>
      <span className="visually-hidden">Sync status: </span>
      {/* Not connected, the state is news the user must hear of, as the Offline pill was. */}
      <span className={`pill ${tone}${away ? ' link-pill' : ''}`} role={away ? 'status' : undefined}>
        {away ? <Icon name={state === 'no-network' ? 'cloudOff' : 'tower'} /> : null}
        {summary.parts.length === 0 ? (
          status.lastSyncAt ? (
            // The clock time, as every "last sync" and "as of" says it ("Synced 14:02").
            <span>Synced {showClockOrMoment(status.lastSyncAt)}</span>
          ) : (
            'Not synced yet'
          )
        ) : (
          summary.parts.map((part, i) => (
            <Fragment key={part}>
              {i > 0 ? <span aria-hidden="true">·</span> : null}
              <span className="link-part">{part}</span>
              {i < summary.parts.length - 1 ? <span className="visually-hidden">, </span> : null}
            </Fragment>
          ))
        )}
      </span>
    </NavLink>
  );
}
