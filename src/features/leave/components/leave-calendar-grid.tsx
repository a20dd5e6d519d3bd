import { useVirtualizer } from '@tanstack/react-virtual';

import { type CSSProperties, useId, useRef } from 'react';
import { LeaveCalendarHead } from './leave-calendar-head';
import type { GridModel } from './leave-calendar-model';
import { LeaveCalendarRow } from './leave-calendar-row';
import { useGridKeys } from './use-grid-keys';
import { useGridPlace, useHeadLift } from './use-grid-scroll';
import './leave-calendar.css';
import './leave-calendar-pin.css';
import './leave-calendar-year.css';
import { showDate } from '../../../domain/dates/format';
import { t } from '../../../i18n/i18n';

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
 * The leave table: people down, days across, in a box that scrolls both ways inside the page
 * (never widening it), with the names, the figures (where they leave room for days) and the
 * head held in place, so a phone scrolls the days under the names. A month is a grid of one
 * tab stop: the arrows move from day to day and person to person, Enter opens the day.
 */
export function LeaveCalendarGrid({
  model,
  label,
  placeKey,
}: {
  model: GridModel;
  label: string;
  /** The period's path (location.pathname): the table keeps its scroll per period (back from a request, the same place). */
  placeKey: string;
}) {
  const box = useRef<HTMLElement>(null);
  const hintId = useId();
  const { rows, overview, fields } = model;
  const many = rows.length > WHOLE_UP_TO;
  const virtual = useVirtualizer({
    count: many ? rows.length : 0,
    getScrollElement: () => box.current,
    estimateSize: () => ROW_HEIGHT,
    paddingStart: HEAD_HEIGHT,
    overscan: 10,
  });
  useGridPlace(box, placeKey, overview);
  useHeadLift(box, HEAD_HEIGHT, ROW_HEIGHT);
  const firstDay = 1 + fields.length;
  const keys = useGridKeys({
    box,
    rows: overview ? 0 : rows.length,
    cols: firstDay + model.calendar.dates.length,
    startCol: firstDay + (model.todayAt ?? 0),
    resetKey: placeKey,
    scrollToRow: (row) => (many ? virtual.scrollToIndex(row, { align: 'auto' }) : undefined),
  });
  const items = many ? virtual.getVirtualItems() : [];
  const shown = many ? items.map((item) => item.index) : rows.map((_, i) => i);
  const before = many ? Math.max(0, (items[0]?.start ?? HEAD_HEIGHT) - HEAD_HEIGHT) : 0;
  const after = many ? Math.max(0, virtual.getTotalSize() - (items[items.length - 1]?.end ?? 0)) : 0;
  const columns = firstDay + (overview ? 1 : model.calendar.dates.length);
  const style = { '--days': model.calendar.dates.length, '--figs': fields.length } as CSSProperties;
  const grid = keys.at !== null;
  // not-ui-text: CSS class names
  const tableClass = `cal-table cal-figs-${fields.length}${overview ? ' cal-table-overview' : ''}`;
  return (
    <>
      {overview ? <Fewest model={model} /> : null}
      {/* A scroll box without a cell to focus is still reached by keyboard (axe scrollable-region-focusable). */}
      <section
        ref={box}
        className="cal-scroll"
        tabIndex={grid || overview ? undefined : 0}
        aria-label={label}
      >
        <table
          className={tableClass}
          style={style}
          role={grid ? 'grid' : undefined}
          aria-rowcount={grid ? rows.length + 2 : undefined}
          aria-colcount={grid ? columns : undefined}
          aria-describedby={grid ? hintId : undefined}
          onKeyDown={grid ? keys.onKeyDown : undefined}
          onFocus={grid ? keys.onFocus : undefined}
        >
          <caption className="visually-hidden">{label}</caption>
          <LeaveCalendarHead model={model} />
          <tbody>
            {before ? (
              <tr className="cal-spacer" style={{ height: before }}>
                <td colSpan={columns} />
              </tr>
            ) : null}
            {shown.map((index) => (
              <LeaveCalendarRow
                key={rows[index]!.key}
                row={rows[index]!}
                index={index}
                model={model}
                focusCol={grid && keys.at?.row === index ? keys.at.col : grid ? -1 : null}
              />
            ))}
            {after ? (
              <tr className="cal-spacer" style={{ height: after }}>
                <td colSpan={columns} />
              </tr>
            ) : null}
          </tbody>
        </table>
        {rows.length === 0 ? (
          <p className="muted cal-empty">{t(t('No one is employed in this period.'))}</p>
        ) : null}
      </section>
      {grid ? (
        <p id={hintId} className="visually-hidden">
          {t(
            t(
              'Arrow keys move between days and people, Home and End to the first and last day, Enter opens the day.',
            ),
          )}
        </p>
      ) : null}
    </>
  );
}

/** A year's fewest on board, in words: 'Fewest on board: 10 of 12, on 21 Sep.' */
function Fewest({ model }: { model: GridModel }) {
  const { onBoard, employed, dates } = model.calendar;
  let low = -1;
  onBoard.forEach((v, i) => {
    if (employed[i]! > 0 && (low < 0 || v < onBoard[low]!)) low = i;
  });
  return (
    <p className="small muted cal-fewest">
      {low < 0
        ? t('No one is employed in this period.')
        : t('Fewest on board: {n} of {employed}, on {date}.', {
            n: onBoard[low],
            employed: employed[low],
            date: showDate(dates[low]!),
          })}
    </p>
  );
}
