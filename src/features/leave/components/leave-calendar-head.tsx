import { format, parseISO } from 'date-fns';
import { Link } from 'react-router';
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
  return (
    <thead>
      <tr className="cal-head-days">
        <th scope="col" className="cal-name cal-corner">
          Crew{' '}
          <span className="small muted">
            (
            {model.rows.length === calendar.rows.length
              ? calendar.rows.length
              : `${model.rows.length} of ${calendar.rows.length}`}
            )
          </span>
        </th>
        {fields.map((f) => (
          <th key={f} scope="col" className="cal-fig">
            {LEAVE_FIELD_LABEL[f]}
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
                  {format(parseISO(m.date), m.share > 0.05 ? 'MMM' : 'MMMMM')}
                  <span className="visually-hidden"> ({format(parseISO(m.date), 'MMMM yyyy')})</span>
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
      <tr className="cal-head-board">
        <th scope="row" className="cal-name cal-corner">
          Crew on board
          {model.overview ? <span className="cal-board-fewest">{fewest(model, least)}</span> : null}
        </th>
        {fields.map((f) => (
          <td key={f} className="cal-fig" />
        ))}
        {model.overview ? (
          <td className="cal-track-cell">
            <OnBoardStrip model={model} most={most} least={least} />
          </td>
        ) : (
          calendar.onBoard.map((n, i) => {
            const ifPending = calendar.onBoardIfPending[i]!;
            const away = n < calendar.employed[i]!;
            return (
              <td
                key={calendar.dates[i]}
                data-date={calendar.dates[i]}
                className={`cal-board${away ? ' cal-dip' : ''}${away && n === least ? ' cal-low' : ''}`}
                title={ifPending < n ? `${ifPending} if the pending requests are approved` : undefined}
              >
                {n}
                {ifPending < n ? (
                  <>
                    <span className="cal-board-more" aria-hidden="true">
                      *
                    </span>
                    <span className="visually-hidden">
                      ({ifPending} if the pending requests are approved)
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

/** 'fewest 10 of 12 · 21 Sep': the day of the period with the fewest on board. */
function fewest(model: GridModel, least: number): string {
  const { onBoard, employed, dates } = model.calendar;
  const low = onBoard.findIndex((v, i) => v === least && employed[i]! > 0);
  return low < 0
    ? 'no one employed'
    : `fewest ${least} of ${employed[low]} · ${format(parseISO(dates[low]!), 'd MMM')}`;
}
