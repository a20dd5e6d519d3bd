import {
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { type GridAt, gridMove } from '../../../domain/leave/grid-move';
import { clearArea, topBarBottom } from './use-grid-scroll';

/** The attribute naming a cell's place, 'row:col', on what takes the focus in it. */
export const CELL = 'data-cell';
export const cellId = (row: number, col: number) => `${row}:${col}`;

/** The page's bottom edge not under the phone's tab bar. */
function pageBottom(): number {
  const bar = document.querySelector('.tabbar');
  const top = bar?.getBoundingClientRect().top ?? window.innerHeight;
  return Math.min(window.innerHeight, top > 0 ? top : window.innerHeight);
}

/** Scrolls the box (and the page) so a cell is in sight, not under the held names and head. */
function reveal(box: HTMLElement, el: HTMLElement) {
  const area = clearArea(box);
  const r = el.getBoundingClientRect();
  const held = el.closest('th.cal-name, .cal-fig');
  if (!held || getComputedStyle(held).left === 'auto') {
    if (r.left < area.left) box.scrollLeft -= area.left - r.left;
    else if (r.right > area.right) box.scrollLeft += r.right - area.right;
  }
  if (r.top < area.top) box.scrollTop -= area.top - r.top;
  else if (r.bottom > area.bottom) box.scrollTop += r.bottom - area.bottom;
  // Then the page, when the box itself is partly out of sight.
  const now = el.getBoundingClientRect();
  const top = topBarBottom() + (box.querySelector('thead')?.getBoundingClientRect().height ?? 0);
  const bottom = pageBottom();
  if (now.bottom > bottom) window.scrollBy(0, now.bottom - bottom);
  else if (now.top < top) window.scrollBy(0, now.top - top);
}

/**
 * The month grid as one tab stop (the WAI-ARIA grid pattern, a roving tabindex): the cell last
 * focused is the one Tab enters; the arrows, Home, End, Page Up and Page Down move from it
 * (gridMove); Enter opens the day's link. A row drawn only when in view (a long crew) is
 * scrolled to first and focused once drawn.
 */
export function useGridKeys(props: {
  box: RefObject<HTMLElement | null>;
  rows: number;
  cols: number;
  /** The column Tab first enters: today's, else the first day's. */
  startCol: number;
  /** A new period starts again from startCol. */
  resetKey: string;
  scrollToRow: (row: number) => void;
}) {
  const { box, rows, cols } = props;
  const [at, setAt] = useState<GridAt>({ row: 0, col: props.startCol });
  const [seen, setSeen] = useState(props.resetKey);
  if (seen !== props.resetKey) {
    setSeen(props.resetKey);
    setAt({ row: 0, col: props.startCol });
  }
  const pending = useRef<GridAt | null>(null);
  const here = { row: Math.min(at.row, rows - 1), col: Math.min(at.col, cols - 1) };

  const focusAt = useCallback(
    (to: GridAt) => {
      const el = box.current?.querySelector<HTMLElement>(`[${CELL}="${cellId(to.row, to.col)}"]`);
      if (!el || !box.current) return false;
      el.focus({ preventScroll: true });
      reveal(box.current, el);
      return true;
    },
    [box],
  );

  // A move to a row not drawn yet: focus it once the scroll has drawn it.
  useEffect(() => {
    if (pending.current && focusAt(pending.current)) pending.current = null;
  });

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.altKey || e.shiftKey || !(e.target as HTMLElement).closest(`[${CELL}]`)) return;
    const to = gridMove(e, here, rows, cols);
    if (!to) return;
    e.preventDefault();
    setAt(to);
    if (!focusAt(to)) {
      pending.current = to;
      props.scrollToRow(to.row);
    }
  };

  // A tap or a click moves the stop too, so Tab comes back to the cell last used. Tab into the
  // grid brings its cell out from under the held names (not a tap: the cell would move under
  // the finger between its press and its release).
  const onFocus = (e: FocusEvent<HTMLElement>) => {
    const target = e.target as HTMLElement;
    const id = target.closest(`[${CELL}]`)?.getAttribute(CELL);
    if (!id) return;
    if (box.current && target.matches(':focus-visible')) reveal(box.current, target);
    const [row, col] = id.split(':').map(Number);
    if (row !== undefined && col !== undefined && (row !== at.row || col !== at.col)) setAt({ row, col });
  };

  return { at: rows > 0 && cols > 0 ? here : null, onKeyDown, onFocus };
}
