import { createHash } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SYNC_DICTIONARY, SYNC_ENCODING } from '../contracts/sync-wire';
import { packSync, unpackSync } from './sync-wire';

describe('the sync encoding (raw deflate with a preset dictionary)', () => {
  it('keeps its dictionary: devices and servers of one encoding name agree on every byte', () => {
    // A changed dictionary under the same name makes old devices and new servers read garbage.
    expect(SYNC_ENCODING).toBe('x-seaworthy-sw1');
    expect(createHash('sha256').update(SYNC_DICTIONARY).digest('hex').slice(0, 16)).toBe('fc607f727d1ab2d1');
  });

  it("is read by the server's zlib as the device's fflate writes it, and back", () => {
    const json = JSON.stringify({
      cursor: 12,
      ops: [{ id: '01M7FH87G0N1HHAKQ6PSAME14Z', op: 'hor/day/save', body: { dates: ['2026-11-14'] } }],
      note: 'ünïcödé ⚓',
    });
    expect(inflateRawSync(packSync(json), { dictionary: SYNC_DICTIONARY }).toString('utf8')).toBe(json);
    expect(unpackSync(new Uint8Array(deflateRawSync(json, { dictionary: SYNC_DICTIONARY })))).toBe(json);
  });
});
