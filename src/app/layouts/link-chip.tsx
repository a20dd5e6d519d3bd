import { Fragment } from 'react';
import { NavLink } from 'react-router';
import { showClockOrMoment } from '../../domain/dates/clock';
import { t } from '../../i18n/i18n';
import { useLink } from '../../lib/link';
import { type SyncStatus, useSession } from '../../lib/use-session';
import { type LinkSummary, linkSummary } from '../../sync/link-summary';
import { Icon } from '../../ui/icons';

/**
 * The header's word on the link and the changes on this device, leading to the Sync page.
 * Not connected, it says what that means ("Can't reach shore · 3 changes waiting · last sync
 * 14:02"); on a phone, in its short form, the state above the rest ("Can't reach shore" over
 * "3 waiting 🕓 14:02"; "No shore ⚠ 2" over "3 waiting 🕓 14:02" with changes to check too), so it
 * sits beside the vessel's name and the header keeps its one line, and the count is never cut;
 * the full words stay its accessible name.
 */
export function LinkChip({ status }: { status: SyncStatus }) {
  const state = useLink();
  const session = useSession();
  const sessionEnded = !!session && session !== 'loading' && session.needsLogin;
  const summary = linkSummary(state, status, Date.now(), sessionEnded);
  const tone = summary.tone === 'bad' ? 'pill-bad' : summary.tone === 'warn' ? 'pill-warn' : '';
  // A session ended ashore reads like being away: the state on a line of its own on a phone.
  const away = state !== 'connected' || sessionEnded;
  const firstLine = summary.parts.map((_, i) => i).filter((i) => i === 0 || summary.marks[i] === 'alert');
  return (
    <>
      <NavLink to="/sync" className={`sync-chip${away ? ' sync-chip-away' : ''}`}>
        {/* The name in full words, whatever the width shows (the pill's own words are for the eye). */}
        <span className="visually-hidden">
          {t('Sync status:')}{' '}
          {summary.parts.length
            ? summary.parts.join(', ')
            : status.lastSyncAt
              ? t('Synced {time}', { time: showClockOrMoment(status.lastSyncAt) })
              : t('Not synced yet')}
        </span>
        <span className={`pill ${tone}${away ? ' link-pill' : ''}`} aria-hidden="true">
          {summary.parts.length === 0 ? (
            status.lastSyncAt ? (
              // The clock time, as every "last sync" and "as of" says it ("Synced 14:02"). A phone
              // puts the word above the time in small type, as the chip does away from shore: the
              // time alone by the dot did not say what it was, and the vessel's name keeps its room.
              <span className="synced-at">
                <span>{t('Synced')}</span> <span>{showClockOrMoment(status.lastSyncAt)}</span>
              </span>
            ) : (
              <span>
                {t('Not synced')}
                <span className="wide-only"> {t('yet')}</span>
              </span>
            )
          ) : away ? (
            // Not connected, the first part is the state: on a phone a line of its own (with the
            // count to check by its alert sign, when the second line would be too long for it).
            <>
              <span className="link-line">
                <Icon name={sessionEnded ? 'person' : state === 'no-network' ? 'cloudOff' : 'tower'} />
                <LinkParts summary={summary} which={firstLine} />
              </span>
              {summary.parts.length > firstLine.length ? (
                <>
                  <span aria-hidden="true" className="link-line-dot">
                    ·
                  </span>
                  <span className="link-line">
                    <LinkParts
                      summary={summary}
                      which={summary.parts.map((_, i) => i).filter((i) => !firstLine.includes(i))}
                    />
                  </span>
                </>
              ) : null}
            </>
          ) : (
            <LinkParts summary={summary} which={summary.parts.map((_, i) => i)} />
          )}
        </span>
      </NavLink>
      {/* Not connected, the state is news the user must hear of, as the Offline pill was: in full
        words, and beside the link (a status region inside it would not be read into its name). */}
      <span className="visually-hidden" role="status">
        {away ? summary.parts.join(', ') : ''}
      </span>
    </>
  );
}

/** The summary's parts at the indexes given, a dot between; each part whole, in its short form on a phone. */
function LinkParts({ summary, which }: { summary: LinkSummary; which: readonly number[] }) {
  return which.map((i, k) => {
    const part = summary.parts[i]!;
    const short = summary.short[i] ?? part;
    // A clock by the time of the last sync, an alert by a count to check (link-state.ts).
    const mark = summary.marks[i];
    return (
      <Fragment key={part}>
        {/* Before a part with its sign (a clock by the time) a phone drops the dot: the sign
            parts them, and the room goes to the vessel's name ('1 waiting 🕓 14:02'). */}
        {k > 0 ? (
          <span aria-hidden="true" className={mark ? 'link-dot link-dot-mark' : 'link-dot'}>
            ·
          </span>
        ) : null}
        <span className="link-part">
          {short === part ? (
            part
          ) : (
            <>
              <span className="link-full">{part}</span>
              <span className="link-short" aria-hidden="true">
                {mark ? <Icon name={mark} /> : null}
                {short}
              </span>
            </>
          )}
        </span>
      </Fragment>
    );
  });
}
