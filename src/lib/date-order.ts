import { useSyncExternalStore } from 'react';

/**
 * The order a date is typed and read in date fields, chosen per device. The default is day
 * first: crews are mostly European and their phones are often set to US English, which
 * showed them 11/23/2026. A crew member who wants month or year first picks it once.
 */
export type DateOrder = 'day' | 'month' | 'year';

/** English locales that order the date the chosen way and start the week on Monday where they can. */
export const DATE_ORDER_LOCALE: Record<DateOrder, string> = {
  day: 'en-GB',
  month: 'en-US',
  year: 'en-SE',
};

const KEY = 'seaworthy.date-order';
const listeners = new Set<() => void>();

function read(): DateOrder {
  const stored = globalThis.localStorage?.getItem(KEY);
  return stored === 'month' || stored === 'year' ? stored : 'day';
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

export const useDateOrder = () => useSyncExternalStore(subscribe, read, () => 'day' as DateOrder);
