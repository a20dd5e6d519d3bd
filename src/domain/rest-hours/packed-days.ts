import { CELLS_PER_DAY, type DayRecord } from './timeline';

/**
 * Consecutive days held as bits, as the rules read them: a year for a crew of 100 is 1.75 M
 * cells, and reading that many characters already costs more than the whole check may.
 *
 * Each day is two 24-bit words (cells 0-23, then 24-47; bit i of a word is its i-th cell)
 * of work and two of neutral time; a cell in neither is rest. Days are packed once, where
 * they are read (the worker's API, the server's day reads), and the rules run on words.
 */
export interface PackedDays {
  dates: readonly string[];
  /** Work cells: word 2d holds cells 0-23 of day d, word 2d + 1 cells 24-47. */
  work: Int32Array;
  /** Neutral cells ('n'), laid out as `work`: time that is neither work nor rest. */
  neutral: Int32Array;
  /**
   * Cells in each day, 48 for every day today. Held per day so a day of another length (a
   * clock change) can join the format; the rules read days as 48 cells until then.
   */
  cells: Uint8Array;
}

export const WORD_CELLS = 24;
export const WORD_MASK = 0xffffff;

/** One day's words: [work cells 0-23, work 24-47, neutral 0-23, neutral 24-47]. */
type DayWords = readonly [number, number, number, number];

// Crew repeat the same few watch patterns day after day: read each distinct day once.
const packed = new Map<string, DayWords>();
function packDay(work: string): DayWords {
  let words = packed.get(work);
  if (!words) {
    const w = [0, 0, 0, 0];
    for (let i = 0; i < CELLS_PER_DAY; i++) {
      const c = work.charCodeAt(i);
      const half = i < WORD_CELLS ? 0 : 1;
      const bit = 1 << (i - half * WORD_CELLS);
      // '1' work, 'n' neutral; '0' (or anything else) rest
      if (c === 49) w[half]! |= bit;
      else if (c === 110) w[2 + half]! |= bit;
    }
    words = [w[0]!, w[1]!, w[2]!, w[3]!];
    if (packed.size > 4096) packed.clear(); // bounded: a cache, not a leak
    packed.set(work, words);
  }
  return words;
}

/** Packs consecutive days (one run: no day missing between them). */
export function packDays(days: readonly DayRecord[]): PackedDays {
  const n = days.length;
  const work = new Int32Array(2 * n);
  const neutral = new Int32Array(2 * n);
  const dates = new Array<string>(n);
  for (let d = 0; d < n; d++) {
    const day = days[d]!;
    const w = packDay(day.work);
    dates[d] = day.date;
    work[2 * d] = w[0];
    work[2 * d + 1] = w[1];
    neutral[2 * d] = w[2];
    neutral[2 * d + 1] = w[3];
  }
  return { dates, work, neutral, cells: new Uint8Array(n).fill(CELLS_PER_DAY) };
}

/** The day's cells back as text ('1' work, 'n' neutral, '0' rest). */
export function unpackDay(p: PackedDays, d: number): string {
  let s = '';
  for (let i = 0; i < CELLS_PER_DAY; i++) {
    const k = 2 * d + (i < WORD_CELLS ? 0 : 1);
    const bit = 1 << (i % WORD_CELLS);
    s += p.work[k]! & bit ? '1' : p.neutral[k]! & bit ? 'n' : '0';
  }
  return s;
}

/** Set bits of a 24-bit word: bit pairs, then nibbles, then bytes summed by one multiply. */
export function popcount24(x: number): number {
  let v = x - ((x >>> 1) & 0x555555);
  v = (v & 0x333333) + ((v >>> 2) & 0x333333);
  v = (v + (v >>> 4)) & 0x0f0f0f;
  return (Math.imul(v, 0x010101) >>> 16) & 0xff;
}
