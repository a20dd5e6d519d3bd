/**
 * Where else a leave history entry's comment is kept, so that changing it in the history changes
 * the synced record too (the profile page shows the record's): an entry of additional leave or a
 * rollover is its adjustment's; a set-up or a rate or type change is the comment of the rate it
 * put in force. A rate change replaces one made earlier with the same change date, so only the
 * last entry of a change date still has its rate.
 */

const RATE_KINDS: readonly string[] = ['setup', 'rate', 'type'];

/** Whether the entry's comment is also a rate's of the profile. */
export const commentsARate = (what: string) => RATE_KINDS.includes(what);

/**
 * The index in `rates` of the rate whose comment is the entry's, or -1: the set-up's rate (the
 * one with no change date), or for a rate or type change the rate of its change date when the
 * entry is the last change of that date.
 */
export function linkedRateIndex(
  rates: readonly { changeDate: string | null }[],
  entry: { what: string; changeDate: string },
  lastOfItsDate: boolean,
): number {
  if (entry.what === 'setup') return rates.findIndex((r) => r.changeDate === null);
  if (!commentsARate(entry.what) || !lastOfItsDate) return -1;
  return rates.findLastIndex((r) => r.changeDate === entry.changeDate);
}
