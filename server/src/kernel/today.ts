/** The server's today (YYYY-MM-DD, UTC), from its clock (tests set it). */
export const todayOf = (deps: { clock: () => Date }) => deps.clock().toISOString().slice(0, 10);
