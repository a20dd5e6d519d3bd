import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toErrorList } from './errors';
import { MSG } from './messages';

/** What a client reads in `errorList` for a field a schema gave no message of its own. */
const messageFor = (schema: z.ZodType, value: unknown) => {
  const parsed = z.object({ field: schema }).safeParse({ field: value });
  if (parsed.success) throw new Error('expected a refusal');
  return toErrorList(parsed.error)[0]?.message;
};

describe("zod's messages in the spec's voice", () => {
  it.each([
    ['a number sent as an object', z.number(), {}, 'Must be a number.'],
    ['text sent as a number', z.string(), 5, 'Must be text.'],
    ['a flag sent as text', z.boolean(), 'yes', 'Must be true or false.'],
    ['a list sent as text', z.array(z.number()), 'x', 'Must be a list.'],
    ['a whole number with a fraction', z.number().int(), 1.5, 'Must be a whole number.'],
    ['a field left out', z.string(), undefined, MSG.required],
    ['a field sent as null', z.number(), null, MSG.required],
    ['too long', z.string().max(5), 'abcdefg', 'Max length is 5 characters.'],
    ['empty', z.string().min(1), '', MSG.required],
    ['too short', z.string().min(8), 'abc', 'Min length is 8 characters.'],
    ['too many', z.array(z.number()).max(2), [1, 2, 3], 'At most 2 items.'],
    ['none', z.array(z.number()).min(1), [], 'At least one item.'],
    ['too few', z.array(z.number()).min(3), [1], 'At least 3 items.'],
    ['too big', z.number().max(10), 11, 'Must be at most 10.'],
    ['too small', z.number().positive(), 0, 'Must be more than 0.'],
    ['not one of', z.enum(['a', 'b']), 'c', 'Must be one of: "a", "b".'],
    ['not an e-mail', z.email(), 'x', MSG.email],
    ['not in the pattern', z.string().regex(/^\d+$/), 'x', 'Invalid format.'],
    ['no branch', z.union([z.number(), z.boolean()]), 'x', MSG.status400],
    ['no value of a union', z.union([z.literal(0), z.literal(1)]), 2, 'Must be one of: 0, 1.'],
    ['a field the call does not take', z.strictObject({ a: z.number() }), { a: 1, b: 2 }, MSG.unknownField],
  ])('%s', (_what, schema, value, message) => {
    expect(messageFor(schema, value)).toBe(message);
  });

  it("keeps a schema's own message", () => {
    expect(messageFor(z.string().max(3, 'Three at most.'), 'abcd')).toBe('Three at most.');
    expect(messageFor(z.number({ error: 'A count.' }), 'x')).toBe('A count.');
  });

  it("answers a value that was sent but wrong by what it must be, where a schema says only 'Field is required.'", () => {
    const schema = z.object({
      effect: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: MSG.required }),
      kind: z.enum(['yearly', 'accrued'], { error: MSG.required }),
      date: z.string({ error: MSG.required }).regex(/^\d{4}-\d{2}-\d{2}$/, MSG.required),
    });
    const errors = (value: unknown) => {
      const parsed = schema.safeParse(value, { reportInput: true });
      return parsed.success ? [] : toErrorList(parsed.error);
    };
    expect(errors({ effect: 7, kind: 'monthly', date: 20261205 })).toEqual([
      { property: 'effect', message: 'Must be one of: 0, 1, 2.' },
      { property: 'kind', message: 'Must be one of: "yearly", "accrued".' },
      { property: 'date', message: 'Must be text.' },
    ]);
    expect(errors({ date: '5 Dec' })).toEqual([
      { property: 'effect', message: MSG.required },
      { property: 'kind', message: MSG.required },
      { property: 'date', message: 'Invalid format.' },
    ]);
    const terms = z.object({ agreed: z.literal(true, { error: MSG.required }) });
    const unticked = terms.safeParse({ agreed: false }, { reportInput: true });
    expect(unticked.success ? [] : toErrorList(unticked.error)).toEqual([
      { property: 'agreed', message: MSG.required },
    ]);
    expect(errors({ effect: null, kind: '', date: '' })).toEqual([
      { property: 'effect', message: MSG.required },
      { property: 'kind', message: MSG.required },
      { property: 'date', message: MSG.required },
    ]);
  });
});
