import { describe, expect, it } from 'vitest';
import { leaveProfileEditSchema, leaveRequestSaveSchema, leaveTypesSaveSchema } from './leave';
import { reportTripSchema } from './reports';
import { signOffSchema } from './rest-hours';

/** The first message a field's schema gives for `value`, or null when it takes it. */
const messageOf = (
  schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues[0]?.message ?? null;

/**
 * A string or number schema given a message for every refusal ({ error }) says it for a check
 * that has none of its own: a port of 101 characters said 'Field is required.'. Each check says
 * doc 1's words for its rule (section 5).
 */
describe("each check in doc 1's words, not its schema's catch-all", () => {
  it('a report port too long: Max length is 100 characters.', () => {
    const port = reportTripSchema.shape.portOfDeparture;
    expect(messageOf(port, 'x'.repeat(101))).toBe('Max length is 100 characters.');
    expect(messageOf(port, '')).toBe('Field is required.');
    expect(messageOf(port, 'Antibes')).toBeNull();
  });

  it('a leave type name too long: Max length is 50 characters.', () => {
    const name = leaveTypesSaveSchema.shape.types.element.shape.name;
    expect(messageOf(name, 'n'.repeat(51))).toBe('Max length is 50 characters.');
    expect(messageOf(name, 'Shore leave')).toBeNull();
  });

  it('flight entitlement and travel days below 0 or too many', () => {
    const flights = leaveProfileEditSchema.shape.flightEntitlement;
    expect(messageOf(flights, -1)).toBe('Value must be greater or equal to 0.');
    expect(messageOf(flights, 101)).toBe('Value must be less than 101.');
    expect(messageOf(flights, 'two')).toBe('Field should be a number.');
    const travel = leaveRequestSaveSchema.shape.travelDays;
    expect(messageOf(travel, -1)).toBe('Value must be greater or equal to 0.');
    expect(messageOf(travel, 31)).toBe('Value must be less than 31.');
    expect(messageOf(travel, 2)).toBeNull();
  });

  it('a sign-off password too long: Max length is 200 characters.', () => {
    const password = signOffSchema.shape.password;
    expect(messageOf(password, 'p'.repeat(201))).toBe('Max length is 200 characters.');
    expect(messageOf(password, '')).toBe('Field is required.');
  });
});
