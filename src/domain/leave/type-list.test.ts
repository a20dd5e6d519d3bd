import { describe, expect, it } from 'vitest';
import {
  editableTypes,
  moveType,
  newType,
  saveStep,
  setDefault,
  typeListProblems,
  typesToSave,
} from './type-list';

const stored = (id: number, name: string, order: number, extra = {}) => ({
  id,
  name,
  color: '3788CE',
  isOnBoard: false,
  effect: 1 as const,
  isNil: false,
  isDefault: false,
  viewOnly: false,
  deleted: false,
  order,
  ...extra,
});

describe('the leave types list', () => {
  const list = editableTypes([
    stored(3, 'Sick', 2),
    stored(1, 'Annual', 1, { isDefault: true }),
    stored(9, 'Gone', 0, { deleted: true }),
    stored(4, 'Not on payroll', 3, { viewOnly: true }),
  ]);

  it('keeps the stored order, without deleted types', () => {
    expect(list.map((t) => t.name)).toEqual(['Annual', 'Sick', 'Not on payroll']);
  });

  it('adds a new type last with the colour given, effect 0 and no id', () => {
    const t = newType('Training', '3788CE', 'new-0');
    expect(t).toMatchObject({ id: null, name: 'Training', color: '3788CE', effect: 0, isDefault: false });
    expect(typesToSave([...list, t]).at(-1)).toMatchObject({ id: null, name: 'Training', effect: 0 });
  });

  it('moves a type up and down, and not past either end', () => {
    expect(moveType(list, 1, -1).map((t) => t.name)).toEqual(['Sick', 'Annual', 'Not on payroll']);
    expect(moveType(list, 0, -1)).toEqual(list);
    expect(moveType(list, 2, 1)).toEqual(list);
  });

  it('has exactly one default', () => {
    expect(setDefault(list, 1).map((t) => t.isDefault)).toEqual([false, true, false]);
  });

  it('flags an empty name, but not the view-only type', () => {
    const named = list.map((t, i) => (i === 1 ? { ...t, name: '  ' } : t));
    expect([...typeListProblems(named, 'empty')]).toEqual([['3', 'empty']]);
  });

  it('warns once about a new type typed but not added; a second Save goes on', () => {
    expect(saveStep('Training', false)).toBe('warn');
    expect(saveStep('Training', true)).toBe('save');
    expect(saveStep('  ', false)).toBe('save');
  });

  it('saves names trimmed, in the list order', () => {
    const body = typesToSave([{ ...list[0]!, name: ' Annual ' }, list[1]!]);
    expect(body.map((t) => [t.id, t.name])).toEqual([
      [1, 'Annual'],
      [3, 'Sick'],
    ]);
  });
});
