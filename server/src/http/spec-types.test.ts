import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type HttpError, parseWith } from './errors';

/** What parseWith makes of `value`, or the errorList it refuses it with. */
function judged(schema: z.ZodType, value: unknown) {
  try {
    return { data: parseWith(schema, value) };
  } catch (e) {
    return { errorList: (e as HttpError).body.errorList };
  }
}

const form = z.object({
  order: z.number().int().min(0).max(99),
  salary: z.number().nullish(),
  whatsAppAuthEnabled: z.boolean(),
  status: z.union([z.literal(-1), z.literal(1), z.literal(2)]),
  agreedWithTerms: z.literal(true).optional(),
  name: z.string().optional(),
  days: z.array(z.object({ leaveTypeId: z.number(), half: z.boolean().optional() })).optional(),
  orders: z.record(z.string(), z.number()).optional(),
});

describe('the spec’s numbers and booleans sent as text', () => {
  it('are read as the number or boolean they spell, as its .NET back end reads them', () => {
    expect(
      judged(form, {
        order: '3',
        salary: '2500.50',
        whatsAppAuthEnabled: 'true',
        status: '-1',
        agreedWithTerms: 'True',
        name: '12',
        days: [{ leaveTypeId: '4', half: 'FALSE' }],
        orders: { '01ABC': '2' },
      }),
    ).toEqual({
      data: {
        order: 3,
        salary: 2500.5,
        whatsAppAuthEnabled: true,
        status: -1,
        agreedWithTerms: true,
        name: '12',
        days: [{ leaveTypeId: 4, half: false }],
        orders: { '01ABC': 2 },
      },
    });
  });

  it('keep the typed values as they were', () => {
    expect(judged(form, { order: 3, whatsAppAuthEnabled: false, status: 2 })).toEqual({
      data: { order: 3, whatsAppAuthEnabled: false, status: 2 },
    });
  });

  it('refuse a text that is no plain number or boolean, naming the field', () => {
    for (const odd of [
      '',
      ' 5',
      '5 ',
      'NaN',
      'Infinity',
      '1e3',
      '0x10',
      '1.',
      '.5',
      '+5',
      '5,0',
      'yes',
      '1'.repeat(40),
    ]) {
      const { errorList } = judged(form, { order: odd, whatsAppAuthEnabled: true, status: 1 });
      expect(
        errorList?.map((e) => e.property),
        JSON.stringify(odd),
      ).toEqual(['order']);
    }
    for (const odd of ['', 'yes', '1', 'on', 'truee']) {
      const { errorList } = judged(form, { order: 1, whatsAppAuthEnabled: odd, status: 1 });
      expect(
        errorList?.map((e) => e.property),
        odd,
      ).toEqual(['whatsAppAuthEnabled']);
    }
  });

  it('judge the number by the same rules as the typed one: its range, integers, allowed values', () => {
    const refused = (body: object) =>
      judged(form, { order: 1, whatsAppAuthEnabled: true, status: 1, ...body });
    expect(refused({ order: '100' }).errorList?.[0]?.property).toBe('order');
    expect(refused({ order: '2.5' }).errorList?.[0]?.property).toBe('order');
    expect(refused({ order: '-1' }).errorList?.[0]?.property).toBe('order');
    expect(refused({ status: '3' }).errorList?.[0]?.property).toBe('status');
    expect(refused({ agreedWithTerms: 'false' }).errorList?.[0]?.property).toBe('agreedWithTerms');
  });

  it('still name every other field the body gets wrong', () => {
    expect(judged(form, { order: '2', whatsAppAuthEnabled: 'maybe', status: '1' }).errorList).toEqual([
      { property: 'whatsAppAuthEnabled', message: expect.any(String) },
    ]);
  });

  it('leave a text where the schema wants text, and a body that is itself a value', () => {
    expect(judged(z.object({ code: z.string() }), { code: '123456' })).toEqual({ data: { code: '123456' } });
    expect(judged(z.number(), '5').errorList?.[0]?.property).toBe('_');
  });
});
