import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../contracts/messages';
import { detailsPromptOff, EMPTY_TRIP, lastTrip, rememberTrip, setDetailsPromptOff } from './flow-memory';
import { failureMessageProblem } from './report-failed-dialog';
import { tripProblems } from './trip-step';
import { detailsMissing, readStep, STEP_FIELDS } from './vessel-details-steps';

describe('trip details (doc 3, section 5: all four fields required)', () => {
  it('an empty trip has all four required', () => {
    expect(tripProblems(EMPTY_TRIP)).toEqual({
      portOfDeparture: MSG.required,
      departureDate: MSG.required,
      portOfArrival: MSG.required,
      arrivalDate: MSG.required,
    });
  });
  it('blank ports count as empty; a full trip passes', () => {
    const trip = {
      portOfDeparture: '  ',
      departureDate: '2026-07-01',
      portOfArrival: 'Nice',
      arrivalDate: '2026-07-02',
    };
    expect(tripProblems(trip)).toEqual({ portOfDeparture: MSG.required });
    expect(tripProblems({ ...trip, portOfDeparture: 'Antibes' })).toEqual({});
  });
  it('an arrival before the departure is refused; the same day is a day trip', () => {
    const trip = {
      portOfDeparture: 'Antibes',
      departureDate: '2026-07-02',
      portOfArrival: 'Nice',
      arrivalDate: '2026-07-01',
    };
    expect(tripProblems(trip)).toEqual({
      arrivalDate: 'The arrival date cannot be before the departure date.',
    });
    expect(tripProblems({ ...trip, arrivalDate: '2026-07-02' })).toEqual({});
  });
});

describe('the report failed message (required, at most 600)', () => {
  it.each([
    ['', MSG.required],
    ['   ', MSG.required],
    ['x'.repeat(600), undefined],
    ['x'.repeat(601), MSG.maxLength(600)],
  ])('%#', (message, problem) => {
    expect(failureMessageProblem(message)).toBe(problem);
  });
});

describe('vessel details steps', () => {
  it('show when a port authority field is missing', () => {
    const full = { imoNumber: 9123456, callSign: '9HA', flagState: 'Malta', portOfRegistry: 'Valletta' };
    expect(detailsMissing(full)).toBe(false);
    expect(detailsMissing({ ...full, callSign: ' ' })).toBe(true);
    expect(detailsMissing({ ...full, imoNumber: null })).toBe(true);
  });
  it("step 2 numbers are numeric with the schema's messages; step 1 codes keep their rules", () => {
    const bad = readStep(STEP_FIELDS[2], { grossTonnage: 'lots', netTonnage: '-3', loa: '45.5', beam: '' });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries((bad.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      grossTonnage: 'Field should be a number.',
      netTonnage: 'Value must be greater or equal to 0.',
    });
    const good = readStep(STEP_FIELDS[2], { grossTonnage: '499', netTonnage: '149', loa: '45.5', beam: '' });
    expect(good.data).toEqual({ grossTonnage: 499, netTonnage: 149, loa: 45.5, beam: null });
    const step1 = readStep(STEP_FIELDS[1], { imoNumber: '91-23', registrationNo: 'MT 12', mmsi: '' });
    expect(step1.error?.issues.map((i) => i.path[0])).toEqual(['registrationNo']);
  });
  it('an emptied field is sent empty, so the server clears it (left out, it would keep it)', () => {
    const step1 = readStep(STEP_FIELDS[1], { callSign: ' ', flagState: 'Malta', imoNumber: '', mmsi: '' });
    expect(step1.data).toMatchObject({ callSign: '', flagState: 'Malta', imoNumber: null, mmsi: null });
    expect(JSON.parse(JSON.stringify(step1.data))).toHaveProperty('callSign', '');
  });
});

describe('what the flow remembers (localStorage)', () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    // Stubbed and taken away again: test files share a worker, and a `window` left behind
    // makes the next file's embedded PostgreSQL think it runs in a browser.
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
        removeItem: (k: string) => void store.delete(k),
      },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  it('the last trip per vessel', () => {
    const trip = {
      portOfDeparture: 'Antibes',
      departureDate: '2026-07-01',
      portOfArrival: 'Nice',
      arrivalDate: '2026-07-02',
    };
    expect(lastTrip(1)).toEqual(EMPTY_TRIP);
    rememberTrip(1, trip);
    expect(lastTrip(1)).toEqual(trip);
    expect(lastTrip(2)).toEqual(EMPTY_TRIP);
  });
  it("'Do not show again' per user and vessel, and undone", () => {
    setDetailsPromptOff(5, 1, true);
    expect([detailsPromptOff(5, 1), detailsPromptOff(6, 1), detailsPromptOff(5, 2)]).toEqual([
      true,
      false,
      false,
    ]);
    setDetailsPromptOff(5, 1, false);
    expect(detailsPromptOff(5, 1)).toBe(false);
  });
});
