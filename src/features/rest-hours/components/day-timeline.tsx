import { useRef } from 'react';
import { CELLS_PER_DAY, paintCells } from '../../../domain/rest-hours/timeline';
import './rest-hours.css';

const PRESS_DELAY_MS = 100; // spec: drag press delay 100 ms
const ROWS = 4; // 6 hours a row: cells stay finger-sized on a phone
const HOUR_ROWS = [0, 1, 2, 3];

const label = (cell: number) => {
  const t = (c: number) => `${String(Math.floor(c / 2)).padStart(2, '0')}:${c % 2 ? '30' : '00'}`;
  return `${t(cell)}–${t(cell + 1 === CELLS_PER_DAY ? 0 : cell + 1)}`;
};

/**
 * One day as 48 half-hour cells. A tap toggles a cell; pressing for 100 ms and dragging
 * paints work (or rest, when the drag starts on a work cell) with a finger or a mouse.
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
  const drag = useRef<{ value: '0' | '1' | 'n'; last: number; active: boolean; timer: number } | null>(null);
  const painted = neutral ? 'n' : '1';
  const latest = useRef(work);
  latest.current = work;

  const cellAt = (x: number, y: number) => {
    const el = document.elementFromPoint(x, y) as HTMLElement | null;
    const v = el?.dataset.cell;
    return v === undefined ? null : Number(v);
  };
  const paint = (from: number, to: number, value: '0' | '1' | 'n') => {
    const next = paintCells(latest.current, Math.min(from, to), Math.max(from, to) + 1, value);
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
    const value = latest.current[cell] === painted ? '0' : painted;
    const state = { value, last: cell, active: false, timer: 0 } as NonNullable<typeof drag.current>;
    state.timer = window.setTimeout(() => {
      state.active = true;
      paint(cell, cell, value);
    }, PRESS_DELAY_MS);
    drag.current = state;
  };
  const onPointerMove = (e: React.PointerEvent) => {
    const d = drag.current;
    if (!d?.active) return;
    const cell = cellAt(e.clientX, e.clientY);
    if (cell === null || cell === d.last) return;
    paint(d.last, cell, d.value);
    d.last = cell;
  };
  const onPointerUp = () => {
    const d = drag.current;
    drag.current = null;
    if (!d) return;
    window.clearTimeout(d.timer);
    if (!d.active) paint(d.last, d.last, d.value); // a tap
  };

  const perRow = CELLS_PER_DAY / ROWS;
  return (
    <div
      className={`timeline${readOnly ? ' read-only' : ''}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      {HOUR_ROWS.map((r) => (
        <div className="timeline-row" key={r}>
          {/* Every hour labelled, over its two half hours. */}
          <div className="timeline-ticks" aria-hidden="true">
            {Array.from({ length: 6 }, (_, h) => String(r * 6 + h).padStart(2, '0')).map((hour) => (
              <span key={hour}>{hour}</span>
            ))}
          </div>
          <div className="timeline-cells">
            {Array.from({ length: perRow }, (_, i) => {
              const cell = r * perRow + i;
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
                      paint(cell, cell, work[cell] === painted ? '0' : painted);
                    }
                  }}
                />
              );
            })}
          </div>
        </div>
      ))}
      <div className="timeline-legend small muted">
        <span className="swatch work" /> Work <span className="swatch rest" /> Rest
        {neutral || work.includes('n') ? (
          <>
            <span className="swatch neutral" /> Neutral
          </>
        ) : null}
        <span className="timeline-hint">Tap a half hour, or press and drag to paint.</span>
      </div>
    </div>
  );
}
