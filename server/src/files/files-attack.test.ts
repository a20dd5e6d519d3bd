import { FILE_PURPOSES, type FilePurpose } from '@contracts/file-purposes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_HEAD, startUpload } from '../../testing/file-fixtures';
import { tusMetadata } from '../../testing/route-samples';
import { startTestServer, type TestServer } from '../../testing/test-server';

/**
 * Issue 30, section 3 attacked from the other side: a module that is off takes no files either.
 * An upload for a record of a switched-off module was stored (201), then never served (404):
 * accepted and ignored. It is refused before a byte is taken, as every route of that module is.
 */
let s: TestServer;
let aurora: number;
let crew: { id: number; token: string };
beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  const session = await s.login('crew@demo.yacht');
  crew = { id: session.user.id, token: session.accessToken };
});
afterAll(() => s.close());

const NAMES: Record<string, string> = {
  crew: 'Crew',
  leave: 'Leave',
  certs: 'Certificates',
  docs: 'Documents',
  hoursofrest: 'Hours of rest',
};
let n = 0;
const upload = (purpose: FilePurpose) =>
  s.request('/files/uploads', {
    method: 'POST',
    token: crew.token,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': '16',
      'upload-metadata': tusMetadata({
        id: `01JFA${String(++n).padStart(21, '0')}`,
        vesselId: aurora,
        userId: crew.id,
        purpose,
        name: 'scan.png',
      }),
    },
  });

describe('an upload for a module that is off on the vessel', () => {
  it('is refused with the module-off message, and no file row is made', async () => {
    for (const purpose of ['crewDocument', 'photo', 'leaveAttachment'] as const) {
      const module = FILE_PURPOSES[purpose].module;
      const [{ modules }] = (await s.db.query<{ modules: string[] }>(
        'SELECT modules FROM vessels WHERE id = $1',
        [aurora],
      )) as [{ modules: string[] }];
      await s.db.query('UPDATE vessels SET modules = $2 WHERE id = $1', [
        aurora,
        modules.filter((m) => m !== module),
      ]);
      try {
        const before = await s.db.query('SELECT id FROM files');
        const res = await upload(purpose);
        expect([purpose, res.status, (await res.json()).message]).toEqual([
          purpose,
          403,
          `The ${NAMES[module]} module is not enabled for this vessel.`,
        ]);
        expect(await s.db.query('SELECT id FROM files')).toEqual(before);
      } finally {
        await s.db.query('UPDATE vessels SET modules = $2 WHERE id = $1', [aurora, modules]);
      }
      // With the module on, the same upload starts.
      expect((await upload(purpose)).status).toBe(201);
    }
  });
});

describe('an upload begun before its module was switched off', () => {
  it('takes no more bytes (the module-off message) and is not stored; with the module on it ends', async () => {
    const id = '01JFAXYZ000000000000000001';
    await startUpload(s, crew.token, aurora, crew.id, id, PNG_HEAD.length, 'leaveAttachment');
    const send = () =>
      s.request(`/files/uploads/${id}`, {
        method: 'PATCH',
        token: crew.token,
        body: new Uint8Array(PNG_HEAD),
        headers: {
          'tus-resumable': '1.0.0',
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
        },
      });
    const state = async () =>
      (await s.db.query<{ state: string }>('SELECT state FROM files WHERE id = $1', [id]))[0]!.state;
    const [{ modules }] = (await s.db.query<{ modules: string[] }>(
      'SELECT modules FROM vessels WHERE id = $1',
      [aurora],
    )) as [{ modules: string[] }];
    await s.db.query('UPDATE vessels SET modules = $2 WHERE id = $1', [
      aurora,
      modules.filter((m) => m !== 'leave'),
    ]);
    try {
      const res = await send();
      expect([res.status, (await res.json()).message]).toEqual([
        403,
        'The Leave module is not enabled for this vessel.',
      ]);
      expect(await state()).toBe('uploading');
    } finally {
      await s.db.query('UPDATE vessels SET modules = $2 WHERE id = $1', [aurora, modules]);
    }
    expect((await send()).status).toBe(204);
    expect(await state()).toBe('stored');
  });
});

describe('an upload begun on a shipmate’s record by an officer who has since lost the level', () => {
  it('takes no more bytes (403) and is not stored; the level back, it ends', async () => {
    const officer = await s.login('officer@demo.yacht');
    const id = '01JFAXYZ000000000000000002';
    await startUpload(s, officer.accessToken, aurora, crew.id, id, PNG_HEAD.length, 'photo');
    const send = () =>
      s.request(`/files/uploads/${id}`, {
        method: 'PATCH',
        token: officer.accessToken,
        body: new Uint8Array(PNG_HEAD),
        headers: {
          'tus-resumable': '1.0.0',
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
        },
      });
    const state = async () =>
      (await s.db.query<{ state: string }>('SELECT state FROM files WHERE id = $1', [id]))[0]!.state;
    const [role] = await s.db.query<{ id: number; role_id: number }>(
      'SELECT id, role_id FROM user_vessel_roles WHERE user_id = $1 AND vessel_id = $2',
      [officer.user.id, aurora],
    );
    const [crewRole] = await s.db.query<{ id: number }>(
      'SELECT id FROM roles WHERE permission_level < 4 ORDER BY permission_level LIMIT 1',
    );
    await s.db.query('UPDATE user_vessel_roles SET role_id = $2 WHERE id = $1', [role!.id, crewRole!.id]);
    try {
      const res = await send();
      expect(res.status).toBe(403);
      expect(await state()).toBe('uploading');
    } finally {
      await s.db.query('UPDATE user_vessel_roles SET role_id = $2 WHERE id = $1', [role!.id, role!.role_id]);
    }
    expect((await send()).status).toBe(204);
    expect(await state()).toBe('stored');
  });
});
