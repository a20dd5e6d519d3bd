import { createHash, randomBytes } from 'node:crypto';
import type { LoginResponse } from '@contracts/auth';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_TODAY, type TestServer } from '../../server/testing/test-server';
import { type AppDb, openAppDb } from '../../src/db/app-db';
import type { Net } from '../../src/sync/auth-refresh';
import { openFile } from '../../src/sync/files/file-cache';
import { queueFile, uploadQueuedFiles } from '../../src/sync/files/upload-files';

/**
 * Issue 6, section 3: a file made offline travels in resumable chunks (tus). A link that drops
 * part-way through a chunk costs only that part: the next attempt asks the server how much it
 * has and goes on from there, and the file ends byte-identical.
 */
let s: TestServer;
let crew: LoginResponse;
let aurora: number;
beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  crew = (await (
    await s.post('/login', { username: 'crew@demo.yacht', password: 'Demo1234' })
  ).json()) as LoginResponse;
});
afterAll(() => s.close());

const now = new Date(`${TEST_TODAY}T12:00:00Z`).getTime();
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/** A JPEG as the content sniffing sees one: its magic bytes, then noise. */
function jpeg(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(randomBytes(size));
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
  return bytes;
}

interface Link {
  /** Byte positions of the file where the link drops, in order. */
  cuts: number[];
  bytesSent: number;
}

/** The device's network: a PATCH that crosses the next cut delivers only the bytes before it. */
function flakyNet(link: Link): Net {
  return {
    baseUrl: '/api/v1',
    now: () => now,
    fetch: (async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (init.method === 'PATCH' && init.body instanceof Blob) {
        const offset = Number(new Headers(init.headers).get('upload-offset'));
        const end = offset + init.body.size;
        const cut = link.cuts[0];
        if (cut !== undefined && cut > offset && cut < end) {
          link.cuts.shift();
          const part = init.body.slice(0, cut - offset);
          link.bytesSent += part.size;
          await s.app.request(path, { ...init, body: new Uint8Array(await part.arrayBuffer()) });
          throw new TypeError('Failed to fetch'); // the link dropped; the device never hears
        }
        link.bytesSent += init.body.size;
        return s.app.request(path, { ...init, body: new Uint8Array(await init.body.arrayBuffer()) });
      }
      return s.app.request(path, init);
    }) as typeof fetch,
  };
}

async function phone(name: string): Promise<AppDb> {
  const db = openAppDb(`${name}-${Math.random()}`);
  await db.session.put({ ...crew, key: 'current', needsLogin: false });
  return db;
}

/** A photo of the crew member's, queued on the phone as the camera's JPEG. */
const queuePhoto = (db: AppDb, name: string, bytes: Uint8Array<ArrayBuffer>) =>
  queueFile(
    db,
    {
      vesselId: aurora,
      userId: crew.user.id,
      queuedBy: crew.user.id,
      purpose: 'photo',
      name,
      blob: new Blob([bytes], { type: 'image/jpeg' }),
    },
    now,
  );

describe('a file made offline', () => {
  it('resumes after cuts at random offsets and ends byte-identical', { timeout: 120_000 }, async () => {
    const size = 3 * 1024 * 1024 + 123;
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: size - 1 }), { minLength: 1, maxLength: 4 }),
        async (cuts) => {
          const original = jpeg(size);
          const db = await phone('upload');
          const id = await queuePhoto(db, 'deck.jpg', original);
          const link: Link = { cuts: [...cuts].sort((a, b) => a - b), bytesSent: 0 };
          const net = flakyNet(link);
          let attempts = 0;
          while ((await db.files.get(id))!.state !== 'stored') {
            expect(++attempts).toBeLessThan(20);
            await uploadQueuedFiles(db, net);
          }
          // Each attempt went on from the bytes the server had: no byte crossed the link twice.
          expect(attempts).toBe(cuts.length + 1);
          expect(link.bytesSent).toBe(size);
          const [row] = await s.db.query<{ sha256: string; size: number; mime: string; state: string }>(
            'SELECT sha256, size, mime, state FROM files WHERE id = $1',
            [id],
          );
          expect(row).toEqual({ sha256: sha(original), size, mime: 'image/jpeg', state: 'stored' });
          // Opened on another phone, it comes down byte for byte.
          const other = await phone('download');
          const blob = await openFile(other, flakyNet({ cuts: [], bytesSent: 0 }), id);
          expect(sha(new Uint8Array(await blob.arrayBuffer()))).toBe(sha(original));
          db.close();
          other.close();
        },
      ),
      { numRuns: 6, seed: 61123 },
    );
  });
});

describe('a file whose upload address was never kept', () => {
  // The tab closed between the server's answer to the creation and the device keeping the
  // address: the next attempt creates it again under the same id and must not resend bytes.
  const forget = (db: AppDb, id: string) =>
    db.files.update(id, { state: 'queued', uploadUrl: undefined, offset: 0 });

  it('goes on from what the server has, part-way or whole, and makes no second file', async () => {
    const size = 3 * 256 * 1024 + 77;
    const original = jpeg(size);
    const db = await phone('forgot');
    const id = await queuePhoto(db, 'mast.jpg', original);
    const link: Link = { cuts: [300 * 1024], bytesSent: 0 };
    await uploadQueuedFiles(db, flakyNet(link));
    expect((await db.files.get(id))!.state).toBe('uploading');
    await forget(db, id);
    await uploadQueuedFiles(db, flakyNet(link));
    expect((await db.files.get(id))!.state).toBe('stored');
    // The server kept the bytes before the cut and said so: no byte crossed the link twice.
    expect(link.bytesSent).toBe(size);
    // Finished, then forgotten again: created again, it is done without a byte sent.
    await forget(db, id);
    const sent = link.bytesSent;
    await uploadQueuedFiles(db, flakyNet(link));
    expect((await db.files.get(id))!.state).toBe('stored');
    expect(link.bytesSent).toBe(sent);
    const rows = await s.db.query<{ sha256: string }>('SELECT sha256 FROM files WHERE id = $1', [id]);
    expect(rows).toEqual([{ sha256: sha(original) }]);
    db.close();
  });
});

describe('a file the server refuses', () => {
  it('is kept as refused with the server’s reason, and not sent again', async () => {
    const db = await phone('refused');
    const id = await queuePhoto(
      db,
      'notes.txt',
      new TextEncoder().encode('not a picture at all '.repeat(50)),
    );
    const link: Link = { cuts: [], bytesSent: 0 };
    await uploadQueuedFiles(db, flakyNet(link));
    const row = await db.files.get(id);
    expect(row?.state).toBe('refused');
    expect(row?.error).toBe('This type of file is not accepted here.');
    const sent = link.bytesSent;
    await uploadQueuedFiles(db, flakyNet(link));
    expect(link.bytesSent).toBe(sent);
    db.close();
  });
});
