import { type FocusEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { showMonth } from '../../../domain/dates/format';
import {
  type CalendarPeriod,
  monthOfDate,
  periodBounds,
  rangeProblem,
  rangeToShow,
  routeOfPeriod,
  shiftPeriod,
  switchView,
} from '../../../domain/leave/calendar-period';
import { t } from '../../../i18n/i18n';
import { msg } from '../../../i18n/msg';
import { DateField } from '../../../ui/date-field';
import { Icon } from '../../../ui/icons';
import { dateSpan } from './leave-bits';

const VIEWS = [
  { kind: 'year', label: msg('Year') },
  { kind: 'month', label: msg('Month') },
  { kind: 'range', label: msg('Period') },
] as const;

const STEP = {
  year: [msg('Previous year'), msg('Next year')],
  month: [msg('Previous month'), msg('Next month')],
  range: [msg('Previous period'), msg('Next period')],
} as const;

/** A typed range is shown once the typing pauses this long (or at once on leaving the field, or Enter). */
const RANGE_SETTLE_MS = 800;

/** The period in words: '2026', 'November 2026', '10 Nov – 20 Dec 26'. */
export function periodTitle(p: CalendarPeriod): string {
  if (p.kind === 'year') return String(p.year);
  const { from, to } = periodBounds(p);
  return p.kind === 'month' ? showMonth(from) : dateSpan(from, to);
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
  // A switch keeps the place: the month of the period's first day, its year, or its dates.
  const target = (kind: CalendarPeriod['kind']) => switchView(period, kind);
  const home =
    period.kind === 'year' ? { kind: 'year' as const, year: Number(today.slice(0, 4)) } : monthOfDate(today);
  const [previous, next] = STEP[period.kind];
  return (
    <div className="cal-toolbar">
      <nav className="segmented page-tabs cal-views" aria-label={t('View')}>
        {VIEWS.map((v) => (
          <Link
            key={v.kind}
            to={to(target(v.kind))}
            className={period.kind === v.kind ? 'active' : undefined}
            aria-current={period.kind === v.kind ? 'page' : undefined}
            replace
          >
            {t(v.label)}
          </Link>
        ))}
      </nav>
      {/* Today keeps its place when it has nowhere to go, so the arrows never move. */}
      {period.kind !== 'range' && routeOfPeriod(home) !== routeOfPeriod(period) ? (
        <Link className="btn btn-ghost cal-today-link" to={to(home)}>
          {t('Today')}
        </Link>
      ) : (
        <span className="btn btn-ghost cal-today-link cal-today-none" aria-hidden="true">
          {t('Today')}
        </span>
      )}
      <div className="cal-nav">
        <Link
          className="btn btn-secondary cal-step"
          to={to(shiftPeriod(period, -1))}
          aria-label={t(previous)}
        >
          <Icon name="back" />
        </Link>
        <h2 className="cal-title" aria-live="polite">
          {periodTitle(period)}
        </h2>
        <Link className="btn btn-secondary cal-step" to={to(shiftPeriod(period, 1))} aria-label={t(next)}>
          <Icon name="chevron" />
        </Link>
      </div>
      {period.kind === 'range' ? <RangeFields period={period} go={to} /> : null}
    </div>
  );
}

/**
 * From and To of the Period view. The table follows a range it can show once the typing pauses,
 * on leaving the fields or on Enter: not at each key, where a year typed passes through 0002,
 * 0020 and 0202. The arrows (a range's next) set both fields anew.
 */
function RangeFields(props: {
  period: { kind: 'range'; from: string; to: string };
  go: (p: CalendarPeriod) => string;
}) {
  const navigate = useNavigate();
  const { period, go } = props;
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [shown, setShown] = useState(`${period.from}_${period.to}`);
  if (shown !== `${period.from}_${period.to}`) {
    setShown(`${period.from}_${period.to}`);
    setFrom(period.from);
    setTo(period.to);
  }
  const problem = rangeProblem(from, to);
  const fromError = problem === 'Enter the first day.' ? problem : undefined;
  const toError = problem && !fromError ? problem : undefined;
  const apply = () => {
    if (rangeToShow(from, to) && (from !== period.from || to !== period.to))
      navigate(go({ kind: 'range', from, to }), { replace: true });
  };
  const goNow = useRef(go);
  goNow.current = go;
  useEffect(() => {
    if (from === period.from && to === period.to) return;
    const t = setTimeout(() => {
      if (rangeToShow(from, to)) navigate(goNow.current({ kind: 'range', from, to }), { replace: true });
    }, RANGE_SETTLE_MS);
    return () => clearTimeout(t);
  }, [from, to, period.from, period.to, navigate]);
  const left = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) apply();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Enter in either date field shows the range (the fields keep their own keys)
    <div className="cal-range" onBlur={left} onKeyDown={(e) => (e.key === 'Enter' ? apply() : undefined)}>
      <DateField label={t('From')} value={from} onChange={setFrom} error={fromError && t(fromError)} />
      <DateField
        label={t('To')}
        value={to}
        min={from || undefined}
        onChange={setTo}
        error={toError && t(toError)}
      />
    </div>
  );
}
