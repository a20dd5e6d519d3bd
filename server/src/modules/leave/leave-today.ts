/** The day `now` falls on (UTC, YYYY-MM-DD): the 'today' leave's checks run up to. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);
