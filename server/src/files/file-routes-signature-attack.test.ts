import { MSG } from '@contracts/messages';
import { describe, expect, it } from 'vitest';
import {
  aurora,
  create,
  id,
  meta,
  newId,
  openFileRoutesServer,
  PNG,
  patch,
  photoOf,
  s,
  token,
  upload,
} from '../../testing/file-routes-kit';

/** Issue 6, section 3: a stored file as the month's signature, and the upload routes under attack. */
openFileRoutesServer();

describe('the signature as a file', () => {
  const use = (who: string, fileId: string) =>
    s.post(
      '/sync',
      { cursor: 0, ops: [{ id: newId(), op: 'hor/signature/use', body: { fileId }, baseVersion: 0 }] },
      token[who],
    );

  it('becomes the signature once its upload is complete, and only its uploader can use it', async () => {
    const { fileId } = await upload('officer', PNG, { purpose: 'signature', name: 'signature.png' });
    const someoneElses = (await (await use('captain', fileId)).json()).results[0];
    expect(someoneElses.status).toBe('rejected');
    const state = async () => (await s.request('/hor/digital-signature', { token: token.officer })).json();
    expect((await state()).hasSignature).toBe(false);
    expect((await (await use('officer', fileId)).json()).results[0].status).toBe('applied');
    expect((await state()).hasSignature).toBe(true);
  });

  it('is refused while the file is not complete on the server', async () => {
    const m = {
      id: newId(),
      vesselId: aurora,
      userId: id.crew!,
      purpose: 'signature',
      name: 'signature.png',
    };
    await create('crew', m, PNG.length);
    await patch('crew', m.id, 0, PNG.slice(0, 4));
    const result = (await (await use('crew', m.id)).json()).results[0];
    expect(result).toMatchObject({ status: 'rejected' });
  });
});

// Found by attack (issue 6): each of these once worked, or answered 5xx or plain text.
describe('uploads under attack', () => {
  it('a query string cannot name another upload than the one checked', async () => {
    const victim = { id: newId(), vesselId: aurora, userId: id.crew!, purpose: 'signature', name: 's.png' };
    expect((await create('crew', victim, PNG.length)).status).toBe(201);
    const mine = { id: newId(), vesselId: aurora, userId: id.officer!, purpose: 'signature', name: 'x.png' };
    expect((await create('officer', mine, PNG.length)).status).toBe(201);
    const smuggled = await s.request(`/files/uploads/${mine.id}?x=/${victim.id}`, {
      method: 'PATCH',
      token: token.officer,
      body: new Uint8Array(PNG),
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
    });
    // A query field no route reads is refused before anything is done (no bytes taken anywhere).
    expect([smuggled.status, (await smuggled.json()).errorList]).toEqual([
      400,
      [{ property: 'x', message: MSG.unknownField }],
    ]);
    const states = await s.db.query<{ id: string; state: string }>(
      'SELECT id, state FROM files WHERE id = ANY($1) ORDER BY id',
      [[victim.id, mine.id]],
    );
    expect(states).toEqual([
      { id: victim.id, state: 'uploading' },
      { id: mine.id, state: 'uploading' },
    ]);
  });

  it('a creation tus refuses leaves no row behind, so the device can create it again', async () => {
    const m = { id: newId(), vesselId: aurora, userId: id.crew!, purpose: 'photo', name: 'a.png' };
    const bad = await s.request('/files/uploads', {
      method: 'POST',
      token: token.crew,
      headers: { 'upload-length': '16', 'upload-metadata': meta(m) }, // no Tus-Resumable
    });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    expect(typeof (await bad.json()).message).toBe('string');
    expect(await s.db.query('SELECT 1 FROM files WHERE id = $1', [m.id])).toEqual([]);
    expect((await create('crew', m, PNG.length)).status).toBe(201);
    expect((await patch('crew', m.id, 0, PNG)).status).toBe(204);
  });

  it('a record of someone who is not on the vessel, or does not exist, is refused, not a 500', async () => {
    expect((await create('captain', photoOf(999_999), 10)).status).toBe(403);
    const [other] = await s.db.query<{ id: number }>(
      `SELECT user_id AS id FROM user_vessel_roles WHERE user_id NOT IN
         (SELECT user_id FROM user_vessel_roles WHERE vessel_id = $1) LIMIT 1`,
      [aurora],
    );
    expect((await create('captain', photoOf(other!.id), 10)).status).toBe(403);
  });

  it("tus's own refusals come in the API's error shape, never as a 5xx", async () => {
    const m = { id: newId(), vesselId: aurora, userId: id.crew!, purpose: 'photo', name: 'a.png' };
    const concat = await s.request('/files/uploads', {
      method: 'POST',
      token: token.crew,
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': '16',
        'upload-metadata': meta(m),
        'upload-concat': 'partial',
      },
    });
    expect(concat.status).toBeLessThan(500);
    expect(concat.headers.get('content-type')).toContain('application/json');
    expect(concat.headers.get('access-control-allow-origin')).toBeNull();
  });
});
