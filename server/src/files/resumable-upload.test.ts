import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import fc from 'fast-check';
import { DefaultHttpStack, type HttpStack, Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer } from '../../testing/s3-test-server';
import { startTestServer, type TestServer } from '../../testing/test-server';

/**
 * Issue 6, section 3: "an upload cut at random offsets resumes and ends byte-identical". The
 * app listens on a real port and tus-js-client (the reference tus client, here on Node) talks HTTP
 * to it in 256 KB chunks; the link is cut part-way through a chunk, and a new Upload on the
 * same URL goes on from what the server has.
 */
let s: TestServer;
let base: string;
let token: string;
let crewId: number;
let aurora: number;

interface Store {
  name: string;
  open(): Promise<{ env: NodeJS.ProcessEnv; close(): Promise<void> }>;
}

/**
 * Both stores the server offers: the data folder, and S3-compatible storage (here s3rver, a
 * real S3 API on a local port, spoken to by the AWS SDK as it would speak to AWS or MinIO).
 * Cuts are tried on disk only: on S3, a request cut by the link can still be writing when the
 * device resumes, and tus's S3 store then answers 404 or 409 for a moment (README, "Files").
 */
const DISK: Store = { name: 'disk', open: async () => ({ env: {}, close: async () => undefined }) };
const S3: Store = { name: 'S3-compatible storage', open: () => startS3TestServer() };

/** The app on a real port over the given store; returns how to stop both. */
async function listen(store: Store) {
  const storage = await store.open();
  s = await startTestServer({}, storage.env);
  aurora = await s.vesselId('aurora');
  const login = await s.login('crew@demo.yacht');
  token = login.accessToken;
  crewId = login.user.id;
  let server!: ReturnType<typeof serve>;
  await new Promise<void>((listening) => {
    server = serve({ fetch: s.app.fetch, port: 0, hostname: '127.0.0.1' }, () => listening());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return async () => {
    if ('closeAllConnections' in server) server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
    expect(s.errors).toEqual([]);
    await s.close();
    await storage.close();
  };
}

const CHUNK = 256 * 1024;
const SIZE = 3 * 1024 * 1024;
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
let n = 0;
const newId = () => `01JRSM${String(++n).padStart(20, '0')}`;

/** A JPEG as content sniffing sees one (SOI and a JFIF APP0 segment), then noise. */
function jpeg(size: number): Buffer {
  const bytes = randomBytes(size);
  bytes.set([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0, 0, 1, 0, 1, 0, 0,
  ]);
  return bytes;
}

interface Attempt {
  done: boolean;
  url: string | null;
  /** The offset the server confirmed last (end of the last whole chunk). */
  accepted: number;
}

/**
 * The device's link, dropping once at byte `cutAt` of the file: the PATCH whose chunk holds it
 * sends the bytes before the cut, then the connection dies and the device hears nothing.
 */
function cuttingStack(cutAt?: number): HttpStack {
  const inner = new DefaultHttpStack({});
  let cut = cutAt;
  return {
    getName: () => 'cutting',
    createRequest(method, url) {
      const real = inner.createRequest(method, url);
      const headers: Record<string, string> = {};
      return {
        getMethod: () => method,
        getURL: () => url,
        setHeader: (name, value) => {
          headers[name] = value;
          real.setHeader(name, value);
        },
        getHeader: (name) => real.getHeader(name),
        setProgressHandler: (handler) => real.setProgressHandler(handler),
        abort: () => real.abort(),
        getUnderlyingObject: () => real.getUnderlyingObject(),
        send: async (body: Buffer | undefined) => {
          const offset = Number(headers['Upload-Offset']);
          if (
            method !== 'PATCH' ||
            !body ||
            cut === undefined ||
            cut <= offset ||
            cut >= offset + body.length
          )
            return real.send(body);
          const part = body.subarray(0, cut - offset);
          cut = undefined;
          const req = request(url, {
            method,
            headers: { ...headers, 'content-length': String(body.length) },
          });
          req.on('error', () => undefined);
          await new Promise<void>((written) => req.write(part, () => written()));
          await new Promise((later) => setTimeout(later, 100)); // the bytes reach the server
          req.destroy();
          throw new Error('link dropped');
        },
      };
    },
  };
}

/** One try of the device: from `url` if it has one, over a link that drops at `cutAt`. */
function attempt(file: Buffer, id: string, url: string | null, cutAt?: number): Promise<Attempt> {
  return new Promise((resolve, reject) => {
    let accepted = 0;
    const upload = new Upload(file, {
      endpoint: `${base}/api/v1/files/uploads`,
      ...(url ? { uploadUrl: url } : {}),
      chunkSize: CHUNK,
      // The cut is final; anything else is retried as the app does (a 409 while the server is
      // still writing what a cut request brought, when S3 is slow).
      retryDelays: [50, 100, 200, 400, 800, 1600],
      onShouldRetry: (error) => !/link dropped/.test(error.message),
      httpStack: cuttingStack(cutAt),
      headers: { authorization: `Bearer ${token}` },
      metadata: { id, vesselId: String(aurora), userId: String(crewId), purpose: 'photo', name: 'deck.jpg' },
      onChunkComplete: (_size, total) => {
        accepted = total;
      },
      onSuccess: () => resolve({ done: true, url: upload.url, accepted }),
      onError: (error) =>
        /link dropped/.test(error.message)
          ? resolve({ done: false, url: upload.url, accepted })
          : reject(new Error(error.message.slice(0, 400))),
    });
    upload.start();
  });
}

const offsetOf = async (url: string) => {
  const res = await fetch(url, {
    method: 'HEAD',
    headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' },
  });
  expect(res.status).toBe(200);
  return Number(res.headers.get('upload-offset'));
};

/** The app on a port over `store` for the tests of one describe block. */
function serving(store: Store) {
  let stop: () => Promise<void>;
  beforeAll(async () => {
    stop = await listen(store);
  });
  afterAll(() => stop());
}

describe('a resumable upload over HTTP to disk', () => {
  serving(DISK);

  it('cut at random offsets, resumes and ends byte-identical (sha-256 compared)', {
    timeout: 120_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: SIZE - 1 }), { minLength: 2, maxLength: 4 }),
        async (cuts) => {
          const original = jpeg(SIZE);
          const id = newId();
          let url: string | null = null;
          let resumed = 0;
          let done = false;
          for (const cutAt of [...cuts].sort((a, b) => a - b)) {
            if (url && cutAt <= (await offsetOf(url))) continue;
            const tried: Attempt = await attempt(original, id, url, cutAt);
            // A cut exactly between two chunks cuts no request.
            done = tried.done;
            if (done) break;
            url = tried.url;
            expect(url).toBe(`${base}/api/v1/files/uploads/${id}`);
            const offset = await offsetOf(url!);
            // The server keeps every confirmed chunk and what came of the cut one, nothing past the cut.
            expect(offset).toBeGreaterThanOrEqual(tried.accepted);
            expect(offset).toBeLessThanOrEqual(cutAt);
            resumed++;
          }
          expect(resumed).toBeGreaterThan(0);
          if (!done) expect((await attempt(original, id, url)).done).toBe(true);

          const download = await fetch(`${base}/api/v1/files/${id}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          expect(download.status).toBe(200);
          expect(download.headers.get('content-type')).toBe('image/jpeg');
          expect(sha(new Uint8Array(await download.arrayBuffer()))).toBe(sha(original));
          const rows = await s.db.query('SELECT size, sha256, mime, state FROM files WHERE id = $1', [id]);
          expect(rows).toEqual([{ size: SIZE, sha256: sha(original), mime: 'image/jpeg', state: 'stored' }]);
        },
      ),
      { numRuns: 3, seed: 20_261_123 },
    );
  });
});

describe.each([DISK, S3])('a file stored on $name', (store) => {
  serving(store);

  it('arrives in 256 KB chunks and downloads byte-identical (sha-256 compared)', async () => {
    const original = jpeg(CHUNK * 5 + 1234);
    const id = newId();
    expect((await attempt(original, id, null)).done).toBe(true);
    const download = await fetch(`${base}/api/v1/files/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.status).toBe(200);
    expect(sha(new Uint8Array(await download.arrayBuffer()))).toBe(sha(original));
  });

  it('the whole upload sent again after it finished is done at once, and makes no second file', async () => {
    const original = jpeg(CHUNK * 3 + 17);
    const id = newId();
    expect((await attempt(original, id, null)).done).toBe(true);
    const before = await s.db.query('SELECT count(*)::int AS n FROM files');
    // A device that lost the answer starts over from a fresh Upload (no URL kept).
    const again = await attempt(original, id, null);
    expect(again.done).toBe(true);
    expect(await s.db.query('SELECT count(*)::int AS n FROM files')).toEqual(before);
    const [row] = await s.db.query<{ sha256: string }>('SELECT sha256 FROM files WHERE id = $1', [id]);
    expect(row!.sha256).toBe(sha(original));
  });
});
