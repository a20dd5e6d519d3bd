/**
 * ULIDs made on the device (https://github.com/ulid/spec): 10 characters of the time in
 * milliseconds, 16 of randomness, Crockford's base 32. Our own few lines rather than ulidx, which
 * with the error library it brings weighs some 3 KB compressed in the service worker and the
 * shell over the satellite link (issue 34, goal 4). The server keeps ulidx; both write the same
 * form.
 */

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const TIME_LENGTH = 10;
const RANDOM_LENGTH = 16;
const TIME_MAX = 2 ** 48 - 1;

function encodeTime(ms: number): string {
  if (!Number.isInteger(ms) || ms < 0 || ms > TIME_MAX) throw new RangeError(`ULID time out of range: ${ms}`);
  let out = '';
  for (let rest = ms, i = 0; i < TIME_LENGTH; i++, rest = Math.floor(rest / 32))
    out = ALPHABET[rest % 32] + out;
  return out;
}

/** 16 random characters: a byte's low five bits each (256 is a multiple of 32, so unbiased). */
function randomPart(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(RANDOM_LENGTH));
  let out = '';
  for (const b of bytes) out += ALPHABET[b & 31];
  return out;
}

/** The next string in base 32 order; past ZZZ…Z there is none in the same millisecond. */
export function increment(part: string): string {
  const chars = part.split('');
  for (let i = chars.length - 1; i >= 0; i--) {
    const next = ALPHABET.indexOf(chars[i]!) + 1;
    if (next < 32) {
      chars[i] = ALPHABET[next]!;
      return chars.join('');
    }
    chars[i] = ALPHABET[0]!;
  }
  throw new RangeError('ULID randomness exhausted in one millisecond');
}

/** A ULID of this moment (or the one given). */
export const ulid = (now: number = Date.now()): string => encodeTime(now) + randomPart();

/**
 * ULIDs that sort in the order they were made, even several in one millisecond or with a clock
 * that steps back: then the last time is kept and its randomness counted up by one, as the
 * spec's monotonic ULIDs do.
 */
export function monotonicFactory(): (now?: number) => string {
  let lastTime = -1;
  let lastRandom = '';
  return (now: number = Date.now()) => {
    if (now <= lastTime) {
      lastRandom = increment(lastRandom);
      return encodeTime(lastTime) + lastRandom;
    }
    lastTime = now;
    lastRandom = randomPart();
    return encodeTime(now) + lastRandom;
  };
}
