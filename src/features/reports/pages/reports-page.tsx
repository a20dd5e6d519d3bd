import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ReportType } from '../../../contracts/reports';
import { moduleOn } from '../../../domain/access/modules';
import { passportState } from '../../../domain/guests/guest-list';
import { useOnline } from '../../../lib/use-online';
import { useRouteVessel } from '../../../lib/use-session';
import { AsOf } from '../../../ui/as-of';
import { BackLink } from '../../../ui/back-link';
import { Icon } from '../../../ui/icons';
import { NoLinkLead } from '../../../ui/no-link-lead';
import { todayIso, useVesselGuests } from '../../guests/public';
import { ReportRow } from '../components/report-row';
import { REPORT_GROUPS, reportBlock, startingReport } from '../data/catalogue';
import { useLastGenerated } from '../data/last-generated';
import { ReportFlow } from '../flow/report-flow';
import '../components/reports.css';
import { t } from '../../../i18n/i18n';

/**
 * 'reports' (doc 3, section 2): every report of the vessel, each with what it holds and when it
 * was last generated; choosing one opens the report flow (choose people, trip, download options).
 * The Crew List entry opens the crew and guest list at once ('?start=crewandguests'). Offline
 * only the crew and guest list can be made (on this device); the rest say they need a connection.
 */
export function ReportsPage() {
  const { vessel } = useRouteVessel();
  const online = useOnline();
  const [params, setParams] = useSearchParams();
  const [chosen, setChosen] = useState<ReportType | null>(null);
  const last = useLastGenerated(vessel?.id ?? 0);
  const guests = useVesselGuests(vessel?.id);
  if (!vessel) return null;
  const leaveOn = moduleOn(vessel, 'leave');
  const open = chosen ?? startingReport(params.get('start'));
  const close = () => {
    setChosen(null);
    // Leaving the flow leaves the page as it is, not the link that opened it (a reload would reopen it).
    if (params.has('start'))
      setParams(
        (p) => {
          p.delete('start');
          return p;
        },
        { replace: true },
      );
  };
  const today = todayIso();
  const onBoard = guests?.filter((g) => g.isOnBoard).length ?? 0;
  const passportsDue =
    guests?.filter(
      (g) =>
        passportState(g.passportExpDate, today) === 'expired' ||
        passportState(g.passportExpDate, today) === 'expiring',
    ).length ?? 0;

  return (
    <div className="stack">
      <BackLink to={`/fleet/${vessel.codename}`}>{vessel.name}</BackLink>
      <div>
        <h1 className="no-margin">{t('Reports')}</h1>
        <span className="muted small">
          {t('{vessel} · crew lists and crew records as PDF or Excel', { vessel: vessel.name })}
        </span>
      </div>
      {online ? null : (
        <p className="banner banner-info no-margin" role="status">
          <NoLinkLead />{' '}
          {t(
            'The crew and guest list is made on this device from the last sync; the other reports need a connection.',
          )}
        </p>
      )}
      {/* Each report's 'Last generated' is the server's word, as last read. */}
      <AsOf
        at={last.readAt}
        stale={last.stale}
        note={t('Reports generated since then show once the shore can be reached.')}
      />
      {REPORT_GROUPS.map((group) => (
        // not-ui-text: an element id
        <section key={group.title} className="stack reports-group" aria-labelledby={`rg-${group.title}`}>
          <h2 id={`rg-${group.title}`} className="reports-group-title">
            {t(group.title)}
          </h2>
          <ul className="card report-list">
            {group.kinds.map((k) => (
              <ReportRow
                key={k.type}
                kind={k}
                last={last.byType.get(k.type)}
                lastKnown={last.loaded}
                block={reportBlock(k, { leaveOn, online })}
                onOpen={() => setChosen(k.type)}
              />
            ))}
            {group.kinds.some((k) => k.type === 'crewandguests') ? (
              <li>
                <Link className="report-row" to={`/fleet/${vessel.codename}/reports/guest-details`}>
                  <span className="report-icon" aria-hidden="true">
                    <Icon name="users" />
                  </span>
                  <span className="report-text">
                    <strong className="report-title">{t('Guest details')}</strong>
                    <span className="small muted">
                      {t("Names, passports and ports of the vessel's guests, for the crew and guest list.")}
                    </span>
                    <span className="small report-facts">
                      {guests === undefined
                        ? null
                        : guests.length === 0
                          ? t('No guests entered yet')
                          : t('{count, plural, one {# guest} other {# guests}} · {onBoard} on board', {
                              count: guests.length,
                              onBoard,
                            })}
                      {passportsDue > 0 ? (
                        <span className="pill pill-warn">
                          {t(
                            '{count, plural, one {# passport needs attention} other {# passports need attention}}',
                            {
                              count: passportsDue,
                            },
                          )}
                        </span>
                      ) : null}
                    </span>
                  </span>
                  <Icon name="chevron" />
                </Link>
              </li>
            ) : null}
          </ul>
        </section>
      ))}
      {open ? (
        <ReportFlow vesselId={vessel.id} codename={vessel.codename} reportType={open} onClose={close} />
      ) : null}
    </div>
  );
}
