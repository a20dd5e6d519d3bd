/**
 * What a user may do with one crew member's month on the calendar. The server applies the same
 * checks; the calendar only offers what it would accept.
 */
export interface MonthActions {
  /**
   * Sign off the month: one's own, not signed yet, begun (a month to come has no record) and
   * holding no plan for days still to come (a signature never covers a plan).
   */
  sign: boolean;
  /**
   * Why one's own unsigned month cannot be signed off now (the server's two refusals, MSG
   * monthNotBegun and plannedNotSigned, and a month that ended before the person joined: nothing
   * of theirs to sign, and a signature there would read as a record of blank days): the calendar
   * shows the button disabled with the reason beside it, not a button that only fails once
   * pressed. Null when it can be signed, or is not the user's to sign.
   */
  signBlocked: 'not-begun' | 'planned' | 'before-start' | null;
  /** Countersign: a supervisor, another person's month, signed off and not countersigned yet. */
  countersign: boolean;
  /**
   * Cancel the signatures (spec 3: "All four can be cleared"): an officer on another person's
   * signed month; anyone on their own until it is countersigned. The countersign locks the record
   * for its owner, an officer too: their change goes to the countersigner as a request to reopen.
   */
  cancel: boolean;
}

export function monthActions(row: {
  /** The month is the user's own. */
  self: boolean;
  /** Officer (level 4+) or a member of the approval group. */
  supervisor: boolean;
  officer: boolean;
  signed: boolean;
  countersigned: boolean;
  /** '2026-12' */
  month: string;
  /** '2026-12-02' */
  today: string;
  /** The month holds planned days (days after today with a record): monthSummary's plannedDays. */
  planned: boolean;
  /** The person's first day on the vessel ('2026-10-01'), when the device knows it. */
  startDate?: string | null;
}): MonthActions {
  const { self, supervisor, officer, signed, countersigned } = row;
  const signBlocked: MonthActions['signBlocked'] =
    !self || signed
      ? null
      : `${row.month}-01` > row.today
        ? 'not-begun'
        : row.planned
          ? 'planned'
          : // A month that ended before the person joined holds no record of theirs to sign.
            row.startDate && row.startDate > `${row.month}-31`
            ? 'before-start'
            : null;
  return {
    sign: self && !signed && signBlocked === null,
    signBlocked,
    countersign: supervisor && !self && signed && !countersigned,
    cancel: signed && (self ? !countersigned : officer),
  };
}
