import type { ReportTrip } from '../../../contracts/reports';

/**
 * What the report flow remembers on this device, in localStorage: the last trip per vessel (the
 * next list is most often for the same passage) and the vessel details prompt's 'Do not show
 * again', per user and vessel. Storage may be full or off (private mode): then nothing is kept.
 */

const tripKey = (vesselId: number) => `seaworthy:report-trip:${vesselId}`;
const hideKey = (userId: number, vesselId: number) =>
  `seaworthy:vessel-details-prompt-off:${userId}:${vesselId}`;

export const EMPTY_TRIP: ReportTrip = {
  portOfDeparture: '',
  departureDate: '',
  portOfArrival: '',
  arrivalDate: '',
};

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the flow works, it only does not remember.
  }
}

/** The last trip entered for this vessel, or an empty one. Anything unreadable counts as empty. */
export function lastTrip(vesselId: number): ReportTrip {
  const raw = read(tripKey(vesselId));
  if (!raw) return EMPTY_TRIP;
  try {
    const v = JSON.parse(raw) as Partial<Record<keyof ReportTrip, unknown>>;
    const s = (x: unknown) => (typeof x === 'string' ? x : '');
    return {
      portOfDeparture: s(v.portOfDeparture),
      departureDate: s(v.departureDate),
      portOfArrival: s(v.portOfArrival),
      arrivalDate: s(v.arrivalDate),
    };
  } catch {
    return EMPTY_TRIP;
  }
}

export function rememberTrip(vesselId: number, trip: ReportTrip) {
  write(tripKey(vesselId), JSON.stringify(trip));
}

export function detailsPromptOff(userId: number, vesselId: number): boolean {
  return read(hideKey(userId, vesselId)) === '1';
}

export function setDetailsPromptOff(userId: number, vesselId: number, off: boolean) {
  write(hideKey(userId, vesselId), off ? '1' : null);
}
