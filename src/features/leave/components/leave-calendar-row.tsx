import { type CSSProperties, memo } from 'react';
import { Link } from 'react-router';
import type { CalendarCell, CalendarRow } from '../../../domain/leave/leave-calendar';
import { formatNumber } from '../../../i18n/format-number';
import { t } from '../../../i18n/i18n';
import type { TablePerson } from '../data/leave-table-people';
import { dateSpan } from './leave-bits';
import {
  bookingClass,
  bookingText,
  colourStyle,
  type DayHead,
  typeMark,
  typeName,
} from './leave-calendar-look';
import type { GridModel } from './leave-calendar-model';
import { CELL, cellId } from './use-grid-keys';

const sameRun = (a: CalendarCell | undefined, b: CalendarCell) =>
  a?.booking != null &&
  b.booking !== null &&
  a.booking.requestId === b.booking.requestId &&
  a.booking.leaveTypeId === b.booking.leaveTypeId;

/**
 * What makes a cell a stop of the grid: its place, and whether Tab enters it (the roving
 * tabindex). Outside a grid (a year's bars) nothing is added and the links keep their order.
 */
export type Stop = Record<string, string | number> | undefined;
const stopOf = (focusCol: number | null, row: number, col: number): Stop =>
  focusCol === null ? undefined : { [CELL]: cellId(row, col), tabIndex: focusCol === col ? 0 : -1 };

/** A figure: two decimals, a negative one in the danger colour with its minus read out. */
function Figure({ value }: { value: number | null | undefined }) {
  if (value === null || value === undefined) return <>—</>;
  const text = formatNumber(value, 2);
  if (!text.startsWith('-')) return <>{text}</>;
  return (
    <span className="cal-neg">
      <span aria-hidden="true">−{text.slice(1)}</span>
      <span className="visually-hidden">{t('minus {n}', { n: text.slice(1) })}</span>
    </span>
  );
}

/**
 * The name on one line when it fits, else the first names on one and the surname on the next,
 * each cut short only when longer than the column by itself: a long name keeps its surname.
 */
function PersonName({ person }: { person: TablePerson }) {
  return (
    <span className="cal-person-name">
      <span className="cal-name-part">{person.given}</span>{' '}
      <span className="cal-name-part">{person.surname}</span>
    </span>
  );
}

/** One person: the name (to their leave profile), the figures chosen, and their days. */
export const LeaveCalendarRow = memo(function LeaveCalendarRow(props: {
  row: CalendarRow;
  /** The row's place among the people shown (the grid's row, from 0). */
  index: number;
  model: GridModel;
  /** The column Tab enters in this row; -1 when it enters another row; null outside a grid. */
  focusCol: number | null;
}) {
  const { row, model, index, focusCol } = props;
  const person = model.people.get(row.key);
  if (!person) return null;
  const figures = model.figures.get(row.key);
  const profileId = person.profileIds[person.profileIds.length - 1];
  const nameStop = stopOf(focusCol, index, 0);
  const firstDay = 1 + model.fields.length;
  return (
    <tr className="cal-row" aria-rowindex={index + 3}>
      {profileId ? (
        <th scope="row" className="cal-name">
          <Link to={model.paths.profile(profileId)} className="cal-person" title={person.name} {...nameStop}>
            <PersonName person={person} />
            {/* A cut detail is whole on hover (a longer language's words, a long position). */}
            <span className="cal-person-detail" title={person.detail}>
              {person.detail}
            </span>
          </Link>
        </th>
      ) : (
        <th scope="row" className="cal-name" title={person.name} {...nameStop}>
          <span className="cal-person">
            <PersonName person={person} />
            <span
              className="cal-person-detail"
              title={t('{detail} · no leave profile', { detail: person.detail })}
            >
              {t('{detail} · no leave profile', { detail: person.detail })}
            </span>
          </span>
        </th>
      )}
      {model.fields.map((f, i) => (
        <td
          key={f}
          className="cal-fig"
          style={{ '--fig-i': i } as CSSProperties}
          {...stopOf(focusCol, index, 1 + i)}
        >
          <Figure value={figures?.ok ? figures[f] : null} />
        </td>
      ))}
      {model.overview ? (
        <td className="cal-track-cell">
          <Track row={row} person={person} model={model} />
        </td>
      ) : (
        row.cells.map((cell, i) => (
          <Day
            key={model.heads[i]!.date}
            cell={cell}
            head={model.heads[i]!}
            person={person}
            model={model}
            joinsLeft={sameRun(row.cells[i - 1], cell)}
            joinsRight={sameRun(row.cells[i + 1], cell)}
            stop={stopOf(focusCol, index, firstDay + i)}
          />
        ))
      )}
    </tr>
  );
});

/** A day one can tap: the request booked on it, or a new request for the person and the day. */
function Day(props: {
  cell: CalendarCell;
  head: DayHead;
  person: TablePerson;
  model: GridModel;
  joinsLeft: boolean;
  joinsRight: boolean;
  stop: Stop;
}) {
  const { cell, head, person, model, stop } = props;
  const tdClass = `cal-day${head.weekend ? ' cal-weekend' : ''}${head.date === model.today ? ' cal-today' : ''}`;
  const b = cell.booking;
  if (b) {
    const type = model.types.get(b.leaveTypeId);
    const text = bookingText(b, type);
    const join = `${props.joinsLeft ? ' cal-join-left' : ''}${props.joinsRight ? ' cal-join-right' : ''}`;
    return (
      <td className={tdClass}>
        <Link
          to={model.paths.request(b.requestId)}
          className={`cal-cell ${bookingClass(b)}${join}`}
          style={colourStyle(type)}
          aria-label={`${person.name}, ${head.label}: ${text}`}
          title={text}
          {...stop}
        >
          <span className="cal-mark" aria-hidden="true">
            {typeMark(type ? typeName(type) : '?')}
          </span>
        </Link>
      </td>
    );
  }
  if (cell.employed && cell.profileId && model.mayRequest(cell.profileId)) {
    return (
      <td className={tdClass}>
        <Link
          to={model.paths.newRequest(cell.profileId, head.date)}
          className="cal-cell cal-free"
          aria-label={t('{name}, {day}: no leave. New request', { name: person.name, day: head.label })}
          {...stop}
        />
      </td>
    );
  }
  return (
    <td className={tdClass} {...stop}>
      <span className={`cal-cell ${cell.employed ? 'cal-free' : 'cal-off'}`}>
        <span className="visually-hidden">
          {t('{day}: {state}', { day: head.label, state: cell.employed ? t('no leave') : t('not employed') })}
        </span>
      </span>
    </td>
  );
}

/** A year in one strip: stretches of leave as bars (each opens its request), time not employed hatched. */
function Track({ row, person, model }: { row: CalendarRow; person: TablePerson; model: GridModel }) {
  const n = row.cells.length;
  const pct = (i: number) => `${(i / n) * 100}%`;
  const off: { start: number; length: number }[] = [];
  row.cells.forEach((c, i) => {
    if (c.employed) return;
    const last = off[off.length - 1];
    if (last && last.start + last.length === i) last.length++;
    else off.push({ start: i, length: 1 });
  });
  return (
    <div className="cal-track">
      {model.months.map((m) => (
        <span key={m.date} className="cal-track-line" style={{ left: `${m.at * 100}%` }} />
      ))}
      {model.todayAt === null ? null : (
        <span className="cal-track-today" style={{ left: pct(model.todayAt) }} />
      )}
      {off.map((o) => (
        <span key={o.start} className="cal-track-off" style={{ left: pct(o.start), width: pct(o.length) }}>
          <span className="visually-hidden">
            {t('Not employed')}{' '}
            {dateSpan(model.calendar.dates[o.start]!, model.calendar.dates[o.start + o.length - 1]!)}
          </span>
        </span>
      ))}
      {row.runs.map((run) => {
        const type = model.types.get(run.leaveTypeId);
        const dates = model.calendar.dates;
        const span = dateSpan(dates[run.start]!, dates[run.start + run.length - 1]!);
        return (
          <Link
            key={`${run.requestId}-${run.start}`}
            to={model.paths.request(run.requestId)}
            className={`cal-bar ${bookingClass(run)}`}
            style={{ ...colourStyle(type), left: pct(run.start), width: pct(run.length) }}
            aria-label={`${person.name}, ${span}: ${bookingText(run, type)}`}
            title={`${span}: ${bookingText(run, type)}`}
          />
        );
      })}
    </div>
  );
}
