/**
 * Whether a save of a day gives it neutral time it did not have, as the vessel's switch for
 * neutral periods reads it when off: `stored` is the day the server holds (null when none).
 *
 * Switching neutral periods off stops new neutral time, not the record of what was: a day
 * already holding neutral cells stays correctable (an old day, or a save made offline before
 * the switch), so the cells it had are allowed; one not neutral before is not. A day laid at
 * another length (a clock change recorded or deleted since) moves its cells, so it is read by
 * count: no more neutral time than it held.
 */
export function addsNeutral(stored: string | null, next: string): boolean {
  if (!next.includes('n')) return false;
  if (stored === null) return true;
  if (stored.length !== next.length) return neutralCells(next) > neutralCells(stored);
  for (let i = 0; i < next.length; i++) if (next[i] === 'n' && stored[i] !== 'n') return true;
  return false;
}

function neutralCells(work: string): number {
  let n = 0;
  for (let i = 0; i < work.length; i++) if (work.charCodeAt(i) === 110) n++;
  return n;
}
