import { promisify } from 'node:util';
import { deflateRaw } from 'node:zlib';
import { SYNC_DICTIONARY } from '@contracts/sync-wire';

const deflateRawAsync = promisify(deflateRaw);

/**
 * Short answers packed lately. An open app's polls are answered with the same few bytes over and
 * over ("nothing new, your cursor stays at N", for every device at the head), and packing with the
 * dictionary (level 9) costs more than the rest of such a poll: it is done once per answer.
 */
const recent = new Map<string, Buffer>();
const RECENT_MAX = 2000;
const SHORT = 1024;

/** The answer deflated with the sync dictionary (the device inflates it with the same). */
export async function packAnswer(answer: string): Promise<Buffer> {
  const hit = recent.get(answer);
  if (hit) return hit;
  const packed = await deflateRawAsync(answer, { level: 9, dictionary: SYNC_DICTIONARY });
  if (answer.length <= SHORT) {
    if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value as string);
    recent.set(answer, packed);
  }
  return packed;
}
