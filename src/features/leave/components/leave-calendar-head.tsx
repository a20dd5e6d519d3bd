import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import {
  showDate,
  showDayMonth,
  showMonth,
  showMonthLetter,
  showMonthShort,
} from '../../../domain/dates/format';
import { t } from '../../../i18n/i18n';
import { LEAVE_FIELD_LABEL } from '../data/use-fields-to-show';
import type { GridModel } from './leave-calendar-model';

/**
 * The table's head, sticky while the crew scroll under it: the days (or the months of a year),
 * and the crew on board per day under them, where a dip shows whatever row is in view.
 */
export function LeaveCalendarHead({ model }: { model: GridModel }) {
  const { calendar, heads, fields } = model;
  const most = Math.max(0, ...calendar.employed);
  // The fewest on board on a day anyone is employed (before the first start the count is no dip).
  const least = Math.min(...calendar.onBoard.filter((_, i) => calendar.employed[i]! > 0));
  // A dip is leave: crew the crew list has ashore are left out of the count, not marked each day.
  return (
    <thead>
      <tr className="cal-head-days" aria-rowindex={1}>
        <th
          scope="col"
          className="cal-name cal-corner"
          title={t('Everyone employed at some time in this period, with a leave profile or without')}
        >
          {t('Crew')} <span className="cal-corner-count">{crewCount(model)}</span>
        </th>
        {fields.map((f, i) => (
          <th
            key={f}
            scope="col"
            className="cal-fig"
            style={{ '--fig-i': i } as CSSProperties}
            title={
              f === 'available'
                ? t('Available at the end of {date}', { date: longDay(calendar.to) })
                : undefined
            }
          >
            {t(LEAVE_FIELD_LABEL[f])}
            {f === 'available' && calendar.to ? (
              <span className="cal-fig-date"> {showDayMonth(calendar.to)}</span>
            ) : null}
          </th>
        ))}
        {model.overview ? (
          <th scope="col" className="cal-track-cell">
            <div className="cal-track cal-track-months">
              {model.months.map((m) => (
                <Link
                  key={m.date}
                  to={model.paths.month(m.date)}
                  className="cal-month-link"
                  style={{ left: `${m.at * 100}%`, width: `${m.share * 100}%` }}
                >
                  {m.share > 0.05 ? showMonthShort(m.date) : showMonthLetter(m.date)}
                  <span className="visually-hidden"> ({showMonth(m.date)})</span>
                </Link>
              ))}
            </div>
          </th>
        ) : (
          heads.map((h) => (
            <th
              key={h.date}
              scope="col"
              title={h.label}
              className={`cal-day-head${h.weekend ? ' cal-weekend' : ''}${h.date === model.today ? ' cal-today' : ''}`}
            >
              <span className="visually-hidden">{h.label}</span>
              <span className="cal-letter" aria-hidden="true">
                {h.letter}
              </span>
              <span className="cal-date" aria-hidden="true">
                {h.day}
              </span>
            </th>
          ))
        )}
      </tr>
      <tr className="cal-head-board" aria-rowindex={2}>
        <th scope="row" className="cal-name cal-corner">
          {t('Crew on board')}
        </th>
        {fields.map((f, i) => (
          <td key={f} className="cal-fig" style={{ '--fig-i': i } as CSSProperties} />
        ))}
        {model.overview ? (
          <td className="cal-track-cell">
            <OnBoardStrip model={model} most={most} least={least} />
          </td>
        ) : (
          calendar.onBoard.map((n, i) => {
            const ifPending = calendar.onBoardIfPending[i]!;
            const away = n < calendar.aboard[i]!;
            return (
              <td
                key={calendar.dates[i]}
                data-date={calendar.dates[i]}
                className={`cal-board${away ? ' cal-dip' : ''}${away && n === least ? ' cal-low' : ''}`}
                title={
                  ifPending < n ? t('{n} if the pending requests are approved', { n: ifPending }) : undefined
                }
              >
                {n}
                {ifPending < n ? (
                  <>
                    <span className="cal-board-more" aria-hidden="true">
                      *
                    </span>
                    <span className="visually-hidden">
                      {t('({n} if the pending requests are approved)', { n: ifPending })}
                    </span>
                  </>
                ) : null}
              </td>
            );
          })
        )}
      </tr>
    </thead>
  );
}

/**
 * A year's crew on board as a strip of bars, scaled from just under the fewest to the most, so
 * a dip of two in twelve shows; the corner names the fewest in words.
 */
function OnBoardStrip({ model, most, least }: { model: GridModel; most: number; least: number }) {
  const { onBoard, employed } = model.calendar;
  const floor = Math.max(0, Math.min(least, most) - 1);
  const span = Math.max(1, most - floor);
  const path = onBoard
    .map((v, i) => (employed[i] ? `M${i + 0.5} 20V${18 - ((v - floor) / span) * 16}` : ''))
    .join('');
  return (
    <div className="cal-track cal-board-strip">
      <svg viewBox={`0 0 ${onBoard.length} 20`} preserveAspectRatio="none" aria-hidden="true">
        <path d={path} />
      </svg>
    </div>
  );
}

const longDay = (iso: string) => (iso ? showDate(iso) : '');

/** '12 employed', or '1 of 12' while the search shows one: what the corner counts, in words. */
function crewCount(model: GridModel): string {
  const all = model.calendar.rows.length;
  return model.rows.length === all
    ? t('{all} employed', { all })
    : t('{n} of {all} employed', { n: model.rows.length, all });
}
