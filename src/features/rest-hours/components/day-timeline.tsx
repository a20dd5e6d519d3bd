import { useRef } from 'react';
import { CELLS_PER_DAY, paintCells } from '../../../domain/rest-hours/timeline';
import './rest-hours.css';
import { t } from '../../../i18n/i18n';

const PRESS_DELAY_MS = 100; // spec: drag press delay 100 ms
const HOURS = Array.from({ length: CELLS_PER_DAY / 2 }, (_, i) => i);

/** A phone held sideways: the top bar and the tab bar leave about 270 px for the day. */
const SHORT_LANDSCAPE = '(orientation: landscape) and (max-height: 500px)';

/**
 * A ref for the box around a day editor's grid: on a phone on its side there is room for little
 * more than the grid, so the editor opens scrolled to it (issue 31, §5).
 */
export function showGridWhenSideways(el: HTMLElement | null) {
  if (el && window.matchMedia(SHORT_LANDSCAPE).matches) el.scrollIntoView({ block: 'start' });
}

const label = (cell: number) => {
  const t = (c: number) => `${String(Math.floor(c / 2)).padStart(2, '0')}:${c % 2 ? '30' : '00'}`;
  return `${t(cell)}–${t(cell + 1 === CELLS_PER_DAY ? 0 : cell + 1)}`;
};

/**
 * One day as 48 half-hour cells. A tap toggles a cell; pressing for 100 ms and dragging
 * paints work (or rest, when the drag starts on a work cell) with a finger or a mouse.
 * The cells wrap into rows of whole hours, as many as fit at 44 px a cell (issue 31, §5: 3 hours
 * a row on a phone, 8 on a wide screen), so a drag paints from where it started to where the
 * finger is, in time order, like selecting text: the path between does not matter.
 */
export function DayTimeline({
  work,
  onChange,
  readOnly,
  neutral,
}: {
  work: string;
  onChange: (work: string) => void;
  readOnly?: boolean;
  /** Paint neutral time instead of work (where the vessel uses neutral periods). */
  neutral?: boolean;
}) {
  const drag = useRef<{
    value: '0' | '1' | 'n';
    anchor: number;
    last: number;
    base: string;
    active: boolean;
    timer: number;
  } | null>(null);
  const painted = neutral ? 'n' : '1';
  const latest = useRef(work);
  latest.current = work;

  const cellAt = (x: number, y: number) => {
    // Every element under the finger, not just the top one: a drag goes on under the Save bar
    // that floats over the lower rows on a phone.
    const el = document
      .elementsFromPoint(x, y)
      .find((e): e is HTMLElement => e instanceof HTMLElement && e.dataset.cell !== undefined);
    const v = el?.dataset.cell;
    return v === undefined ? null : Number(v);
  };
  /** The day as it was when the press began, with the cells from the anchor to `to` painted. */
  const paintFrom = (d: NonNullable<typeof drag.current>, to: number) => {
    const next = paintCells(d.base, Math.min(d.anchor, to), Math.max(d.anchor, to) + 1, d.value);
    if (next !== latest.current) {
      latest.current = next;
      onChange(next);
    }
  };
  const paint = (cell: number, value: '0' | '1' | 'n') => {
    const next = paintCells(latest.current, cell, cell + 1, value);
    if (next !== latest.current) {
      latest.current = next;
      onChange(next);
    }
  };

  const onPointerDown = (e: React.PointerEvent) => {
    if (readOnly) return;
    const cell = cellAt(e.clientX, e.clientY);
    if (cell === null) return;
    e.preventDefault();
    // The drag's moves come here wherever the pointer goes (a mouse over the Save bar included).
    e.currentTarget.setPointerCapture?.(e.pointerId);
    const value = latest.current[cell] === painted ? '0' : painted;
    const state: NonNullable<typeof drag.current> = {
      value,
      anchor: cell,
      last: cell,
      base: latest.current,
      active: false,
      timer: 0,
    };
    state.timer = window.setTimeout(() => {
      state.active = true;
      paintFrom(state, state.last);
    }, PRESS_DELAY_MS);
    drag.current = state;
  };
  const onPointerMove = (e: React.PointerEvent) => {
    const d = drag.current;
    if (!d?.active) return;
    const cell = cellAt(e.clientX, e.clientY);
    if (cell === null || cell === d.last) return;
    d.last = cell;
    paintFrom(d, cell);
  };
  const onPointerUp = () => {
    const d = drag.current;
    drag.current = null;
    if (!d) return;
    window.clearTimeout(d.timer);
    if (!d.active) paint(d.anchor, d.value); // a tap
  };

  return (
    <div
      className={`timeline${readOnly ? ' read-only' : ''}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <div className="timeline-cells">
        {HOURS.map((hour) => (
          // One hour as one block of its two half hours, labelled on the first.
          <div className="timeline-hour" key={hour}>
            <span className="cell-hour" aria-hidden="true">
              {String(hour).padStart(2, '0')}
            </span>
            {[hour * 2, hour * 2 + 1].map((cell) => {
              const kind = work[cell] === '1' ? 'work' : work[cell] === 'n' ? 'neutral' : 'rest';
              return (
                <button
                  key={cell}
                  type="button"
                  data-cell={cell}
                  className={`cell ${kind}`}
                  aria-label={`${label(cell)} ${kind}`}
                  aria-pressed={kind !== 'rest'}
                  disabled={readOnly}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault();
                      paint(cell, work[cell] === painted ? '0' : painted);
                    }
                  }}
                />
              );
            })}
          </div>
        ))}
      </div>
      <div className="timeline-legend small muted">
        <span className="swatch work" /> {t('Work')} <span className="swatch rest" /> {t('Rest')}
        {neutral || work.includes('n') ? (
          <>
            <span className="swatch neutral" /> {t('Neutral')}
          </>
        ) : null}
        <span className="timeline-hint">{t('Tap a half hour, or press and drag to paint.')}</span>
      </div>
    </div>
  );
}
