import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GUEST_TEXT } from '../domain/guests/guest-rules';
import { guestSaveFromWire, guestSaveSchema, guestWireInSchema, toGuestWire } from './guests';

const ID = '01JGUESTLOCAL000000000001';
const base = { yachtId: 1, guestId: ID, firstName: ' Ana ', lastName: 'Silva', gender: 'f' };
const problems = (input: unknown) => {
  const r = guestSaveSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('the guest save schema', () => {
  it('trims, blanks empty text, fills the expiry ten years after the issue date', () => {
    const g = guestSaveSchema.parse({ ...base, passportNo: '', passportIssueDate: '2024-02-29' });
    expect(g).toMatchObject({
      firstName: 'Ana',
      passportNo: null,
      passportIssueDate: '2024-02-29',
      passportExpDate: '2034-02-28',
      isOnBoard: false,
    });
  });

  it('refuses by field with the rule texts', () => {
    expect(problems({ ...base, firstName: '', gender: 'x', passportNo: 'AB 12' })).toEqual([
      ['firstName', GUEST_TEXT.required],
      ['gender', GUEST_TEXT.gender],
      ['passportNo', 'Field accepts only alphanumeric characters.'],
    ]);
    expect(problems({ yachtId: 1, guestId: ID, lastName: 'S', gender: 'm' })).toContainEqual([
      'firstName',
      GUEST_TEXT.required,
    ]);
    expect(problems({ ...base, firstName: 'a'.repeat(101) })).toEqual([
      ['firstName', 'Max length is 100 characters.'],
    ]);
    expect(problems({ ...base, residenceAddress: 'x\u0000' })[0]?.[0]).toBe('residenceAddress');
    expect(problems({ ...base, guestId: 'bad id!' })[0]?.[0]).toBe('guestId');
  });
});

describe('property: what is stored', () => {
  it('a saved passport number is letters and digits only, within its limit; anything else is refused', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (passportNo) => {
        const r = guestSaveSchema.safeParse({ ...base, passportNo });
        if (r.success) expect(r.data.passportNo ?? '').toMatch(/^[A-Za-z0-9]{0,30}$/);
        else expect(r.error.issues.map((i) => i.path[0])).toEqual(['passportNo']);
      }),
    );
  });
});

describe('the REST wire shape', () => {
  it('reads sentinel and timed dates and flags as 1/0', () => {
    const w = guestWireInSchema.parse({
      firstName: 'Ana',
      lastName: 'Silva',
      gender: 'f',
      passportIssueDate: '0001-01-01T00:00:00Z',
      passportExpDate: '0000-12-31',
      dateOfBirth: '1990-05-01T12:00:00Z',
      isOnBoard: 1,
    });
    const g = guestSaveSchema.parse(guestSaveFromWire(7, ID, w));
    expect(g).toMatchObject({
      yachtId: 7,
      guestId: ID,
      dateOfBirth: '1990-05-01',
      passportIssueDate: null,
      passportExpDate: null,
      isOnBoard: true,
    });
  });

  it('answers with the spec names and the back end dates', () => {
    const wire = toGuestWire({
      ...guestSaveSchema.parse({ ...base, passportIssueDate: '2024-03-10' }),
      id: ID,
      vesselId: 7,
      deleted: false,
      version: 3,
    } as never);
    expect(wire).toMatchObject({
      id: ID,
      yachtId: 7,
      passportIssueDate: '2024-03-10T12:00:00Z',
      passportExpDate: '2034-03-10T12:00:00Z',
      dateOfBirth: '0001-01-01T00:00:00Z',
    });
    expect(wire).not.toHaveProperty('vesselId');
    expect(wire).not.toHaveProperty('version');
  });
});
