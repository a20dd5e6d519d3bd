import { UPLOAD_FAILED, WRONG_TYPE } from '@contracts/file-purposes';
import { LEAVE_ATTACHMENT_MAX_FILES, LEAVE_ATTACHMENT_TEXT } from '@contracts/leave-attachments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFile } from '../../../../testing/file-fixtures';
import { type LeaveTestServer, leaveServer } from '../../../../testing/leave-fixture';
import { shipmate } from '../../../../testing/role-fixtures';
import { tusMetadata } from '../../../../testing/route-samples';

/**
 * Doc 3, section 4: a leave request's attachments are added and deleted in every status and
 * downloaded by whoever may read the request (its owner, or full leave access on its vessel).
 * The file comes through the resumable file queue (purpose 'leaveAttachment': PDF or a photo,
 * 4,000,000 bytes, ten a request); reading it asks what reading the request asks.
 */
let t: LeaveTestServer;
let mate: number;
let mateToken: string;
beforeAll(async () => {
  t = await leaveServer();
  mate = await shipmate(t.s);
  const [row] = await t.s.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [mate]);
  mateToken = (await t.s.login(row!.email)).accessToken;
});
afterAll(() => t.s.close());

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
let seq = 0;
const fileId = () => `01JTA${String(++seq).padStart(21, '0')}`;

/** A tus upload in one chunk; answers the PATCH's status (204 stored, 415 refused). */
async function upload(
  token: string,
  owner: number,
  bytes: Uint8Array<ArrayBuffer>,
  opts: { id?: string; name?: string } = {},
) {
  const id = opts.id ?? fileId();
  const meta = {
    id,
    vesselId: t.aurora,
    userId: owner,
    purpose: 'leaveAttachment',
    name: opts.name ?? 'ticket.pdf',
  };
  const created = await t.s.request('/files/uploads', {
    method: 'POST',
    token,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(bytes.length),
      'upload-metadata': tusMetadata(meta),
    },
  });
  if (created.status !== 201) return { id, status: created.status, created };
  const res = await t.s.request(`/files/uploads/${id}`, {
    method: 'PATCH',
    token,
    body: bytes,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
  });
  return { id, status: res.status, created };
}
const made = async (who: string, dates: string[], by = who) => {
  const id = t.newId('R');
  const res = await t.call(by, 'PUT', `/leave/requests/${id}`, t.requestBody(who, dates));
  expect(res.status, await res.clone().text()).toBe(200);
  return id;
};
const attach = (who: string, requestId: string, id: string) =>
  t.op(who, 'leave/request/attach', { yachtId: t.aurora, requestId, fileId: id });
const attachmentsOf = async (who: string, requestId: string) =>
  (await t.feed(who)).leaveRequests?.find((r) => r.id === requestId)?.attachments;
const read = (who: string | undefined, id: string) =>
  t.s.request(`/files/${id}`, { token: who === 'mate' ? mateToken : who ? t.token[who] : undefined });

describe('adding an attachment', () => {
  it('the owner adds a PDF to a pending request; the request brings its name, size and type', async () => {
    const request = await made('crew', ['2028-02-07']);
    const up = await upload(t.token.crew!, t.userId.crew!, PDF);
    expect(up.status).toBe(204);
    expect((await attach('crew', request, up.id)).status).toBe('applied');
    // Sent again (another device's replay): the same add, no second row.
    expect((await attach('crew', request, up.id)).status).toBe('applied');
    expect(await attachmentsOf('crew', request)).toEqual([
      { id: up.id, name: 'ticket.pdf', size: PDF.length, type: 'application/pdf' },
    ]);
    expect((await attachmentsOf('captain', request))?.map((a) => a.id)).toEqual([up.id]);
  });

  it('over REST too, and in an approved request (attachments change in every status)', async () => {
    const request = await made('crew', ['2028-02-14']);
    expect(
      (
        await t.call('captain', 'PUT', `/leave/requests/${request}/decide`, {
          yachtId: t.aurora,
          action: 'APPROVE',
        })
      ).status,
    ).toBe(200);
    const up = await upload(t.token.crew!, t.userId.crew!, PDF);
    const res = await t.call('crew', 'POST', `/leave/requests/${request}/attachments`, {
      yachtId: t.aurora,
      fileId: up.id,
    });
    expect(res.status, await res.clone().text()).toBe(200);
  });

  it('refuses an eleventh file, a file too big, a wrong type, and a file of another kind', async () => {
    const request = await made('crew', ['2028-02-21']);
    for (let i = 0; i < LEAVE_ATTACHMENT_MAX_FILES; i++) {
      const up = await upload(t.token.crew!, t.userId.crew!, PDF);
      expect((await attach('crew', request, up.id)).status).toBe('applied');
    }
    const eleventh = await upload(t.token.crew!, t.userId.crew!, PDF);
    const over = await attach('crew', request, eleventh.id);
    expect(over).toMatchObject({
      status: 'rejected',
      errorList: [{ property: 'fileId', message: LEAVE_ATTACHMENT_TEXT.tooMany }],
    });

    // Doc 3, section 9: 4,000,000 bytes a file; a byte more is refused before any is sent.
    const announce = (length: number, name: string) =>
      t.s.request('/files/uploads', {
        method: 'POST',
        token: t.token.crew,
        headers: {
          'tus-resumable': '1.0.0',
          'upload-length': String(length),
          'upload-metadata': tusMetadata({
            id: fileId(),
            vesselId: t.aurora,
            userId: t.userId.crew!,
            purpose: 'leaveAttachment',
            name,
          }),
        },
      });
    expect((await announce(4_000_000, 'ticket.pdf')).status).toBe(201);
    const big = await announce(4_000_001, 'scan.pdf');
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({
      message: "File 'scan.pdf' is too large. Please keep file under 4 MB.",
    });

    const other = await made('crew', ['2028-02-28']);
    const text = await upload(t.token.crew!, t.userId.crew!, new TextEncoder().encode('just some text'), {
      name: 'note.pdf',
    });
    expect(text.status).toBe(415);
    expect((await attach('crew', other, text.id)).errorList).toEqual([
      { property: 'fileId', message: WRONG_TYPE },
    ]);
    const photo = await storedFile(t.s, t.token.crew!, t.aurora, t.userId.crew!, fileId(), 'photo');
    expect((await attach('crew', other, photo)).errorList).toEqual([
      { property: 'fileId', message: UPLOAD_FAILED },
    ]);
    // Still uploading (a chunk short): not yet a file to add.
    const halfId = fileId();
    const half = await t.s.request('/files/uploads', {
      method: 'POST',
      token: t.token.crew,
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': '100',
        'upload-metadata': tusMetadata({
          id: halfId,
          vesselId: t.aurora,
          userId: t.userId.crew!,
          purpose: 'leaveAttachment',
          name: 'half.pdf',
        }),
      },
    });
    expect(half.status).toBe(201);
    expect((await attach('crew', other, halfId)).errorList?.[0]?.message).toBe(UPLOAD_FAILED);
  });

  it('refuses someone else’s request, a file someone else uploaded, and one on another request', async () => {
    const mine = await made('crew', ['2028-03-06']);
    const theirs = await made('officer', ['2028-03-06']);
    const up = await upload(t.token.crew!, t.userId.crew!, PDF);
    expect((await attach('crew', theirs, up.id)).status).toBe('rejected');
    // The crew member cannot even upload for the officer's record.
    expect((await upload(t.token.crew!, t.userId.officer!, PDF)).status).toBe(403);
    // The purser (full access) cannot put the crew member's upload on the request.
    expect((await attach('purser', mine, up.id)).errorList?.[0]?.message).toBe(UPLOAD_FAILED);
    expect((await attach('crew', mine, up.id)).status).toBe('applied');
    const second = await made('crew', ['2028-03-13']);
    expect((await attach('crew', second, up.id)).errorList?.[0]?.message).toBe(LEAVE_ATTACHMENT_TEXT.used);
  });
});

describe('reading and deleting', () => {
  it('the owner and full leave access read the file; an officer outside the group and other crew do not', async () => {
    const request = await made('crew', ['2028-04-03']);
    const up = await upload(t.token.crew!, t.userId.crew!, PDF);
    await attach('crew', request, up.id);
    expect((await read('crew', up.id)).status).toBe(200);
    expect((await read('captain', up.id)).status).toBe(200);
    expect((await read('purser', up.id)).status).toBe(200);
    expect((await read('officer', up.id)).status).toBe(403);
    expect((await read('mate', up.id)).status).toBe(403);
    expect((await read(undefined, up.id)).status).toBe(401);
    expect((await t.s.request(`/files/${up.id}/meta`, { token: t.token.officer })).status).toBe(403);
  });

  it('the leave approval group, whatever its level, uploads and reads for others’ requests (attaching when it may edit leave), but no other file', async () => {
    await t.inApprovalGroup(mate!, async () => {
      const request = await made('crew', ['2028-04-10']);
      const up = await upload(mateToken, t.userId.crew!, PDF);
      expect(up.status).toBe(204);
      const attach = async () => {
        const res = await t.s.post(
          '/sync',
          {
            cursor: 0,
            ops: [
              {
                id: t.newId('OP'),
                op: 'leave/request/attach',
                body: { yachtId: t.aurora, requestId: request, fileId: up.id },
                baseVersion: 0,
              },
            ],
          },
          mateToken,
        );
        return ((await res.json()) as { results: { status: string }[] }).results[0]!.status;
      };
      // Attaching changes another's request: as a save of it, only when the group may edit leave.
      expect(await attach()).toBe('rejected');
      expect((await attachmentsOf('crew', request))?.map((a) => a.id)).toEqual([]);
      await t.editByGroup(true);
      expect(await attach()).toBe('applied');
      await t.editByGroup(false);
      expect((await attachmentsOf('crew', request))?.map((a) => a.id)).toEqual([up.id]);
      expect((await read('mate', up.id)).status).toBe(200);
      // A photo of the crew member's is still an officer's to read, not the leave group's.
      const photo = await storedFile(t.s, t.token.crew!, t.aurora, t.userId.crew!, fileId(), 'photo');
      expect((await read('mate', photo)).status).toBe(403);
      const created = await t.s.request('/files/uploads', {
        method: 'POST',
        token: mateToken,
        headers: {
          'tus-resumable': '1.0.0',
          'upload-length': '16',
          'upload-metadata': tusMetadata({
            id: fileId(),
            vesselId: t.aurora,
            userId: t.userId.crew!,
            purpose: 'photo',
            name: 'x.png',
          }),
        },
      });
      expect(created.status).toBe(403);
    });
  });

  it('an attachment is deleted in any status; after that only its uploader reads the file', async () => {
    const request = await made('crew', ['2028-05-08']);
    const up = await upload(t.token.crew!, t.userId.crew!, PDF);
    await attach('crew', request, up.id);
    expect(
      (
        await t.call('captain', 'PUT', `/leave/requests/${request}/decide`, {
          yachtId: t.aurora,
          action: 'APPROVE',
        })
      ).status,
    ).toBe(200);
    // Crew cannot remove from another's request; an officer outside the group neither.
    expect(
      (
        await t.op('officer', 'leave/request/detach', {
          yachtId: t.aurora,
          requestId: request,
          fileId: up.id,
        })
      ).status,
    ).toBe('rejected');
    const res = await t.call(
      'crew',
      'DELETE',
      `/leave/requests/${request}/attachments/${up.id}?yachtId=${t.aurora}`,
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await attachmentsOf('captain', request)).toEqual([]);
    expect((await read('captain', up.id)).status).toBe(404);
    expect((await read('crew', up.id)).status).toBe(200);
    // Deleted twice (two devices): done.
    expect(
      (await t.op('crew', 'leave/request/detach', { yachtId: t.aurora, requestId: request, fileId: up.id }))
        .status,
    ).toBe('applied');
  });

  it('a copy made by Duplicate has no attachments of the original', async () => {
    const request = await made('crew', ['2028-06-05']);
    const up = await upload(t.token.crew!, t.userId.crew!, PDF);
    await attach('crew', request, up.id);
    const copy = t.newId('C');
    expect(
      (
        await t.op('purser', 'leave/request/duplicate', {
          yachtId: t.aurora,
          requestId: request,
          copies: [{ profileId: t.profileId.officer, requestId: copy }],
        })
      ).status,
    ).toBe('applied');
    expect(await attachmentsOf('purser', copy)).toEqual([]);
  });
});
