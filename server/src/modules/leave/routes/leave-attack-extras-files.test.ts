import { UPLOAD_FAILED } from '@contracts/file-purposes';
import { LEAVE_ATTACHMENT_MAX_FILES, LEAVE_ATTACHMENT_TEXT } from '@contracts/leave-attachments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batch, madeRequest, PDF, signIn, together, uploadFile } from '../../../../testing/leave-extras-kit';
import { type LeaveTestServer, leaveServer } from '../../../../testing/leave-fixture';
import { shipmate } from '../../../../testing/role-fixtures';

/**
 * Attacks on a leave request's attachments (doc 3, sections 4 and 6) and the file routes that now
 * let the leave approval group in: whose files reach which request, who reads a file once it is
 * deleted from its request, what the feed shows, and attaches racing each other or a deletion.
 * On PostgreSQL the racing writes meet at the change-number lock in a known order.
 */
let t: LeaveTestServer;
let meridian: number;
/** The crew member's first profile, made inactive by the races below, and a request on it. */
let oldProfile: string;
let onOldKept: string;
beforeAll(async () => {
  t = await leaveServer();
  meridian = await t.s.vesselId('meridian');
  await signIn(t, 'mate', await shipmate(t.s));
});
afterAll(() => t.s.close());

const upload = (who: string, owner: string, extra: { vesselId?: number; purpose?: string } = {}) =>
  uploadFile(t.s, t.token[who]!, { vesselId: t.aurora, userId: t.userId[owner]!, ...extra });
const attach = (who: string, requestId: string, fileId: string) =>
  t.op(who, 'leave/request/attach', { yachtId: t.aurora, requestId, fileId });
const detach = (who: string, requestId: string, fileId: string) =>
  t.op(who, 'leave/request/detach', { yachtId: t.aurora, requestId, fileId });
const read = async (who: string, id: string) => {
  const bytes = (await t.s.request(`/files/${id}`, { token: t.token[who] })).status;
  const meta = (await t.s.request(`/files/${id}/meta`, { token: t.token[who] })).status;
  expect(meta, `${who}: /meta answers as the bytes do`).toBe(bytes);
  return bytes;
};
const attachmentIds = async (who: string, requestId: string) =>
  (await t.feed(who)).leaveRequests?.find((r) => r.id === requestId)?.attachments.map((a) => a.id);
const rowsOf = (fileIds: string[]) =>
  t.s.db.query<{ file_id: string; request_id: string }>(
    'SELECT file_id, request_id FROM leave_request_files WHERE file_id = ANY($1) ORDER BY file_id',
    [fileIds],
  );

describe('another vessel', () => {
  it("an approval-group member of Meridian reaches nothing of Aurora's others' leave", async () => {
    // The demo crew member serves on both; on Meridian (leave on) they join its leave group.
    await t.s.db.query("UPDATE vessels SET modules = modules || '{leave}' WHERE id = $1", [meridian]);
    await t.s.db.query('INSERT INTO leave_approval_members (vessel_id, user_id) VALUES ($1, $2)', [
      meridian,
      t.userId.crew,
    ]);
    t.token.crew = (await t.s.login('crew@demo.yacht')).accessToken;
    try {
      const request = await madeRequest(t, 'officer', ['2028-01-10']);
      const file = await upload('officer', 'officer');
      expect((await attach('officer', request, file.id)).status).toBe('applied');
      expect(await read('crew', file.id)).toBe(403);
      // No upload for an Aurora shipmate, whichever vessel the upload names.
      expect((await upload('crew', 'officer')).status).toBe(403);
      expect((await upload('crew', 'officer', { vesselId: meridian })).status).toBe(403);
      const own = await upload('crew', 'crew');
      expect((await attach('crew', request, own.id)).status).toBe('rejected');
      const refused = await detach('crew', request, file.id);
      // Refused, and without the server's copy of a request that is not theirs.
      expect(refused.status).toBe('rejected');
      expect(refused.records?.leaveRequests).toBeUndefined();
      const notify = await t.call(
        'crew',
        'GET',
        `/leave/requests/${request}/notify-users?yachtId=${t.aurora}`,
      );
      expect(notify.status).toBe(404);
      const report = await t.call(
        'crew',
        'GET',
        `/leave/${t.aurora}/reports/history?profileIds=${t.profileId.officer}&from=2028-01-01&to=2028-12-31`,
      );
      expect(report.status).toBe(403);
      // Meridian's request id and Aurora's vessel: nothing there either.
      expect(await attachmentIds('officer', request)).toEqual([file.id]);
    } finally {
      await t.s.db.query('DELETE FROM leave_approval_members WHERE vessel_id = $1', [meridian]);
      await t.s.db.query("UPDATE vessels SET modules = array_remove(modules, 'leave') WHERE id = $1", [
        meridian,
      ]);
    }
  });

  it("a file of another vessel, another purpose or another person is not this request's", async () => {
    const request = await madeRequest(t, 'crew', ['2028-01-17']);
    // A vessel without the leave module takes no leave attachment at all (issue 30, section 3).
    expect((await upload('crew', 'crew', { vesselId: meridian })).status).toBe(403);
    await t.s.db.query("UPDATE vessels SET modules = array_append(modules, 'leave') WHERE id = $1", [
      meridian,
    ]);
    const elsewhere = await upload('crew', 'crew', { vesselId: meridian }).finally(() =>
      t.s.db.query("UPDATE vessels SET modules = array_remove(modules, 'leave') WHERE id = $1", [meridian]),
    );
    const document = await upload('crew', 'crew', { purpose: 'crewDocument' });
    const plain = await upload('crew', 'crew', { purpose: 'attachment' });
    // The purser's upload for the crew member is the purser's to add, not the crew member's.
    const pursers = await upload('purser', 'crew');
    // An officer outside the leave group uploads no leave attachment for a shipmate.
    expect((await upload('officer', 'crew')).status).toBe(403);
    for (const f of [elsewhere, document, plain, pursers]) {
      expect(f.status).toBe(204);
      const res = await attach('crew', request, f.id);
      expect(res.errorList, f.id).toEqual([{ property: 'fileId', message: UPLOAD_FAILED }]);
    }
    expect(await attachmentIds('crew', request)).toEqual([]);
  });
});

describe('the leave approval group at level 2', () => {
  it("reads and uploads leave attachments only: never a crew document or another's signature", async () => {
    await t.s.db.query('INSERT INTO leave_approval_members (vessel_id, user_id) VALUES ($1, $2)', [
      t.aurora,
      t.userId.mate,
    ]);
    try {
      const document = await upload('crew', 'crew', { purpose: 'crewDocument' });
      expect(await read('mate', document.id)).not.toBe(200);
      for (const purpose of ['crewDocument', 'signature', 'attachment', 'document'])
        expect((await upload('mate', 'crew', { purpose })).status, purpose).toBe(403);
      expect((await upload('mate', 'crew')).status).toBe(204);
    } finally {
      await t.s.db.query('DELETE FROM leave_approval_members WHERE vessel_id = $1 AND user_id = $2', [
        t.aurora,
        t.userId.mate,
      ]);
    }
  });
});

describe('a file off its request', () => {
  it('once deleted from the request, only its uploader reads it, and only its uploader adds it again', async () => {
    const request = await madeRequest(t, 'crew', ['2028-02-07']);
    const file = await upload('purser', 'crew');
    expect((await attach('purser', request, file.id)).status).toBe('applied');
    expect(await read('crew', file.id)).toBe(200);
    expect((await detach('crew', request, file.id)).status).toBe('applied');
    expect(await read('crew', file.id)).toBe(404);
    expect(await read('captain', file.id)).toBe(404);
    expect(await read('purser', file.id)).toBe(200);
    const other = await madeRequest(t, 'crew', ['2028-02-14']);
    expect((await attach('crew', other, file.id)).errorList?.[0]?.message).toBe(UPLOAD_FAILED);
    expect((await attach('purser', other, file.id)).status).toBe('applied');
  });

  it("a deleted request's files: its uploader only", async () => {
    const request = await madeRequest(t, 'crew', ['2028-02-21']);
    const file = await upload('crew', 'crew');
    expect((await attach('crew', request, file.id)).status).toBe('applied');
    expect((await t.call('captain', 'DELETE', `/leave/requests/${request}?yachtId=${t.aurora}`)).status).toBe(
      200,
    );
    expect(await read('captain', file.id)).toBe(404);
    expect(await read('purser', file.id)).toBe(404);
    expect(await read('crew', file.id)).toBe(200);
    // Nothing is added to, or taken off, a deleted request.
    expect((await attach('crew', request, (await upload('crew', 'crew')).id)).status).toBe('rejected');
  });
});

describe('the feed after each write', () => {
  it('the owner and full access see the attachment; a shipmate and an officer never see the request', async () => {
    const { cursor } = await t.feed('crew');
    const request = await madeRequest(t, 'crew', ['2028-03-06'], 'purser');
    const file = await upload('purser', 'crew');
    expect((await attach('purser', request, file.id)).status).toBe('applied');
    const seen = (await t.feed('crew', cursor)).leaveRequests?.find((r) => r.id === request);
    expect(seen?.attachments).toEqual([
      { id: file.id, name: 'ticket.pdf', size: PDF.length, type: 'application/pdf' },
    ]);
    for (const who of ['mate', 'officer'])
      expect((await t.feed(who)).leaveRequests?.some((r) => r.id === request) ?? false, who).toBe(false);
    const before = (await t.feed('crew')).cursor;
    expect((await detach('purser', request, file.id)).status).toBe('applied');
    const after = await t.feed('crew', before);
    expect(after.leaveRequests?.find((r) => r.id === request)?.attachments).toEqual([]);
  });
});

describe('odd input', () => {
  it('bodies of the wrong shape are 400s, never a 500', async () => {
    const request = await madeRequest(t, 'crew', ['2028-04-03']);
    const bodies: unknown[] = [
      null,
      [],
      'x',
      {},
      { yachtId: t.aurora, requestId: request },
      { yachtId: t.aurora, requestId: request, fileId: null },
      { yachtId: t.aurora, requestId: request, fileId: 42 },
      { yachtId: t.aurora, requestId: request, fileId: '01jtx0000000000000000000001' },
      { yachtId: t.aurora, requestId: request, fileId: 'Ü'.repeat(26) },
      { yachtId: 'aurora', requestId: request, fileId: '01JTX000000000000000000001' },
      { yachtId: -1, requestId: request, fileId: '01JTX000000000000000000001' },
      { yachtId: 1e300, requestId: request, fileId: '01JTX000000000000000000001' },
      { yachtId: t.aurora, requestId: 'x'.repeat(5000), fileId: '01JTX000000000000000000001' },
      { yachtId: t.aurora, requestId: '\ud800abcdefghij', fileId: '01JTX000000000000000000001' },
      { yachtId: t.aurora, requestId: { $ne: null }, fileId: '01JTX000000000000000000001' },
    ];
    const ops = bodies.flatMap((body) => [
      { op: 'leave/request/attach', body },
      { op: 'leave/request/detach', body },
    ]);
    for (const r of await batch(t, t.token.crew!, ops)) {
      expect(r.status).toBe('rejected');
      expect(r.message).not.toBe('Application error occured! Please contact support for help.');
    }
    // A request's id where the file's goes: no such file to add; nothing to delete is done.
    const wrongKind = { yachtId: t.aurora, requestId: request, fileId: request };
    expect((await attach('crew', request, request)).errorList?.[0]?.message).toBe(UPLOAD_FAILED);
    expect((await t.op('crew', 'leave/request/detach', wrongKind)).status).toBe('applied');
    for (const raw of [
      '[]',
      'null',
      '"x"',
      '{"yachtId":"1e3","fileId":[]}',
      '{',
      `{"yachtId":${t.aurora}}`,
    ]) {
      const res = await t.s.request(`/leave/requests/${request}/attachments`, {
        method: 'POST',
        token: t.token.crew,
        body: raw,
      });
      expect([400, 403], raw).toContain(res.status);
    }
    for (const q of ['', '?yachtId=', '?yachtId=abc', '?yachtId=99999999999', '?yachtId=1&yachtId=2'])
      expect(
        (
          await t.call(
            'crew',
            'DELETE',
            `/leave/requests/${request}/attachments/01JTX000000000000000000001${q}`,
          )
        ).status,
        q,
      ).toBeLessThan(500);
    // A file id that is no ULID, or a request id that is no id, is not a route.
    expect(
      (await t.call('crew', 'DELETE', `/leave/requests/${request}/attachments/x?yachtId=1`)).status,
    ).toBe(404);
    expect(t.s.errors).toEqual([]);
  });
});

describe('races', () => {
  it('two attaches past the tenth at once: one is added, the other is refused', async () => {
    const request = await madeRequest(t, 'crew', ['2028-05-01']);
    for (let i = 0; i < LEAVE_ATTACHMENT_MAX_FILES - 1; i++)
      expect((await attach('crew', request, (await upload('crew', 'crew')).id)).status).toBe('applied');
    const [a, b] = [await upload('crew', 'crew'), await upload('crew', 'crew')];
    const results = await together(t.s, [
      () => attach('crew', request, a.id),
      () => attach('crew', request, b.id),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['applied', 'rejected']);
    expect(results.find((r) => r.status === 'rejected')?.errorList?.[0]?.message).toBe(
      LEAVE_ATTACHMENT_TEXT.tooMany,
    );
    expect(await attachmentIds('crew', request)).toHaveLength(LEAVE_ATTACHMENT_MAX_FILES);
    expect(t.s.errors).toEqual([]);
  });

  it('one file onto two requests of one person at once (an old profile and a new one): one wins, no 500', async () => {
    // The crew member left and came back, and the purser set up a new profile: the old one stays,
    // inactive, with its requests.
    oldProfile = t.profileId.crew!;
    const onOld = await madeRequest(t, 'crew', ['2028-06-05'], 'purser');
    onOldKept = await madeRequest(t, 'crew', ['2028-06-19'], 'purser');
    await t.s.db.query('UPDATE leave_profiles SET active = false WHERE id = $1', [oldProfile]);
    const fresh = t.newId('P');
    const setup = await t.op('purser', 'leave/profile/setup', {
      yachtId: t.aurora,
      profileId: fresh,
      crewId: t.crewId.crew,
      type: 'yearly',
      startDate: '2026-11-01',
      daysPerYear: 30,
    });
    expect(setup.status, setup.message).toBe('applied');
    t.profileId.crew = fresh;
    const onNew = await madeRequest(t, 'crew', ['2028-07-03'], 'purser');
    const file = await upload('purser', 'crew');
    const results = await together(t.s, [
      () => attach('purser', onOld, file.id),
      () => attach('purser', onNew, file.id),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['applied', 'rejected']);
    expect(results.find((r) => r.status === 'rejected')?.errorList?.[0]?.message).toBe(
      LEAVE_ATTACHMENT_TEXT.used,
    );
    expect(await rowsOf([file.id])).toHaveLength(1);
    expect(t.s.errors).toEqual([]);
  });

  it('an attach that waited for a deletion of its request is refused, not added to the deleted request', async () => {
    const request = await madeRequest(t, 'crew', ['2028-08-07']);
    const file = await upload('crew', 'crew');
    const [deleted, added] = await together(t.s, [
      () => t.call('captain', 'DELETE', `/leave/requests/${request}?yachtId=${t.aurora}`),
      () => attach('crew', request, file.id),
    ]);
    expect(deleted!.status).toBe(200);
    expect(added).toMatchObject({ status: 'rejected' });
    expect(await rowsOf([file.id])).toEqual([]);
    // The whole profile deleted while an attach waits for it: the same.
    const late = await upload('purser', 'crew');
    const [gone, waited] = await together(t.s, [
      () => t.call('purser', 'DELETE', `/leave/profiles/${oldProfile}?yachtId=${t.aurora}`),
      () => attach('purser', onOldKept, late.id),
    ]);
    expect(gone!.status).toBe(200);
    expect(waited).toMatchObject({ status: 'rejected' });
    expect(await rowsOf([late.id])).toEqual([]);
    expect(t.s.errors).toEqual([]);
  });
});
