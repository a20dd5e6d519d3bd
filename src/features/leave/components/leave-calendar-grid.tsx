import { useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, useLayoutEffect, useRef } from 'react';
import { LeaveCalendarHead } from './leave-calendar-head';
import type { GridModel } from './leave-calendar-model';
import { LeaveCalendarRow } from './leave-calendar-row';
import './leave-calendar.css';
import './leave-calendar-year.css';

/** Row height in px (a 44 px target and its border): the CSS keeps rows at exactly this. */
const ROW_HEIGHT = 47;
/** The head's two rows, which the rows scroll under. */
const HEAD_HEIGHT = 78;
/**
 * Up to this many people every row is drawn. Beyond it only the rows in view are: a month of
 * 200 crew is 6,200 links, which took a phone most of a second to draw at each change.
 */
const WHOLE_UP_TO = 40;

/**
 * The leave table: people down, days across, in a box that scrolls both ways with the names
 * and the head held in place (sticky), so a phone scrolls the days under the names.
 */
export function LeaveCalendarGrid({ model, label }: { model: GridModel; label: string }) {
  const box = useRef<HTMLElement>(null);
  const { rows } = model;
  const many = rows.length > WHOLE_UP_TO;
  const virtual = useVirtualizer({
    count: many ? rows.length : 0,
    getScrollElement: () => box.current,
    estimateSize: () => ROW_HEIGHT,
    paddingStart: HEAD_HEIGHT,
    overscan: 10,
  });
  // A new period opens at its start, or with today in sight when today is in it but out of
  // sight (a phone shows a few days of a month, or two months of a year, beside the names).
  const { from, to } = model.calendar;
  const { overview } = model;
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || !from || !to) return;
    const today = el.querySelector<HTMLElement>('thead .cal-day-head.cal-today, tbody .cal-track-today');
    const names = el.querySelector<HTMLElement>('thead .cal-corner');
    if (!today || !names) {
      el.scrollLeft = 0;
      return;
    }
    const x = today.getBoundingClientRect().left - el.getBoundingClientRect().left + el.scrollLeft;
    const hidden = x + today.offsetWidth > el.clientWidth;
    // A day before today in a month; a third of the view before it in a year.
    const lead = overview ? (el.clientWidth - names.offsetWidth) / 3 : today.offsetWidth;
    el.scrollLeft = hidden ? x - names.offsetWidth - lead : 0;
  }, [from, to, overview]);
  const items = many ? virtual.getVirtualItems() : [];
  const shown = many ? items.map((item) => rows[item.index]!) : rows;
  const before = many ? Math.max(0, (items[0]?.start ?? HEAD_HEIGHT) - HEAD_HEIGHT) : 0;
  const after = many ? Math.max(0, virtual.getTotalSize() - (items[items.length - 1]?.end ?? 0)) : 0;
  const columns = 1 + model.fields.length + (model.overview ? 1 : model.calendar.dates.length);
  const style = { '--days': model.calendar.dates.length } as CSSProperties;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable by keyboard (axe scrollable-region-focusable)
    <section ref={box} className="cal-scroll" tabIndex={0} aria-label={label}>
      <table className={`cal-table${model.overview ? ' cal-table-overview' : ''}`} style={style}>
        <caption className="visually-hidden">{label}</caption>
        <LeaveCalendarHead model={model} />
        <tbody>
          {before ? (
            <tr className="cal-spacer" style={{ height: before }}>
              <td colSpan={columns} />
            </tr>
          ) : null}
          {shown.map((row) => (
            <LeaveCalendarRow key={row.key} row={row} model={model} />
          ))}
          {after ? (
            <tr className="cal-spacer" style={{ height: after }}>
              <td colSpan={columns} />
            </tr>
          ) : null}
        </tbody>
      </table>
      {rows.length === 0 ? <p className="muted cal-empty">No one is employed in this period.</p> : null}
    </section>
  );
}
