import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allApplied, openCrewDevice } from '../../tests/kits/crew-device';
import { DEVICE_REGISTRY } from '../app/sync-registry';
import type { AppDb } from '../db/app-db';
import { saveRestDay } from '../features/rest-hours/data/save-rest-day';
import type { Net } from './auth-refresh';
import { queueFile } from './files/upload-files';
import { enqueueAlone } from './outbox';
import { runSync } from './run-sync';

/**
 * A file and the change that refers to it (a signature chosen offline): the upload goes at the
 * start of a run, the change once the server has the file.
 */
const clock = 1_800_000_000_000;
let db: AppDb;

beforeEach(async () => {
  db = await openCrewDevice('files-run', clock + 600_000);
});
afterEach(() => db.close());

/**
 * The shore: a tus endpoint and POST /sync. `upload` answers each upload request first (a thrown
 * TypeError is a link that dropped, a Response the server's refusal); undefined lets it through.
 */
function shore(upload: (token: string | null) => Response | undefined = () => undefined) {
  const sent: string[][] = [];
  let stored = 0;
  const fetch = (async (url: string, init?: RequestInit) => {
    const token = new Headers(init?.headers).get('authorization');
    if (url.endsWith('/refreshtoken'))
      return Response.json({ accessToken: 'token-2', refreshToken: 'r-2', accessExpiresAt: clock + 900_000 });
    if (url.includes('/files/uploads')) {
      const answer = upload(token);
      if (answer) return answer;
      const size = (init?.body as Blob | null)?.size ?? 0;
      if (init?.method === 'POST')
        return new Response(null, { status: 201, headers: { location: '/api/v1/files/uploads/1' } });
      const offset = Number(new Headers(init?.headers).get('upload-offset') ?? 0) + size;
      stored = offset;
      return new Response(null, { status: 204, headers: { 'upload-offset': String(offset) } });
    }
    if (token === 'Bearer revoked') return Response.json({ message: 'Unauthorized' }, { status: 401 });
    return allApplied(init, sent);
  }) as typeof globalThis.fetch;
  const net: Net = { fetch, baseUrl: '/api/v1', now: () => clock };
  return { net, sent, stored: () => stored };
}

/** A signature picture queued on the device and the change that uses it, in one transaction. */
async function signatureChosen(at = clock) {
  return db.transaction('rw', [db.files, db.outbox], async () => {
    const fileId = await queueFile(
      db,
      { vesselId: 1, userId: 7, queuedBy: 7, purpose: 'signature', name: 's.png', blob: new Blob(['png']) },
      at,
    );
    const entry = await enqueueAlone(
      db,
      { op: 'hor/signature/use', body: { fileId }, baseVersion: 0, coalesceKey: null, userId: 7 },
      at,
    );
    return { fileId, entry };
  });
}

describe('a file whose upload found no link at the start of a run', () => {
  it('goes once the shore answers in that run, and the change that waits for it with it', async () => {
    const { fileId, entry } = await signatureChosen();
    let drops = 1; // the satellite link dropped during the upload, and was back a moment later
    const s = shore(() => {
      if (drops-- > 0) throw new TypeError('Failed to fetch');
      return undefined;
    });
    expect(await runSync(db, s.net, DEVICE_REGISTRY)).toMatchObject({ outcome: 'synced', sent: 1 });
    // Before, the run ended with the file 'not sent yet' and the change behind it until a later poll.
    expect((await db.files.get(fileId))?.state).toBe('stored');
    expect(s.sent.flat()).toEqual([entry.id]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('under a token the shore refused before its time goes under the one the run renewed', async () => {
    await db.session.update('current', { accessToken: 'revoked' });
    const { fileId, entry } = await signatureChosen();
    const s = shore((token) =>
      token === 'Bearer revoked' ? Response.json({ message: 'Unauthorized' }, { status: 401 }) : undefined,
    );
    expect(await runSync(db, s.net, DEVICE_REGISTRY)).toMatchObject({ outcome: 'synced', sent: 1 });
    expect((await db.files.get(fileId))?.state).toBe('stored');
    expect(s.sent.flat()).toEqual([entry.id]);
  });

  it('that the shore fails on (a 500) waits its back-off, and the days logged after it go', async () => {
    const { fileId, entry } = await signatureChosen();
    const day = await saveRestDay(
      db,
      { userId: 7, vesselId: 1, date: '2026-11-02', work: '1'.repeat(8) + '0'.repeat(40) },
      clock,
    );
    const failing = shore(() => Response.json({ message: 'Internal error' }, { status: 500 }));
    expect(await runSync(db, failing.net, DEVICE_REGISTRY)).toMatchObject({ outcome: 'synced', sent: 1 });
    // Before, the day waited behind the signature for as long as the shore failed on its picture.
    expect(failing.sent.flat()).toEqual([day.id]);
    const file = await db.files.get(fileId);
    expect(file).toMatchObject({ state: 'queued', attempts: 1 });
    expect(file?.nextAttemptAt).toBeGreaterThan(clock);
    expect(await db.outbox.get(entry.id)).toMatchObject({ status: 'pending' });

    // Its back-off over, the shore takes it, and the change that waited for it goes.
    const later = clock + 60_000;
    const back = shore();
    back.net.now = () => later;
    expect(await runSync(db, back.net, DEVICE_REGISTRY)).toMatchObject({ outcome: 'synced', sent: 1 });
    const stored = await db.files.get(fileId);
    expect(stored?.state).toBe('stored');
    expect(stored?.attempts).toBeUndefined();
    expect(back.sent.flat()).toEqual([entry.id]);
  });

  it('that the shore fails on holds back a sign-off made after it: the month is signed with its picture', async () => {
    await signatureChosen();
    const signOff = await enqueueAlone(
      db,
      {
        op: 'hor/month/sign',
        body: {
          yachtId: 1,
          userId: 7,
          month: '2026-11',
          hash: 'h'.repeat(64),
          signedAt: '2026-12-01T09:00:00.000Z',
          signature: 's',
          keyId: 'k',
        },
        baseVersion: 0,
        coalesceKey: null,
        userId: 7,
      } as never,
      clock + 1,
    );
    const failing = shore(() => Response.json({ message: 'Internal error' }, { status: 500 }));
    await runSync(db, failing.net, DEVICE_REGISTRY);
    expect(failing.sent.flat()).not.toContain(signOff.id);
    expect(await db.outbox.get(signOff.id)).toMatchObject({ status: 'pending' });
  });

  it('that the shore fails on does not hold back the files queued after it', async () => {
    const first = await signatureChosen();
    const second = await signatureChosen(clock + 1); // ids are in the order of their times
    let calls = 0;
    const s = shore(() => (calls++ === 0 ? Response.json({}, { status: 500 }) : undefined));
    await runSync(db, s.net, DEVICE_REGISTRY);
    expect((await db.files.get(first.fileId))?.state).toBe('queued');
    expect((await db.files.get(second.fileId))?.state).toBe('stored');
    // The second change uses the same signature as the first: it waits behind it, in order.
    expect(s.sent.flat()).toEqual([]);
  });

  it('that the server refuses (a 4xx) is kept with its reason and holds nothing back', async () => {
    const { fileId, entry } = await signatureChosen();
    const s = shore(() => Response.json({ message: 'Not a picture.' }, { status: 415 }));
    expect(await runSync(db, s.net, DEVICE_REGISTRY)).toMatchObject({ outcome: 'synced' });
    expect(await db.files.get(fileId)).toMatchObject({ state: 'refused', error: 'Not a picture.' });
    // The change goes: the server answers it (rejected, for the Sync page), and those behind it go on.
    expect(s.sent.flat()).toEqual([entry.id]);
  });
});

describe('a file whose back-off was counted on a clock since set back', () => {
  it('goes now, not days later when the clock reaches the wrong date again', async () => {
    const { fileId, entry } = await signatureChosen();
    // The shore failed on it while the phone was two days ahead: its next try was set from then.
    await db.files.update(fileId, { attempts: 2, nextAttemptAt: clock + 2 * 86_400_000 + 10_000 });
    const s = shore();
    expect(await runSync(db, s.net, DEVICE_REGISTRY)).toMatchObject({ outcome: 'synced', sent: 1 });
    expect((await db.files.get(fileId))?.state).toBe('stored');
    expect(s.sent.flat()).toEqual([entry.id]);
  });
});
