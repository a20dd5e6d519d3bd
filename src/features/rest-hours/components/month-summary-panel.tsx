import { parseISO } from 'date-fns';
import { showDayMonth, showDayMonthRange, showWeekdayDayMonth } from '../../../domain/dates/format';
import type { MonthSummary } from '../../../domain/rest-hours/month-summary';
import { RULE_TEXTS } from '../../../domain/rest-hours/rules';
import { t } from '../../../i18n/i18n';
import { hoursFigure } from './hours-figure';

const short = (d: string) => showWeekdayDayMonth(d);

/** Dates as a readable list: runs of days become ranges ("24 Nov – 30 Nov"). */
export function dateList(dates: readonly string[]): string {
  const parts: string[] = [];
  for (let i = 0; i < dates.length; ) {
    let j = i;
    while (
      j + 1 < dates.length &&
      parseISO(dates[j + 1]!).getTime() - parseISO(dates[j]!).getTime() === 86_400_000
    )
      j++;
    const part = i === j ? showDayMonth(dates[i]!) : showDayMonthRange(dates[i]!, dates[j]!);
    // A date or a range breaks between parts, never inside one ("10 Nov –" / "14 Nov" at 390 px).
    parts.push(part.replace(/ /g, '\u00a0'));
    i = j + 1;
  }
  return parts.join(', ');
}

/**
 * A month countersigned before it ends is locked with days still to come: the seafarer can log
 * them only through a request to reopen. The supervisor reads that before countersigning (one
 * month, or each in the "Countersign all ready" list), not the crew's "signed again" note.
 */
export function CountersignNotEnded({ daysToCome, name }: { daysToCome: readonly string[]; name: string }) {
  if (!daysToCome.length) return null;
  const dates = dateList(daysToCome);
  return (
    <div className="banner banner-warn" role="note" data-testid="countersign-not-ended">
      {daysToCome.length === 1
        ? t(
            'This month has not ended: {dates} is still to come. Countersigning locks the month: {name} can then log it only through a request to reopen.',
            { dates, name },
          )
        : t(
            'This month has not ended: {dates} are still to come. Countersigning locks the month: {name} can then log them only through a request to reopen.',
            { dates, name },
          )}
    </div>
  );
}

/**
 * With no breach: what that says. Only recorded days are judged, so a month with days left blank
 * says so, and one with none recorded claims nothing.
 */
function complianceLine(summary: MonthSummary): string {
  if (summary.recordedDays === 0) return t('No day is recorded: the rest rules have nothing to judge.');
  if (summary.blankDays.length) return t('Every recorded day meets the rest rules.');
  return t('Every day this month meets the rest rules.');
}

/**
 * What the signature covers: totals, the days not recorded or still to come, the breaches.
 * `countersignOf` names the seafarer when a supervisor countersigns.
 */
export function MonthSummaryPanel({
  summary,
  countersignOf,
}: {
  summary: MonthSummary;
  countersignOf?: string;
}) {
  return (
    <div className="stack month-summary" style={{ gap: 8 }}>
      <div className="totals">
        <div className="total">
          <span className="small muted">{t('Worked')}</span>
          <strong>{hoursFigure(summary.workHours)}</strong>
        </div>
        <div className="total">
          <span className="small muted">{t('Rest')}</span>
          <strong>{hoursFigure(summary.restHours)}</strong>
        </div>
      </div>
      <span className="small muted">{t('{count} days recorded', { count: summary.recordedDays })}</span>
      {summary.plannedDays.length ? (
        <div className="banner banner-warn" role="note" data-testid="planned-days">
          {summary.plannedDays.length === 1
            ? t(
                'Planned days are never signed: {dates} holds a plan. Sign off once it has been lived, or clear the plan.',
                {
                  dates: dateList(summary.plannedDays),
                },
              )
            : t(
                'Planned days are never signed: {dates} hold a plan. Sign off once they have been lived, or clear the plan.',
                { dates: dateList(summary.plannedDays) },
              )}
        </div>
      ) : countersignOf !== undefined ? (
        <CountersignNotEnded daysToCome={summary.daysToCome} name={countersignOf} />
      ) : summary.daysToCome.length ? (
        <div className="banner banner-warn" role="note">
          {summary.daysToCome.length === 1
            ? t(
                'This month has not ended: {dates} is still to come and will not be covered until it is signed again.',
                {
                  dates: dateList(summary.daysToCome),
                },
              )
            : t(
                'This month has not ended: {dates} are still to come and will not be covered until it is signed again.',
                {
                  dates: dateList(summary.daysToCome),
                },
              )}
        </div>
      ) : null}
      {summary.blankDays.length ? (
        <div className="banner banner-warn" role="note">
          {t('This record is not complete. All empty days will be marked as blank: {dates}', {
            dates: dateList(summary.blankDays),
          })}
        </div>
      ) : null}
      {summary.nonCompliances.length ? (
        <div className="stack" style={{ gap: 4 }}>
          <strong className="small">
            {t('{count, plural, one {# day breaks the rules} other {# days break the rules}}', {
              count: summary.nonCompliances.length,
            })}
          </strong>
          <ul className="nc-list">
            {summary.nonCompliances.map((nc) => (
              <li key={nc.date}>
                <span className="small">
                  <strong>{short(nc.date)}</strong> ·{' '}
                  {nc.rules
                    .map((r) => t('Rule {rule}: {text}', { rule: r, text: t(RULE_TEXTS[r]) }))
                    .join('; ')}
                </span>
                <span className="small muted">
                  {nc.reasons.length ? nc.reasons.join(' · ') : t('No reason given yet')}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <span className="small">{complianceLine(summary)}</span>
      )}
    </div>
  );
}
