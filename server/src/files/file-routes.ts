import { Readable } from 'node:stream';
import {
  FILE_PURPOSES,
  type FilePurpose,
  UPLOAD_FAILED,
  UPLOAD_LENGTH_INVALID,
  UPLOAD_REPLAY_DIFFERS,
  WRONG_TYPE,
} from '@contracts/file-purposes';
import { fileIdSchema, uploadMetadataSchema } from '@contracts/files';
import { MSG } from '@contracts/messages';
import { LEVEL, levelOn, reaches } from '@domain/access/permissions';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { z } from 'zod';
import { FILE_RULES } from '../composition';
import type { ServerDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { badRequest, forbidden, HttpError, notFound, parseParam, parseWith } from '../http/errors';
import { policies, type Source } from '../http/policy';
import type { Actor } from '../kernel/actors';
import { moduleOffMessage, vesselHasModule } from '../kernel/vessel-modules';
import { type FileRow, fileRow } from './file-row';
import { tusServer, UPLOADS_PATH } from './tus-server';
import { parseUploadMetadata } from './upload-metadata';

const TUS = { 'tus-resumable': '1.0.0' };

/** The Content-Disposition of a download: an ASCII fallback, then the name as written. */
export function disposition(name: string) {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Files that travel offline, over the tus protocol (resumable uploads in chunks): a device
 * creates an upload under the id it chose, sends the bytes, and after a dropped link asks how
 * many arrived (HEAD) and goes on from there. A finished file is checked from its content
 * (files/tus-server.ts); reading it needs the caller's permission on the record it belongs to.
 */
export function fileRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps);
  // tus's server and the libraries under it are read at the first upload, not at every start
  // (issue 34: a restart under 1 s); one server for all uploads once made.
  let tus: ReturnType<typeof tusServer> | undefined;
  const tusOf = () => {
    tus ??= tusServer(deps);
    return tus;
  };

  // One lookup per request: the policy reads the vessel and user, the handler the rest.
  const rows = new WeakMap<Request, Promise<FileRow | null>>();
  const rowOf = (c: Context<AppEnv>) => {
    let row = rows.get(c.req.raw);
    if (!row) {
      row = fileRow(deps.db, parseParam('id', fileIdSchema, c.req.param('id')));
      rows.set(c.req.raw, row);
    }
    return row;
  };
  const storedRow = async (c: Context<AppEnv>) => {
    const row = await rowOf(c);
    if (row?.state !== 'stored') throw notFound();
    return row;
  };
  /** An upload under way (or done) may be continued by the one who started it only. */
  const ownUpload = async (c: Context<AppEnv>) => {
    const row = await rowOf(c);
    if (!row) throw notFound();
    if (row.uploaded_by !== c.get('actor').id) throw forbidden();
    return row;
  };

  const fromMetadata = (field: 'vesselId' | 'userId'): Source => ({
    where: `Upload-Metadata.${field}`,
    property: field,
    read: (c) => parseUploadMetadata(c.req.header('upload-metadata'))[field],
  });
  const fromFile = (field: 'vessel_id' | 'user_id', property: string): Source => ({
    where: `files.${field}`,
    property,
    read: async (c) => (await storedRow(c))[field],
  });
  /**
   * A file on someone else's record: an officer of the vessel, unless its purpose's module opens
   * it otherwise (the leave approval group has full access to leave, whatever its level: the
   * policies let the group in, and only a leave attachment is its way in).
   */
  const purposeRule = async (actor: Actor, f: { purpose: FilePurpose; vesselId: number; userId: number }) => {
    if (f.userId === actor.id) return;
    const wider = FILE_RULES[f.purpose]?.othersMay;
    const may = wider
      ? await wider.check(deps.db, actor, f)
      : reaches(levelOn(actor.roles, f.vesselId), LEVEL.officer);
    if (!may) throw forbidden();
  };
  const readRule = async (c: Context<AppEnv>, row: FileRow) => {
    // One rule for every purpose (issue 30): a file of a module that is off on its vessel is not
    // there for anyone, its owner included. A file names the vessel of the record it goes on.
    if (!(await vesselHasModule(deps.db, row.vessel_id, FILE_PURPOSES[row.purpose].module))) throw notFound();
    const actor = c.get('actor');
    const rules = FILE_RULES[row.purpose];
    // The record the file belongs to may hide it (a private document, a request one may not see).
    const hidden = async () => !!(await rules?.hidden?.(deps.db, actor, row));
    if (rules?.hiddenFirst && (await hidden())) throw notFound();
    await purposeRule(actor, { purpose: row.purpose, vesselId: row.vessel_id, userId: row.user_id });
    if (!rules?.hiddenFirst && (await hidden())) throw notFound();
  };
  /** The approval groups a purpose's module lets through (the policy admits them; purposeRule decides). */
  const groups = Object.values(FILE_RULES).flatMap((r) => (r?.othersMay ? [r.othersMay.group] : []));
  // Reading a file: one's own record, or an officer's on the vessel (as with rest days).
  const mayRead = () =>
    policy.ownOrLevel(LEVEL.officer, fromFile('vessel_id', 'vesselId'), fromFile('user_id', 'userId'), {
      group: groups,
    });

  const sameUpload = (row: FileRow, meta: z.infer<typeof uploadMetadataSchema>, length: number) =>
    Number(row.size) === length &&
    row.name === meta.name &&
    row.purpose === meta.purpose &&
    row.vessel_id === meta.vesselId &&
    row.user_id === meta.userId;
  /** The bytes a replayed upload has: all of a stored one, a part being written as tus says. */
  const replayedOffset = async (row: FileRow): Promise<number | null> => {
    if (row.state === 'stored') return Number(row.size);
    const upload = await deps.files.getUpload(row.id).catch(() => null);
    // A whole one still being checked gets no offset: the device finds out with HEAD later.
    return upload && upload.offset < Number(row.size) ? upload.offset : null;
  };

  // Creating an upload: the same rule, on the vessel and user the metadata names.
  app.post(
    '/uploads',
    policy.ownOrLevel(LEVEL.officer, fromMetadata('vesselId'), fromMetadata('userId'), { group: groups }),
    async (c) => {
      const meta = parseWith(uploadMetadataSchema, parseUploadMetadata(c.req.header('upload-metadata')));
      // A module that is off takes no files either: stored, the file would never be served.
      const module = FILE_PURPOSES[meta.purpose].module;
      if (!(await vesselHasModule(deps.db, meta.vesselId, module)))
        throw new HttpError(403, { message: moduleOffMessage(module) });
      await purposeRule(c.get('actor'), meta);
      const uploads = FILE_RULES[meta.purpose]?.uploads;
      if (uploads && !(await uploads(deps.db, c.get('actor'), meta.vesselId))) throw forbidden();
      // Digits only, as tus reads it: '0x10' or '1e1' are numbers to JavaScript, not to tus.
      const lengthHeader = c.req.header('upload-length');
      if (lengthHeader === undefined || lengthHeader === '')
        throw badRequest([{ property: 'Upload-Length', message: MSG.required }]);
      const length = /^[0-9]{1,16}$/.test(lengthHeader) ? Number(lengthHeader) : Number.NaN;
      if (!Number.isSafeInteger(length) || length <= 0)
        throw badRequest([{ property: 'Upload-Length', message: UPLOAD_LENGTH_INVALID }]);
      const rule = FILE_PURPOSES[meta.purpose];
      // Bounded before a byte is accepted: the spec's message, in its words.
      if (length > rule.maxBytes) throw new HttpError(413, { message: rule.tooBig(meta.name) });
      const actor = c.get('actor');
      const existing = await fileRow(deps.db, meta.id);
      if (existing) {
        // Sent again (its answer lost, or the whole upload replayed): the same upload goes on, a
        // HEAD or PATCH there tells the device how far it got; a finished one is never a second file.
        if (existing.uploaded_by !== actor.id) throw forbidden();
        if (existing.state === 'refused') throw new HttpError(415, { message: WRONG_TYPE });
        // A replay is the same upload byte for byte: another length, name, purpose or record under
        // the same id is a different file, refused rather than answered as if it were this one.
        if (!sameUpload(existing, meta, length)) throw new HttpError(409, { message: UPLOAD_REPLAY_DIFFERS });
        // How far it got, so a device that never kept the address (its tab closed before it
        // could) sends no byte twice over the link: tus's creation answer has no such header,
        // our device reads it, other tus clients ignore it and ask with HEAD.
        const offset = await replayedOffset(existing);
        return new Response(null, {
          status: 201,
          headers: {
            ...TUS,
            location: `${UPLOADS_PATH}/${meta.id}`,
            ...(offset === null ? {} : { 'upload-offset': String(offset) }),
          },
        });
      }
      // Loaded before the row is written, so a row never waits on it.
      const server = await tusOf();
      const [onBoard] = await deps.db.query(
        'SELECT 1 AS ok FROM user_vessel_roles WHERE user_id = $1 AND vessel_id = $2',
        [meta.userId, meta.vesselId],
      );
      if (!onBoard) throw forbidden(); // a file belongs to the record of someone on the vessel
      const inserted = await deps.db.query(
        `INSERT INTO files (id, vessel_id, user_id, uploaded_by, purpose, name, size)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [meta.id, meta.vesselId, meta.userId, actor.id, meta.purpose, meta.name, length],
      );
      if (inserted.length === 0) throw new HttpError(409, { message: UPLOAD_FAILED });
      const created = await tusAnswer(server.handleWeb(forTus(c.req.raw)));
      // tus refused the creation (a header it did not take): no row may promise an upload.
      if (created.status !== 201)
        await deps.db.query("DELETE FROM files WHERE id = $1 AND state = 'uploading'", [meta.id]);
      return created;
    },
  );

  // How far an upload got (Hono serves HEAD with the GET route; tus's own GET is not offered).
  app.get('/uploads/:id', policy.signedIn(), async (c) => {
    await ownUpload(c);
    // not-ui-text: tus's protocol, for an upload client, never a person
    if (c.req.raw.method !== 'HEAD')
      throw new HttpError(405, { message: 'Ask with HEAD how far an upload got.' });
    return tusAnswer((await tusOf()).handleWeb(forTus(c.req.raw)));
  });
  // Its bytes: by the rule its creation passed, judged again now (an officer who began one on a
  // shipmate's record and has since lost the vessel or the level finished it, stored on a record
  // they may no longer reach), on the vessel and user the upload names.
  const fromUpload = (field: 'vessel_id' | 'user_id', property: string): Source => ({
    where: `files.${field}`,
    property,
    read: async (c) => (await ownUpload(c))[field],
  });
  const mayContinue = policy.ownOrLevel(
    LEVEL.officer,
    fromUpload('vessel_id', 'vesselId'),
    fromUpload('user_id', 'userId'),
    { group: groups },
  );
  app.patch('/uploads/:id', mayContinue, async (c) => {
    const row = await ownUpload(c);
    await purposeRule(c.get('actor'), { purpose: row.purpose, vesselId: row.vessel_id, userId: row.user_id });
    if (row.state === 'refused') throw new HttpError(415, { message: WRONG_TYPE });
    // A chunk of a finished file, sent again: it is all there, and the device may stop.
    if (row.state === 'stored')
      return new Response(null, { status: 204, headers: { ...TUS, 'upload-offset': String(row.size) } });
    // The module switched off since the upload began: its bytes are refused as its creation would
    // be now (finished, the file would be stored and never served).
    const module = FILE_PURPOSES[row.purpose].module;
    if (!(await vesselHasModule(deps.db, row.vessel_id, module)))
      throw new HttpError(403, { message: moduleOffMessage(module) });
    // Nor does one whose uploader lost the right since (the documents check turned on).
    const uploads = FILE_RULES[row.purpose]?.uploads;
    if (uploads && !(await uploads(deps.db, c.get('actor'), row.vessel_id))) throw forbidden();
    return tusAnswer((await tusOf()).handleWeb(forTus(c.req.raw)));
  });

  app.get('/:id/meta', mayRead(), async (c) => {
    const row = await storedRow(c);
    await readRule(c, row);
    return c.json({
      id: row.id,
      vesselId: row.vessel_id,
      userId: row.user_id,
      uploadedBy: row.uploaded_by,
      purpose: row.purpose,
      name: row.name,
      mime: row.mime,
      size: row.size,
      sha256: row.sha256,
      createdAt: new Date(row.created_at).toISOString(),
    });
  });

  // The bytes, typed as sniffed on arrival; always a download, never shown in the app's origin.
  app.get('/:id', mayRead(), async (c) => {
    const row = await storedRow(c);
    await readRule(c, row);
    const stream = (await deps.files.read(row.id)) as Readable;
    return new Response(Readable.toWeb(stream) as ReadableStream, {
      headers: {
        'content-type': row.mime ?? 'application/octet-stream',
        'content-length': String(row.size),
        'content-disposition': disposition(row.name),
        'cache-control': 'private',
        ...(row.sha256 ? { etag: `"${row.sha256}"` } : {}),
        'x-file-vessel': String(row.vessel_id),
        'x-file-user': String(row.user_id),
        'x-file-purpose': row.purpose,
      },
    });
  });
  return app;
}

/** The request as tus sees it: the path only, so nothing in a query can name another upload. */
function forTus(req: Request): Request {
  const url = new URL(req.url);
  url.search = '';
  return new Request(url, req);
}

/**
 * tus's own refusals are plain text with its status codes (a 501 for an extension it lacks);
 * they reach the device in the API's error shape, as a 4xx, without tus's CORS headers.
 */
async function tusAnswer(pending: Promise<Response>): Promise<Response> {
  const res = await pending;
  const headers = new Headers(res.headers);
  for (const name of [...headers.keys()]) if (name.startsWith('access-control-')) headers.delete(name);
  if (res.status < 400 || res.headers.get('content-type')?.includes('json'))
    return new Response(res.body, { status: res.status, headers });
  const text = (await res.text()).trim();
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  const status = res.status >= 500 && res.status !== 500 ? 400 : res.status;
  // Our own hooks already answer in the shape (as text); tus's messages are wrapped in it.
  const body = text.startsWith('{') ? text : JSON.stringify({ message: text || MSG.status400 });
  return new Response(body, { status, headers });
}
