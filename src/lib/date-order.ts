import { useSyncExternalStore } from 'react';

/**
 * The order a date is typed and read in date fields, chosen per device. The default is the
 * spec's, year first (2026/11/23: "Dates are entered as YYYY/MM/DD"), whatever the phone's
 * language: a phone set to US English showed crews 11/23/2026. A crew member used to day or
 * month first may pick it once on their own device.
 */
export type DateOrder = 'day' | 'month' | 'year';

/** English locales that order the date the chosen way (en-ZA: 2026/11/23, the spec's slashes). */
export const DATE_ORDER_LOCALE: Record<DateOrder, string> = {
  day: 'en-GB',
  month: 'en-US',
  year: 'en-ZA',
};

const KEY = 'seaworthy.date-order';
const listeners = new Set<() => void>();

function read(): DateOrder {
  const stored = globalThis.localStorage?.getItem(KEY);
  return stored === 'month' || stored === 'day' ? stored : 'year';
}

export function setDateOrder(order: DateOrder) {
  localStorage.setItem(KEY, order);
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changing it applies here too.
  const onStorage = (e: StorageEvent) => e.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const useDateOrder = () => useSyncExternalStore(subscribe, read, () => 'year' as DateOrder);
