import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { unknownFieldAt } from './unknown-fields';

describe('a field the call does not take', () => {
  const save = z.object({
    departmentId: z.number(),
    note: z.string().optional(),
    dates: z.array(z.object({ day: z.string() })).default([]),
  });

  it('is named, at any depth', () => {
    expect(unknownFieldAt(save, { departmentId: 1 })).toBeNull();
    expect(unknownFieldAt(save, { department: 1 })).toBe('department');
    expect(unknownFieldAt(save, { departmentId: 1, dates: [{ day: 'x' }, { day: 'y', hours: 2 }] })).toBe(
      'dates.1.hours',
    );
  });

  it('is looked for through optional, nullable, piped, lazy and intersected schemas', () => {
    const wrapped = z.lazy(() => save.nullable().optional().pipe(z.any()));
    expect(unknownFieldAt(wrapped, { departmentId: 1, position: 2 })).toBe('position');
    const both = z.intersection(z.object({ a: z.number() }), z.object({ b: z.number() }));
    expect(unknownFieldAt(both, { a: 1, b: 2 })).toBeNull();
    expect(unknownFieldAt(both, { a: 1, b: 2, c: 3 })).toBe('c');
  });

  it('is judged by the union option the body matches', () => {
    const either = z.union([
      z.object({ kind: z.literal('a'), a: z.number() }),
      z.object({ kind: z.literal('b') }),
    ]);
    expect(unknownFieldAt(either, { kind: 'a', a: 1 })).toBeNull();
    expect(unknownFieldAt(either, { kind: 'b', a: 1 })).toBe('a');
  });

  it('includes a key named like a prototype (a JSON body may carry one)', () => {
    expect(unknownFieldAt(save, JSON.parse('{"departmentId":1,"__proto__":{"x":1}}'))).toBe('__proto__');
    expect(unknownFieldAt(save, { departmentId: 1, constructor: 1 })).toBe('constructor');
  });

  it('includes a __proto__ key where any other key goes (zod sets it as the prototype: gone unseen)', () => {
    const open = JSON.parse('{"a":1,"__proto__":{"b":2}}');
    expect(z.record(z.string(), z.unknown()).parse(open)).not.toHaveProperty('__proto__', { b: 2 });
    expect(unknownFieldAt(z.record(z.string(), z.unknown()), open)).toBe('__proto__');
    expect(unknownFieldAt(z.looseObject({ a: z.number() }), open)).toBe('__proto__');
    expect(unknownFieldAt(z.object({ x: z.record(z.string(), z.number()) }), { x: open })).toBe(
      'x.__proto__',
    );
  });

  it('is any field of a loose object, a record or an unknown part', () => {
    expect(unknownFieldAt(z.looseObject({ a: z.number() }), { a: 1, b: 2 })).toBeNull();
    expect(
      unknownFieldAt(z.record(z.string(), z.object({ on: z.boolean() })), { x: { on: true } }),
    ).toBeNull();
    expect(unknownFieldAt(z.record(z.string(), z.object({ on: z.boolean() })), { x: { of: true } })).toBe(
      'x.of',
    );
    expect(unknownFieldAt(z.object({ payload: z.unknown() }), { payload: { anything: 1 } })).toBeNull();
  });
});
