import { describe, expect, it } from 'vitest';
import { VESSEL_CODE_HINTS, vesselDetailsSchema } from './vessel-details';

type Field = keyof typeof VESSEL_CODE_HINTS;
const takes = (field: Field, value: unknown) => vesselDetailsSchema.safeParse({ [field]: value }).success;

/**
 * The hints under the vessel's codes say only what the shared schema holds (app and server use
 * it): an example it takes, or a length it enforces. '7 digits' and '9 digits' were shown for the
 * IMO number and the MMSI, and nothing held them: the spec gives neither a length (doc 2, section
 * 5: 'imoNumber a number allowing hyphens'; 'mmsi ... must be numbers').
 */
describe('the vessel code hints', () => {
  it.each(Object.entries(VESSEL_CODE_HINTS) as [Field, string][])('%s: %s is honest', (field, hint) => {
    const example = /^e\.g\. (\S+)$/.exec(hint)?.[1];
    if (example) expect(takes(field, example)).toBe(true);
    const length = /(\d+) digits/.exec(hint)?.[1];
    if (length) {
      const n = Number(length);
      expect(takes(field, Number('1'.repeat(n)))).toBe(true);
      expect(takes(field, Number('1'.repeat(n - 1)))).toBe(false);
      expect(takes(field, Number('1'.repeat(n + 1)))).toBe(false);
    }
    if (hint === 'digits only') {
      expect(takes(field, 248123000)).toBe(true);
      expect(takes(field, '24812300A')).toBe(false);
    }
  });

  it('the IMO number and the MMSI take any length of digits, as the spec has them', () => {
    for (const value of [1234567, 123456, 12345678]) expect(takes('imoNumber', value)).toBe(true);
    expect(takes('imoNumber', '912-3456')).toBe(true);
    for (const value of [248123000, 24812300, 2481230001]) expect(takes('mmsi', value)).toBe(true);
  });
});
