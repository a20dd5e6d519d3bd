import { describe, expect, it } from 'vitest';
import { addsNeutral } from './neutral-kept';

const day = (cells: Record<number, string>, length = 48) =>
  Array.from({ length }, (_, i) => cells[i] ?? '0').join('');

describe('addsNeutral: what a save gives a day while neutral periods are off', () => {
  it.each([
    ['no neutral cells, no day stored', null, day({ 3: '1' }), false],
    ['no neutral cells, over a neutral day', day({ 3: 'n' }), day({ 3: '1' }), false],
    ['neutral cells, no day stored', null, day({ 3: 'n' }), true],
    ['the same neutral cells, work corrected', day({ 3: 'n', 9: '1' }), day({ 3: 'n', 10: '1' }), false],
    ['fewer of the neutral cells it had', day({ 3: 'n', 4: 'n' }), day({ 3: 'n' }), false],
    ['a neutral cell where the day had none', day({ 3: 'n' }), day({ 3: 'n', 4: 'n' }), true],
    ['neutral cells on a day that had none', day({ 3: '1' }), day({ 3: 'n' }), true],
    [
      'laid at another length, no more neutral time',
      day({ 3: 'n', 4: 'n' }),
      day({ 5: 'n', 6: 'n' }, 46),
      false,
    ],
    ['laid at another length, more neutral time', day({ 3: 'n' }), day({ 5: 'n', 6: 'n' }, 50), true],
  ])('%s', (_, stored, next, adds) => {
    expect(addsNeutral(stored, next)).toBe(adds);
  });
});
