import { deflateRawSync, inflateRawSync } from 'node:zlib';
import {
  SYNC_ACCEPT_HEADER,
  SYNC_CONTENT_TYPE,
  SYNC_DICTIONARY,
  SYNC_ENCODING,
  SYNC_ENCODING_HEADER,
} from '@contracts/sync-wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchVessel } from '../../testing/scratch-vessel';
import { startTestServer, type TestServer } from '../../testing/test-server';

/** Issue 6, section 4: what a day's edit costs over the link, and that nothing is lost for it. */
let s: TestServer;
let v: Awaited<ReturnType<typeof scratchVessel>>;
const WATCH = '000000001111111100000000000000001111111100000000';
let n = 0;
const key = () => `01WIRE${String(++n).padStart(20, '0')}`;

beforeAll(async () => {
  s = await startTestServer();
  v = await scratchVessel(s);
});
afterAll(() => s.close());

const daySave = (userId: number, date: string, binary: string) => ({
  id: key(),
  op: 'hor/day/save',
  body: { userId, yachtId: v.vesselId, dates: [date], binary },
  baseVersion: 0,
});

// The device's side (fflate) is checked against this one in src/sync/sync-wire.test.ts.
const packSync = (json: string) => deflateRawSync(json, { level: 9, dictionary: SYNC_DICTIONARY });
const unpackSync = (bytes: Uint8Array) =>
  inflateRawSync(bytes, { dictionary: SYNC_DICTIONARY }).toString('utf8');

/** POST /sync as the app sends it: packed both ways. */
async function packedSync(token: string, body: unknown) {
  const res = await s.request('/sync', {
    method: 'POST',
    token,
    headers: { 'content-encoding': SYNC_ENCODING, [SYNC_ACCEPT_HEADER]: SYNC_ENCODING },
    body: new Uint8Array(packSync(JSON.stringify(body))),
  });
  expect(res.status).toBe(200);
  expect(res.headers.get(SYNC_ENCODING_HEADER)).toBe(SYNC_ENCODING);
  return JSON.parse(unpackSync(new Uint8Array(await res.arrayBuffer())));
}

describe('the sync encoding (raw deflate with a preset dictionary)', () => {
  it('carries a batch and its answer; a client that does not ask gets plain JSON', async () => {
    const { accessToken } = await s.login(v.crew.email);
    const op = daySave(v.crew.id, '2026-11-10', WATCH);
    const answer = await packedSync(accessToken, { cursor: 0, ops: [op] });
    expect(answer.results).toEqual([expect.objectContaining({ id: op.id, status: 'applied' })]);
    const plain = await s.post('/sync', { cursor: 0, ops: [] }, accessToken);
    expect(plain.headers.get('content-type')).toMatch(/application\/json/);
    expect((await plain.json()).changes.cursor).toBeGreaterThan(0);
  });

  it('answers a packed body packed, said by the content type alone, to a device that does not ask by header', async () => {
    const { accessToken } = await s.login(v.crew.email);
    const op = daySave(v.crew.id, '2026-11-09', WATCH);
    const res = await s.request('/sync', {
      method: 'POST',
      token: accessToken,
      headers: { 'content-encoding': SYNC_ENCODING },
      body: new Uint8Array(packSync(JSON.stringify({ cursor: 0, ops: [op] }))),
    });
    expect(res.headers.get('content-type')).toBe(SYNC_CONTENT_TYPE);
    expect(res.headers.get(SYNC_ENCODING_HEADER)).toBeNull();
    const answer = JSON.parse(unpackSync(new Uint8Array(await res.arrayBuffer())));
    expect(answer.results).toEqual([expect.objectContaining({ id: op.id, status: 'applied' })]);
  });

  it('sends a large answer (a first sync) as JSON, which brotli makes smaller than the dictionary', async () => {
    const { accessToken } = await s.login('captain@demo.yacht');
    const res = await s.request('/sync', {
      method: 'POST',
      token: accessToken,
      headers: {
        'content-encoding': SYNC_ENCODING,
        [SYNC_ACCEPT_HEADER]: SYNC_ENCODING,
        'accept-encoding': 'br',
      },
      body: new Uint8Array(packSync(JSON.stringify({ cursor: 0, ops: [] }))),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get(SYNC_ENCODING_HEADER)).toBeNull();
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('refuses a body that unpacks past the size limit (413) or is not in the encoding (400)', async () => {
    const { accessToken } = await s.login(v.crew.email);
    const huge = JSON.stringify({ cursor: 0, ops: [], pad: 'x'.repeat(2 * 1024 * 1024) });
    const send = (body: Uint8Array<ArrayBuffer>) =>
      s.request('/sync', {
        method: 'POST',
        token: accessToken,
        headers: { 'content-encoding': SYNC_ENCODING },
        body,
      });
    const bomb = await send(new Uint8Array(packSync(huge)));
    expect(bomb.status).toBe(413);
    const garbage = await send(new Uint8Array([0xff, 0xfe, 0x00, 0x12, 0x34]));
    expect(garbage.status).toBe(400);
    expect(await garbage.json()).toEqual({ message: expect.any(String) });
  });
});

describe("the answer carries the device's own edits back", () => {
  it('as the server stored them, at their change number', async () => {
    const { accessToken } = await s.login(v.crew.email);
    const before = await packedSync(accessToken, { cursor: 0, ops: [] });
    const op = daySave(v.crew.id, '2026-11-11', WATCH);
    const answer = await packedSync(accessToken, { cursor: before.changes.cursor, ops: [op] });
    expect(answer.results[0].status).toBe('applied');
    expect(answer.changes.restDays).toEqual([
      expect.objectContaining({ date: '2026-11-11', work: WATCH, version: answer.results[0].version }),
    ]);
  });
});
