import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { Server as TusServer } from '@tus/server';
import { fileTypeFromBuffer } from 'file-type';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { fileIdSchema, uploadMetadataSchema } from '../../../src/contracts/files';
import { MSG } from '../../../src/contracts/messages';
import { LEVEL } from '../../../src/domain/access/permissions';
import type { ServerDeps } from '../deps';
import { FILE_PURPOSES, MAX_FILE_BYTES, UPLOAD_FAILED, WRONG_TYPE } from '../files/file-rules';
import type { FileStorage } from '../files/file-storage';
import type { AppEnv } from '../http/env';
import { HttpError, parseWith } from '../http/errors';
import { policies, type Source } from '../http/policy';

const UPLOADS_PATH = '/api/v1/files/uploads';

interface FileRow {
  id: string;
  vessel_id: number;
  user_id: number;
  uploaded_by: number;
  purpose: keyof typeof FILE_PURPOSES;
  name: string;
  size: number;
  state: 'uploading' | 'stored' | 'refused';
  mime: string | null;
}

/** tus Upload-Metadata: "key base64value,key2 base64value2". */
function metadataOf(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (key) out[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return out;
}

const fail = (status: 413 | 415, message: string) => ({
  status_code: status,
  body: JSON.stringify({ message }),
});

/**
 * Files that travel offline, over the tus protocol (resumable uploads in chunks): a device
 * creates an upload under the id it chose, sends the bytes, and after a dropped link asks how
 * many arrived (HEAD) and goes on from there. A finished file is checked from its content.
 */
export function fileRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps);
  const storage: FileStorage = deps.files;

  const rowOf = async (id: string) =>
    (await deps.db.query<FileRow>('SELECT * FROM files WHERE id = $1', [id]))[0] ?? null;

  const tus = new TusServer({
    path: UPLOADS_PATH,
    datastore: storage,
    relativeLocation: true,
    maxSize: MAX_FILE_BYTES,
    namingFunction: (req) => {
      const id = metadataOf(req.headers.get('upload-metadata') ?? undefined).id;
      return fileIdSchema.parse(id);
    },
    onUploadFinish: async (_req, upload) => {
      const row = (await rowOf(upload.id))!;
      const bytes = await readAll(await storage.read(upload.id));
      const sniffed = await fileTypeFromBuffer(bytes);
      if (!sniffed || !(FILE_PURPOSES[row.purpose].types as readonly string[]).includes(sniffed.mime)) {
        await deps.db.query("UPDATE files SET state = 'refused' WHERE id = $1", [row.id]);
        await storage.remove(upload.id).catch(deps.log);
        throw fail(415, WRONG_TYPE);
      }
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await deps.db.query(
        "UPDATE files SET state = 'stored', mime = $2, sha256 = $3, size = $4, stored_at = now() WHERE id = $1",
        [row.id, sniffed.mime, sha256, bytes.length],
      );
      return {};
    },
    onResponseError: (_req, err) => {
      if ('status_code' in err) return err;
      deps.log(err);
      return { status_code: 500, body: JSON.stringify({ message: UPLOAD_FAILED }) };
    },
  });

  const fromMetadata = (field: 'vesselId' | 'userId'): Source => ({
    where: `Upload-Metadata.${field}`,
    property: field,
    read: (c) => metadataOf(c.req.header('upload-metadata'))[field],
  });
  const fromFile = (field: 'vessel_id' | 'user_id', property: string): Source => ({
    where: `files.${field}`,
    property,
    read: async (c) => {
      const id = parseWith(fileIdSchema, c.req.param('id'));
      const row = await rowOf(id);
      if (row?.state !== 'stored') throw new HttpError(404, { message: MSG.status404 });
      return row[field];
    },
  });

  // Creating an upload: one's own record, or an officer's on the vessel (as with rest days).
  app.post(
    '/uploads',
    policy.ownOrLevel(LEVEL.officer, fromMetadata('vesselId'), fromMetadata('userId')),
    async (c) => {
      const meta = parseWith(uploadMetadataSchema, metadataOf(c.req.header('upload-metadata')));
      const length = Number(c.req.header('upload-length'));
      if (!Number.isSafeInteger(length) || length <= 0)
        throw new HttpError(400, {
          message: MSG.status400,
          errorList: [{ property: 'Upload-Length', message: 'Required' }],
        });
      const rule = FILE_PURPOSES[meta.purpose];
      if (length > rule.maxBytes) throw new HttpError(413, { message: rule.tooBig(meta.name) });
      const actor = c.get('actor');
      const existing = await rowOf(meta.id);
      if (existing) {
        // The answer to an earlier creation was lost: the same upload goes on (HEAD tells where).
        if (existing.uploaded_by !== actor.id) throw new HttpError(403, { message: MSG.status403 });
        return new Response(null, {
          status: 201,
          headers: { location: `${UPLOADS_PATH}/${meta.id}`, 'tus-resumable': '1.0.0' },
        });
      }
      const inserted = await deps.db.query(
        `INSERT INTO files (id, vessel_id, user_id, uploaded_by, purpose, name, size)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [meta.id, meta.vesselId, meta.userId, actor.id, meta.purpose, meta.name, length],
      );
      if (inserted.length === 0) throw new HttpError(409, { message: UPLOAD_FAILED });
      return tus.handleWeb(c.req.raw);
    },
  );

  // Going on with an upload (HEAD answers the offset; Hono serves HEAD with the GET route): its uploader only.
  const own = async (c: Context<AppEnv>) => {
    const row = await rowOf(parseWith(fileIdSchema, c.req.param('id')));
    if (!row) throw new HttpError(404, { message: MSG.status404 });
    if (row.uploaded_by !== c.get('actor').id) throw new HttpError(403, { message: MSG.status403 });
    return tus.handleWeb(c.req.raw);
  };
  app.get('/uploads/:id', policy.signedIn(), own);
  app.patch('/uploads/:id', policy.signedIn(), own);

  // A stored file, for whoever may see the record it belongs to.
  app.get(
    '/:id',
    policy.ownOrLevel(LEVEL.officer, fromFile('vessel_id', 'vesselId'), fromFile('user_id', 'userId')),
    async (c) => {
      const row = (await rowOf(c.req.param('id')))!;
      const stream = await storage.read(row.id);
      return new Response(Readable.toWeb(stream as Readable) as ReadableStream, {
        headers: {
          'content-type': row.mime ?? 'application/octet-stream',
          'content-length': String(row.size),
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(row.name)}`,
          'x-file-vessel': String(row.vessel_id),
          'x-file-user': String(row.user_id),
          'x-file-purpose': row.purpose,
        },
      });
    },
  );
  return app;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
