import { type LeaveRequestSave, leaveRequestSaveSchema, MAX_REQUEST_DAYS } from '../../../contracts/leave';
import { LEAVE_TEXT, type LeaveRequestRecord } from '../../../contracts/leave-records';
import { MSG } from '../../../contracts/messages';
import { bookedOnDates } from '../../../domain/leave/overlap';
import { rangesOfDays, requestDays, type TypeRange } from '../../../domain/leave/request-days';
import { currentLanguage, t } from '../../../i18n/i18n';
import { msg } from '../../../i18n/msg';

/**
 * The leave request form's values and how they become the request (doc 3: range, leave type,
 * 'Add leave type', travel days, flights, comments). No React here: the page keeps these values
 * and asks this module what to send and what is wrong.
 */

export interface FlightRow {
  kind: 'outbound' | 'return';
  destination: string;
  date: string;
}

export interface RequestForm {
  profileId: string;
  startDate: string;
  endDate: string;
  /** The type of the whole range, unless a sub-range says otherwise. */
  mainTypeId: number | null;
  ranges: TypeRange[];
  /** As typed. */
  travelDays: string;
  flights: FlightRow[];
  comments: string;
}

/** A new request; `day` (a day picked on the leave table) starts and ends it. */
export function emptyRequestForm(profileId: string, defaultTypeId: number | null, day = ''): RequestForm {
  return {
    profileId,
    startDate: day,
    endDate: day,
    mainTypeId: defaultTypeId,
    ranges: [],
    travelDays: '0',
    flights: [],
    comments: '',
  };
}

/** A stored request back in the form: its days become the main type and sub-ranges again. */
export function requestFormOf(r: LeaveRequestRecord): RequestForm {
  const { mainTypeId, ranges } = rangesOfDays(r.days);
  return {
    profileId: r.profileId,
    startDate: r.startDate,
    endDate: r.endDate,
    mainTypeId,
    ranges,
    travelDays: String(r.travelDays),
    flights: r.flights.map((f) => ({ ...f })),
    comments: r.comments ?? '',
  };
}

export const daysOfForm = (f: RequestForm) => requestDays(f.startDate, f.endDate, f.mainTypeId, f.ranges);

/** Field errors by path as the form shows them: 'startDate', 'ranges.1', 'flights.0.destination'. */
export type FormErrors = Record<string, string>;

/** Problems the schema cannot see: a sub-range outside the request or ending before it starts. */
function rangeErrors(f: RequestForm): FormErrors {
  const errors: FormErrors = {};
  f.ranges.forEach((r, i) => {
    if (!r.from || !r.to) errors[`ranges.${i}`] = MSG.required;
    else if (r.to < r.from) errors[`ranges.${i}`] = MSG.endBeforeStart;
    else if (f.startDate && f.endDate && (r.from < f.startDate || r.to > f.endDate))
      errors[`ranges.${i}`] = t('Must be within the dates of the request.');
  });
  return errors;
}

/**
 * What the form says at once, before any save: dates that end before they start (the request's
 * or a sub-range's) are wrong whatever else is filled in, so the To field says so as soon as
 * both dates are there (the calendar's greyed-out days do not stop a typed date). Dates that
 * meet leave already approved for the profile are said as soon as both are there too: the
 * device holds the profile's requests, and REQUEST would only be refused (field test s58, item 4).
 */
export function liveErrors(
  f: RequestForm,
  requestId: string | null = null,
  requests: readonly LeaveRequestRecord[] = [],
): FormErrors {
  const errors: FormErrors = {};
  if (f.startDate && f.endDate && f.endDate < f.startDate) errors.endDate = MSG.endBeforeStart;
  else if (overlapsApproved(f, requestId, requests)) errors.endDate = LEAVE_TEXT.overlap;
  f.ranges.forEach((r, i) => {
    if (r.from && r.to && r.to < r.from) errors[`ranges.${i}`] = MSG.endBeforeStart;
  });
  return errors;
}

/** The request a form would save, to tell an edit from what is stored: its days, not how the ranges make them. */
const savedAs = (f: RequestForm) =>
  JSON.stringify([
    f.profileId,
    f.startDate,
    f.endDate,
    f.mainTypeId,
    daysOfForm(f),
    f.travelDays.trim() || '0',
    f.flights.map((x) => [x.kind, x.destination.trim(), x.date]),
    f.comments.trim(),
  ]);

/** Whether two forms save the same request (the unsaved-changes guard asks only when not). */
export const sameRequest = (a: RequestForm, b: RequestForm) => savedAs(a) === savedAs(b);

const FIELD_NAMES: readonly [string, string][] = [
  ['profileId', msg('Employee')],
  ['startDate', msg('From')],
  ['endDate', msg('To')],
  ['mainTypeId', msg('Leave type')],
  ['ranges', msg('the other leave types')],
  ['travelDays', msg('Travel days')],
  ['flights', msg('Flights')],
  ['comments', msg('Comments')],
];

/** The names of the fields with errors, in the form's order: 'From and To'. */
export function fieldsToCheck(errors: FormErrors): string {
  const keys = Object.keys(errors);
  const names = FIELD_NAMES.filter(([f]) => keys.some((k) => k === f || k.startsWith(`${f}.`))).map(
    ([, name]) => t(name),
  );
  return andList(names);
}

/** 'A', 'A and B', 'A, B and C'. */
export const andList = (items: readonly string[]) =>
  new Intl.ListFormat(currentLanguage() === 'en' ? 'en-GB' : currentLanguage(), {
    style: 'long',
    type: 'conjunction',
  }).format(items);

/** Another request of the same profile, approved or checked, on any of these dates (doc 3: conflict check). */
export function overlapsApproved(
  f: RequestForm,
  requestId: string | null,
  requests: readonly LeaveRequestRecord[],
): LeaveRequestRecord | undefined {
  if (!f.startDate || !f.endDate) return undefined;
  const dates = daysOfForm(f).map((d) => d.date);
  return bookedOnDates(requests, { profileId: f.profileId, exceptId: requestId, dates })[0];
}

/**
 * The profile's other requests still waiting for a decision: their days are not in the balance
 * yet (only approved leave is), so the form says how many, and which of them these dates meet.
 */
export function pendingBesides(
  f: RequestForm,
  requestId: string | null,
  requests: readonly LeaveRequestRecord[],
) {
  const waiting = requests.filter(
    (r) => r.id !== requestId && r.profileId === f.profileId && !r.deleted && r.status === 'Pending',
  );
  return {
    days: waiting.reduce((n, r) => n + r.days.length, 0),
    met:
      f.startDate && f.endDate
        ? waiting.filter((r) => r.startDate <= f.endDate && r.endDate >= f.startDate)
        : [],
  };
}

export type CheckedRequest = { ok: true; body: LeaveRequestSave } | { ok: false; errors: FormErrors };

/**
 * The request to send for `action`, checked with the shared schema (the server checks the
 * same), or the errors by field. A typed travel-days value that is not a whole number is an
 * error, never read as 0.
 */
export function checkRequestForm(
  f: RequestForm,
  ids: { yachtId: number; requestId: string },
  action: 'SAVE' | 'REQUEST',
  requests: readonly LeaveRequestRecord[] = [],
): CheckedRequest {
  const travel = f.travelDays.trim() === '' ? 0 : Number(f.travelDays);
  const body: LeaveRequestSave = {
    yachtId: ids.yachtId,
    requestId: ids.requestId,
    profileId: f.profileId,
    action,
    startDate: f.startDate,
    endDate: f.endDate,
    days: daysOfForm(f),
    travelDays: travel,
    flights: f.flights.map((x) => ({ kind: x.kind, destination: x.destination, date: x.date })),
    comments: f.comments.trim() || null,
  };
  const errors: FormErrors = { ...rangeErrors(f) };
  if (!f.profileId) errors.profileId = MSG.required;
  if (!f.startDate) errors.startDate = MSG.required;
  if (!f.endDate) errors.endDate = MSG.required;
  else if (f.startDate && f.endDate < f.startDate) errors.endDate = MSG.endBeforeStart;
  if (body.days.length > MAX_REQUEST_DAYS)
    errors.endDate = t('At most {n} days in one request.', { n: MAX_REQUEST_DAYS });
  if (f.mainTypeId === null) errors.mainTypeId = MSG.required;
  const parsed = leaveRequestSaveSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String);
      if (path[0] === 'profileId' || path[0] === 'requestId' || path[0] === 'yachtId') continue;
      // A day's problem is the range's (the days are made from it), unless the range has one already.
      if (path[0] === 'days' && (errors.startDate || errors.endDate || errors.mainTypeId)) continue;
      const key = path[0] === 'days' ? 'endDate' : path.join('.');
      errors[key] ??= issue.message;
    }
  }
  if (!errors.startDate && !errors.endDate && overlapsApproved(f, ids.requestId, requests))
    errors.endDate = LEAVE_TEXT.overlap;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, body };
}
