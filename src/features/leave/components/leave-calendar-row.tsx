import { memo } from 'react';
import { Link } from 'react-router';
import type { CalendarCell, CalendarRow } from '../../../domain/leave/leave-calendar';
import { days2 } from '../../../domain/leave/leave-figures';
import type { TablePerson } from '../data/leave-table-people';
import { dateSpan } from './leave-bits';
import { bookingClass, bookingText, colourStyle, type DayHead, typeMark } from './leave-calendar-look';
import type { GridModel } from './leave-calendar-model';

const sameRun = (a: CalendarCell | undefined, b: CalendarCell) =>
  a?.booking != null &&
  b.booking !== null &&
  a.booking.requestId === b.booking.requestId &&
  a.booking.leaveTypeId === b.booking.leaveTypeId;

/** One person: the name (to their leave profile), the figures chosen, and their days. */
export const LeaveCalendarRow = memo(function LeaveCalendarRow(props: {
  row: CalendarRow;
  model: GridModel;
}) {
  const { row, model } = props;
  const person = model.people.get(row.key);
  if (!person) return null;
  const figures = model.figures.get(row.key);
  const profileId = person.profileIds[person.profileIds.length - 1];
  return (
    <tr className="cal-row">
      <th scope="row" className="cal-name">
        {profileId ? (
          <Link to={model.paths.profile(profileId)} className="cal-person">
            <span className="cal-person-name">{person.name}</span>
            <span className="cal-person-detail">{person.detail}</span>
          </Link>
        ) : (
          <span className="cal-person">
            <span className="cal-person-name">{person.name}</span>
            <span className="cal-person-detail">{person.detail} · no leave profile</span>
          </span>
        )}
      </th>
      {model.fields.map((f) => {
        const value = figures?.ok ? figures[f] : null;
        return (
          <td key={f} className="cal-fig">
            {value === null || value === undefined ? '—' : days2(value)}
          </td>
        );
      })}
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
}) {
  const { cell, head, person, model } = props;
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
        >
          <span className="cal-mark" aria-hidden="true">
            {typeMark(type?.name ?? '?')}
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
          aria-label={`${person.name}, ${head.label}: no leave. New request`}
        />
      </td>
    );
  }
  return (
    <td className={tdClass}>
      <span className={`cal-cell ${cell.employed ? 'cal-free' : 'cal-off'}`}>
        {cell.employed ? null : <span className="visually-hidden">not employed</span>}
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
        <span key={o.start} className="cal-track-off" style={{ left: pct(o.start), width: pct(o.length) }} />
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
