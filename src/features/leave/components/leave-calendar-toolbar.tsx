import { format, parseISO } from 'date-fns';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  asRange,
  type CalendarPeriod,
  monthOfDate,
  periodBounds,
  rangeProblem,
  routeOfPeriod,
  shiftPeriod,
} from '../../../domain/leave/calendar-period';
import { DateField } from '../../../ui/date-field';
import { Icon } from '../../../ui/icons';
import { dateSpan } from './leave-bits';

const VIEWS = [
  { kind: 'year', label: 'Year' },
  { kind: 'month', label: 'Month' },
  { kind: 'range', label: 'Period' },
] as const;

const UNIT = { year: 'year', month: 'month', range: 'period' } as const;

/** The period in words: '2026', 'November 2026', '10 Nov – 20 Dec 26'. */
export function periodTitle(p: CalendarPeriod): string {
  if (p.kind === 'year') return String(p.year);
  const { from, to } = periodBounds(p);
  return p.kind === 'month' ? format(parseISO(from), 'MMMM yyyy') : dateSpan(from, to);
}

/**
 * The view switch (Year, Month, Period), previous and next, and a period's From and To. Each
 * is a route (leave-table/{year}/{month}/{periodId}), so Back and a reload keep the view.
 */
export function LeaveCalendarToolbar(props: {
  period: CalendarPeriod;
  base: string;
  today: string;
  /** The query kept from view to view (the person picked in the search). */
  search: string;
}) {
  const { period, base, today } = props;
  const to = (p: CalendarPeriod) => `${base}/${routeOfPeriod(p)}${props.search ? `?${props.search}` : ''}`;
  const { from: first } = periodBounds(period);
  const target = (kind: CalendarPeriod['kind']): CalendarPeriod => {
    if (kind === period.kind) return period;
    // A switch keeps the place: the month of the period's first day, its year, or its dates.
    if (kind === 'year') return { kind: 'year', year: Number(first.slice(0, 4)) };
    if (kind === 'month') return monthOfDate(first);
    return asRange(period.kind === 'year' ? monthOfDate(first) : period);
  };
  const home =
    period.kind === 'year' ? { kind: 'year' as const, year: Number(today.slice(0, 4)) } : monthOfDate(today);
  const unit = UNIT[period.kind];
  return (
    <div className="cal-toolbar">
      <nav className="segmented page-tabs cal-views" aria-label="View">
        {VIEWS.map((v) => (
          <Link
            key={v.kind}
            to={to(target(v.kind))}
            className={period.kind === v.kind ? 'active' : undefined}
            aria-current={period.kind === v.kind ? 'page' : undefined}
            replace
          >
            {v.label}
          </Link>
        ))}
      </nav>
      <div className="cal-nav">
        <Link
          className="btn btn-secondary cal-step"
          to={to(shiftPeriod(period, -1))}
          aria-label={`Previous ${unit}`}
        >
          <Icon name="back" />
        </Link>
        <h2 className="cal-title" aria-live="polite">
          {periodTitle(period)}
        </h2>
        <Link
          className="btn btn-secondary cal-step"
          to={to(shiftPeriod(period, 1))}
          aria-label={`Next ${unit}`}
        >
          <Icon name="chevron" />
        </Link>
        {period.kind !== 'range' && routeOfPeriod(home) !== routeOfPeriod(period) ? (
          <Link className="btn btn-ghost cal-today-link" to={to(home)}>
            Today
          </Link>
        ) : null}
      </div>
      {period.kind === 'range' ? <RangeFields key={routeOfPeriod(period)} period={period} go={to} /> : null}
    </div>
  );
}

/** From and To of the Period view: the table follows as soon as both make a range it can show. */
function RangeFields(props: {
  period: { kind: 'range'; from: string; to: string };
  go: (p: CalendarPeriod) => string;
}) {
  const navigate = useNavigate();
  const [from, setFrom] = useState(props.period.from);
  const [to, setTo] = useState(props.period.to);
  const problem = rangeProblem(from, to);
  const fromError = problem === 'Enter the first day.' ? problem : undefined;
  const toError = problem && !fromError ? problem : undefined;
  const change = (nextFrom: string, nextTo: string) => {
    setFrom(nextFrom);
    setTo(nextTo);
    if (rangeProblem(nextFrom, nextTo) === null)
      navigate(props.go({ kind: 'range', from: nextFrom, to: nextTo }), { replace: true });
  };
  return (
    <div className="cal-range">
      <DateField label="From" value={from} onChange={(v) => change(v, to)} error={fromError} />
      <DateField
        label="To"
        value={to}
        min={from || undefined}
        onChange={(v) => change(from, v)}
        error={toError}
      />
    </div>
  );
}
