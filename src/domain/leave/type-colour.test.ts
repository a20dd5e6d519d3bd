import { describe, expect, it } from 'vitest';
import { colourTakenBy } from './type-colour';

const types = [
  { id: 1, name: 'Leave', color: '3788CE' },
  { id: 2, name: 'Travel', color: 'f4b942' },
];

describe('colourTakenBy', () => {
  it('names the other type that has the colour, whatever its case or #', () => {
    expect(colourTakenBy(types, 1, 'F4B942')?.name).toBe('Travel');
    expect(colourTakenBy(types, 1, '#f4b942')?.name).toBe('Travel');
  });
  it('lets a type keep its own colour, and take a free one', () => {
    expect(colourTakenBy(types, 1, '3788ce')).toBeNull();
    expect(colourTakenBy(types, 1, '123456')).toBeNull();
  });
});
