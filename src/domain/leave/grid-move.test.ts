import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GRID_PAGE_ROWS, gridMove } from './grid-move';

const at = { row: 2, col: 5 };

describe('gridMove', () => {
  it('moves a day with Left and Right, a person with Up and Down', () => {
    expect(gridMove({ key: 'ArrowLeft' }, at, 10, 31)).toEqual({ row: 2, col: 4 });
    expect(gridMove({ key: 'ArrowRight' }, at, 10, 31)).toEqual({ row: 2, col: 6 });
    expect(gridMove({ key: 'ArrowUp' }, at, 10, 31)).toEqual({ row: 1, col: 5 });
    expect(gridMove({ key: 'ArrowDown' }, at, 10, 31)).toEqual({ row: 3, col: 5 });
  });
  it('goes to the first and last cell of the row with Home and End, of the table with Ctrl', () => {
    expect(gridMove({ key: 'Home' }, at, 10, 31)).toEqual({ row: 2, col: 0 });
    expect(gridMove({ key: 'End' }, at, 10, 31)).toEqual({ row: 2, col: 30 });
    expect(gridMove({ key: 'Home', ctrlKey: true }, at, 10, 31)).toEqual({ row: 0, col: 0 });
    expect(gridMove({ key: 'End', metaKey: true }, at, 10, 31)).toEqual({ row: 9, col: 30 });
  });
  it('pages ten people at a time, stopping at the first and last', () => {
    expect(gridMove({ key: 'PageDown' }, at, 40, 31)).toEqual({ row: 2 + GRID_PAGE_ROWS, col: 5 });
    expect(gridMove({ key: 'PageUp' }, at, 40, 31)).toEqual({ row: 0, col: 5 });
    expect(gridMove({ key: 'PageDown' }, at, 5, 31)).toEqual({ row: 4, col: 5 });
  });
  it('stops at the edges instead of wrapping', () => {
    expect(gridMove({ key: 'ArrowLeft' }, { row: 0, col: 0 }, 3, 3)).toEqual({ row: 0, col: 0 });
    expect(gridMove({ key: 'ArrowDown' }, { row: 2, col: 2 }, 3, 3)).toEqual({ row: 2, col: 2 });
  });
  it('leaves other keys alone, and an empty grid', () => {
    expect(gridMove({ key: 'Enter' }, at, 10, 31)).toBeNull();
    expect(gridMove({ key: 'a' }, at, 10, 31)).toBeNull();
    expect(gridMove({ key: 'ArrowDown' }, at, 0, 31)).toBeNull();
  });
  it('always lands inside the grid, even from a place outside it (the grid shrank)', () => {
    const keys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'];
    fc.assert(
      fc.property(
        fc.constantFrom(...keys),
        fc.boolean(),
        fc.integer({ min: -5, max: 60 }),
        fc.integer({ min: -5, max: 60 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 50 }),
        (key, ctrlKey, row, col, rows, cols) => {
          const to = gridMove({ key, ctrlKey }, { row, col }, rows, cols)!;
          expect(to.row).toBeGreaterThanOrEqual(0);
          expect(to.row).toBeLessThan(rows);
          expect(to.col).toBeGreaterThanOrEqual(0);
          expect(to.col).toBeLessThan(cols);
        },
      ),
    );
  });
});
