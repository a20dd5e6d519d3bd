/**
 * Moving about the leave table by keyboard (the grid pattern of WAI-ARIA): the table is one tab
 * stop, and the arrows move from cell to cell; Enter opens what the cell holds (the browser's
 * own, on a link). Columns are the name, the figures shown, then the days.
 */

export interface GridAt {
  row: number;
  col: number;
}

export interface GridKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

/** Rows a Page Up or Page Down moves. */
export const GRID_PAGE_ROWS = 10;

const clamp = (n: number, max: number) => Math.max(0, Math.min(max, n));

/**
 * Where a key moves the focus from `at` in a grid of `rows` by `cols`, or null when the key is
 * not one of the grid's (it then does what it does anywhere else). Left and Right a cell,
 * Up and Down a person, Home and End the first and last cell of the row (with Ctrl, of the
 * table), Page Up and Page Down ten people. It stops at the edges: it never wraps.
 */
export function gridMove(e: GridKey, at: GridAt, rows: number, cols: number): GridAt | null {
  if (rows < 1 || cols < 1) return null;
  const lastRow = rows - 1;
  const lastCol = cols - 1;
  const row = clamp(at.row, lastRow);
  const col = clamp(at.col, lastCol);
  const ctrl = Boolean(e.ctrlKey || e.metaKey);
  switch (e.key) {
    case 'ArrowLeft':
      return { row, col: clamp(col - 1, lastCol) };
    case 'ArrowRight':
      return { row, col: clamp(col + 1, lastCol) };
    case 'ArrowUp':
      return { row: clamp(row - 1, lastRow), col };
    case 'ArrowDown':
      return { row: clamp(row + 1, lastRow), col };
    case 'Home':
      return { row: ctrl ? 0 : row, col: 0 };
    case 'End':
      return { row: ctrl ? lastRow : row, col: lastCol };
    case 'PageUp':
      return { row: clamp(row - GRID_PAGE_ROWS, lastRow), col };
    case 'PageDown':
      return { row: clamp(row + GRID_PAGE_ROWS, lastRow), col };
    default:
      return null;
  }
}
