/**
 * What a user may do with one crew member's month on the calendar. The server applies the same
 * checks; the calendar only offers what it would accept.
 */
export interface MonthActions {
  /** Sign off the month: one's own, not signed yet, and begun (a month to come has no record). */
  sign: boolean;
  /** Countersign: a supervisor, another person's month, signed off and not countersigned yet. */
  countersign: boolean;
  /**
   * Cancel the signatures (spec 3: "All four can be cleared"): an officer on any signed month; a
   * crew member on their own until it is countersigned (the countersign locks the record).
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
}): MonthActions {
  const { self, supervisor, officer, signed, countersigned } = row;
  return {
    sign: self && !signed && `${row.month}-01` <= row.today,
    countersign: supervisor && !self && signed && !countersigned,
    cancel: signed && (officer || (self && !countersigned)),
  };
}
