/**
 * The survey windows the certificate form suggests (doc 2, section 5, 'Survey hints'): 'an annual
 * survey is held within 3 months before or after the anniversary; an intermediate survey within
 * 3 months of the second anniversary; a special survey opens 6 months before expiry and cannot
 * extend past it'. Months are calendar months as date-fns counts them: a day that the target
 * month lacks becomes its last day (31 Aug + 6 months is 28 or 29 Feb; a 29 Feb anniversary
 * falls on 28 Feb in other years).
 */
// One file each, not the package's index: the server loads this at start, and the index is
// some 250 modules (about 0.1-0.2 s of every server start, issue 34).
import { addMonths } from 'date-fns/addMonths';
import { addYears } from 'date-fns/addYears';
import { msg } from '../../i18n/msg';
import { isIsoDate } from '../calendar/iso-date';
import { isoDay } from '../dates/format';
import { displayDate } from './cert-dates';

export const SURVEY_WINDOW_MONTHS = 3;
export const SPECIAL_SURVEY_MONTHS = 6;

export interface SurveyHint {
  kind: 'annual' | 'intermediate' | 'special';
  from: string;
  to: string;
  /** The hint in English, and as its catalogue message with the dates it names (for t()). */
  text: string;
  message: string;
  values: { from: string; to: string; date: string };
}

/**
 * The day at local noon: date-fns counts in the device's zone, and noon keeps a day clear of
 * the zones whose clocks change at midnight. setFullYear keeps years below 100 as written.
 */
function dayOf(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(2000, 0, 1, 12);
  date.setFullYear(y, m - 1, d);
  return date;
}
const isoOf = (date: Date) => isoDay(date);
const plusMonths = (iso: string, n: number) => isoOf(addMonths(dayOf(iso), n));
/** Counted from the first day each time, so 29 Feb 2024 + 4 years is 29 Feb 2028 again. */
const plusYears = (iso: string, n: number) => isoOf(addYears(dayOf(iso), n));
const earlier = (a: string, b: string) => (a < b ? a : b);
const later = (a: string, b: string) => (a > b ? a : b);

interface Window {
  from: string;
  to: string;
  anniversary: string;
}

/** 3 months either side of an anniversary, cut at the expiry: no survey is held under a dead certificate. */
function windowAround(anniversary: string, expiry: string | null): Window {
  const to = plusMonths(anniversary, SURVEY_WINDOW_MONTHS);
  return {
    from: plusMonths(anniversary, -SURVEY_WINDOW_MONTHS),
    to: expiry === null ? to : earlier(to, expiry),
    anniversary,
  };
}

/**
 * The annual window due from `today`: the one today is in, else the next. Anniversaries fall
 * after the first day and before the expiry: on the expiry's own anniversary the special survey
 * is held instead. Without a first day they are the day and month of the expiry, the IMO's
 * definition of the anniversary date (SOLAS I/2(n)), so a certificate with only an expiry still
 * gets its hint.
 */
function annualWindow(first: string | null, expiry: string | null, today: string): Window | null {
  const base = first ?? expiry;
  if (base === null) return null;
  // From the anniversary a year before today's (or the first one): two further one is due.
  const yearsSince = Number(today.slice(0, 4)) - Number(base.slice(0, 4));
  const start = first === null ? yearsSince - 1 : Math.max(1, yearsSince - 1);
  for (let n = start; n <= start + 2; n++) {
    const anniversary = plusYears(base, n);
    if (expiry !== null && anniversary >= expiry) return null;
    const window = windowAround(anniversary, expiry);
    if (window.to >= today) return window;
  }
  return null;
}

/** The window of the second anniversary, while it is ahead or open. */
function intermediateWindow(first: string | null, expiry: string | null, today: string): Window | null {
  if (first === null) return null;
  const second = plusYears(first, 2);
  if (expiry !== null && second >= expiry) return null;
  const window = windowAround(second, expiry);
  return window.to >= today ? window : null;
}

/**
 * From 6 months before expiry to the expiry, not before the first day; none once expired (the
 * 'Expired date' warning speaks then).
 */
function specialWindow(first: string | null, expiry: string | null, today: string): Window | null {
  if (expiry === null || today > expiry) return null;
  const opens = plusMonths(expiry, -SPECIAL_SURVEY_MONTHS);
  return { from: first === null ? opens : later(opens, first), to: expiry, anniversary: expiry };
}

const KIND_ORDER = { annual: 0, intermediate: 1, special: 2 } as const;

/**
 * The survey windows to show on `today`, earliest first: the annual window due, the intermediate
 * window while not past, and the special window while the certificate is valid. `anniversary` is
 * the day the certificate's life starts (usually its issue date); one on or after the expiry is
 * an error in the record and is ignored. The intermediate window comes with the annual one of
 * the same year: flag and class rules differ on whether it replaces it, so both are shown.
 */
export function surveyHints(input: {
  anniversary: string | null;
  expiry: string | null;
  today: string;
}): SurveyHint[] {
  const expiry = input.expiry !== null && isIsoDate(input.expiry) ? input.expiry : null;
  const sound = input.anniversary !== null && isIsoDate(input.anniversary);
  const first = sound && (expiry === null || input.anniversary! < expiry) ? input.anniversary : null;
  if (!isIsoDate(input.today)) return [];
  const hints: SurveyHint[] = [];
  const annual = annualWindow(first, expiry, input.today);
  if (annual) hints.push(hint('annual', annual, annual.anniversary));
  const intermediate = intermediateWindow(first, expiry, input.today);
  if (intermediate) hints.push(hint('intermediate', intermediate, intermediate.anniversary));
  const special = specialWindow(first, expiry, input.today);
  if (special) hints.push(hint('special', special, special.to));
  return hints.sort((a, b) => a.from.localeCompare(b.from) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
}

// Whole sentences, so a translation can order them as its language needs.
const SENTENCES = {
  annual: msg('Annual survey between {from} and {to}: within 3 months of the anniversary on {date}.'),
  intermediate: msg(
    'Intermediate survey between {from} and {to}: within 3 months of the second anniversary on {date}.',
  ),
  special: msg(
    'Special survey between {from} and {to}: opens 6 months before the expiry on {date} and cannot extend past it.',
  ),
} as const;

/** A hint for a window; `day` is the date its reason names (an anniversary, or the expiry). */
function hint(kind: SurveyHint['kind'], w: Window, day: string): SurveyHint {
  const values = { from: displayDate(w.from), to: displayDate(w.to), date: displayDate(day) };
  const message = SENTENCES[kind];
  const text = message.replace(/\{(from|to|date)\}/g, (_, name: keyof typeof values) => values[name]);
  return { kind, from: w.from, to: w.to, text, message, values };
}
