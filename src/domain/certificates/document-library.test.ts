import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyOrder,
  changedOrders,
  libraryFileProblem,
  MAX_LIBRARY_FILE_BYTES,
  orderInputAccepted,
  parseOrder,
  renameProblem,
  sortByOrder,
  truncateName,
} from './document-library';

const MB = 1024 * 1024;

describe('library uploads', () => {
  it.each([
    [{ name: 'manual.pdf', size: 1000 }, null],
    [{ name: 'manual.pdf', size: 4 * MB }, null],
    [{ name: 'plans.pdf', size: 4 * MB + 1 }, "File 'plans.pdf' is too large. Please keep file under 4 MB."],
  ])('%j', (file, expected) => {
    expect(MAX_LIBRARY_FILE_BYTES).toBe(4 * MB);
    expect(libraryFileProblem(file)).toBe(expected);
  });
});

describe('renaming a document', () => {
  it.each([
    ['Safety manual', null],
    ['Garbage plan (rev. 2)', null],
    ['  padded  ', null],
    ['', 'Illegal characters in the title'],
    ['   ', 'Illegal characters in the title'],
    ['plans/deck', 'Illegal characters in the title'],
    ['plans\\deck', 'Illegal characters in the title'],
    ['nul\0here', 'Illegal characters in the title'],
  ])('%j → %s', (name, expected) => {
    expect(renameProblem(name)).toBe(expected);
  });
});

describe('the order box', () => {
  it.each([
    ['1', true, 1],
    ['12', true, 12],
    ['3a', true, 3],
    ['0', true, 0],
    ['', false, null],
    ['a1', false, null],
    [' 1', false, null],
    ['-1', false, null],
  ])('%j accepted: %s, order %s', (text, accepted, order) => {
    expect(orderInputAccepted(text)).toBe(accepted);
    expect(parseOrder(text)).toBe(order);
  });
});

const docs = (...orders: number[]) => orders.map((order, i) => ({ id: i + 1, order }));
const orders = (list: { id: number; order: number }[]) => list.map((d) => d.order);

describe('setting an order', () => {
  it.each([
    ['a free number moves nothing else', docs(1, 2, 3), 3, 5, [1, 2, 5]],
    ['a held number shifts it and the following ones', docs(1, 2, 3, 4), 4, 2, [1, 3, 4, 2]],
    ['the following ones keep their gaps', docs(2, 3, 7, 1), 4, 2, [3, 4, 8, 2]],
    ['the ones before stay', docs(1, 2, 3), 1, 3, [3, 2, 4]],
    ['its own number changes nothing', docs(1, 2, 3), 2, 2, [1, 2, 3]],
    ['0 takes it out and moves nothing', docs(1, 2, 3), 1, 0, [0, 2, 3]],
    ['documents without an order are not shifted', docs(0, 1, 0), 3, 1, [0, 2, 1]],
    ['a fraction is cut off', docs(1, 2), 1, 2.7, [2, 3]],
    ['a negative order changes nothing', docs(1, 2), 1, -1, [1, 2]],
    ['an unknown document changes nothing', docs(1, 2), 9, 1, [1, 2]],
  ])('%s', (_what, list, id, order, expected) => {
    expect(orders(applyOrder(list, id, order))).toEqual(expected);
  });

  it('does not change the list it was given', () => {
    const list = docs(1, 2);
    applyOrder(list, 2, 1);
    expect(orders(list)).toEqual([1, 2]);
  });

  const section = fc
    .uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 12 })
    .chain((distinct) =>
      fc
        .array(fc.boolean(), { minLength: distinct.length, maxLength: distinct.length })
        .map((unordered) => distinct.map((order, i) => ({ id: 100 + i, order: unordered[i] ? 0 : order }))),
    );
  const move = fc.record({ pick: fc.nat(), order: fc.integer({ min: 0, max: 35 }) });

  it('keeps every document once, gives the moved one its number, and never two the same number', () => {
    fc.assert(
      fc.property(section, move, (list, { pick, order }) => {
        fc.pre(list.length > 0);
        const id = list[pick % list.length]!.id;
        const after = applyOrder(list, id, order);
        expect(after.map((d) => d.id)).toEqual(list.map((d) => d.id));
        expect(after.find((d) => d.id === id)!.order).toBe(order);
        const numbered = after.map((d) => d.order).filter((o) => o !== 0);
        expect(new Set(numbered).size).toBe(numbered.length);
        // Nothing moves down, and nothing but the moved one gains or loses a number.
        for (const [i, d] of after.entries()) {
          const was = list[i]!.order;
          if (d.id !== id) expect(d.order === 0).toBe(was === 0);
          if (d.id !== id) expect(d.order).toBeGreaterThanOrEqual(was);
        }
      }),
    );
  });

  it('saves only the changed orders: the moved one (unless unchanged) and those it shifted', () => {
    fc.assert(
      fc.property(section, move, (list, { pick, order }) => {
        fc.pre(list.length > 0);
        const moved = list[pick % list.length]!;
        const after = applyOrder(list, moved.id, order);
        const changes = changedOrders(list, after);
        expect(moved.id in changes).toBe(moved.order !== order);
        for (const d of after) {
          const was = list.find((x) => x.id === d.id)!.order;
          expect(changes[d.id]).toBe(was === d.order ? undefined : d.order);
        }
      }),
    );
  });

  it('lists a new document as changed', () => {
    expect(changedOrders(docs(1), [...docs(1), { id: 7, order: 2 }])).toEqual({ 7: 2 });
  });
});

describe('the library’s order', () => {
  it('sorts by order, 0 last, equal orders by name', () => {
    const list = [
      { name: 'Zeta', order: 0 },
      { name: 'Beta', order: 2 },
      { name: 'Alpha', order: 0 },
      { name: 'Gamma', order: 1 },
      { name: 'Delta', order: 2 },
      { name: 'Plan 10', order: 3 },
      { name: 'Plan 9', order: 3 },
    ];
    expect(sortByOrder(list).map((d) => d.name)).toEqual([
      'Gamma',
      'Beta',
      'Delta',
      'Plan 9',
      'Plan 10',
      'Alpha',
      'Zeta',
    ]);
    expect(list[0]!.name).toBe('Zeta');
  });

  it('puts every numbered document before every unnumbered one, in rising order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.string(), order: fc.integer({ min: 0, max: 20 }) })),
        (list) => {
          const sorted = sortByOrder(list).map((d) => (d.order === 0 ? Number.POSITIVE_INFINITY : d.order));
          expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
          expect(sortByOrder(sortByOrder(list))).toEqual(sortByOrder(list));
        },
      ),
    );
  });
});

describe('long names', () => {
  it.each([
    ['Safety manual.pdf', 'Safety manual.pdf'],
    ['x'.repeat(35), 'x'.repeat(35)],
    ['x'.repeat(36), `${'x'.repeat(34)}…`],
    ['Garbage management plan revision 2024 final.pdf', 'Garbage management plan revisi….pdf'],
    [`${'🚢'.repeat(40)}`, `${'🚢'.repeat(34)}…`],
  ])('%s', (name, shown) => {
    expect(truncateName(name)).toBe(shown);
  });

  it('never shows more than the limit, and keeps short names whole', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 80, unit: 'grapheme-ascii' }),
        fc.integer({ min: 1, max: 50 }),
        (n, max) => {
          const shown = truncateName(n, max);
          expect(Array.from(shown).length).toBeLessThanOrEqual(Math.max(max, 1));
          if (n.length <= max) expect(shown).toBe(n);
        },
      ),
    );
  });
});
