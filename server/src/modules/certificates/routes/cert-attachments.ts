import { Readable } from 'node:stream';
import {
  type CertAttachmentUploadAnswer,
  certAttachmentRefSchema,
  certAttachmentsManySchema,
  toAttachmentWire,
} from '@contracts/cert-attachments';
import { MSG } from '@contracts/messages';
import { LEVEL } from '@domain/access/permissions';
import { FILE_TOO_LARGE, MAX_CERT_FILE_BYTES, MAX_CERT_FILES } from '@domain/certificates/attachments';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Queryable } from '../../../db/client';
import type { ServerDeps } from '../../../deps';
import { disposition } from '../../../files/file-routes';
import type { AppEnv } from '../../../http/env';
import { badRequest, HttpError, parseId, parseWith, readJson } from '../../../http/errors';
import { noBody } from '../../../http/no-body';
import { from, policies } from '../../../http/policy';
import { answerValue, type Outcome, outcomeError } from '../../../kernel/outcome';
import { writeOutcome } from '../../../kernel/write-outcome';
import { attachmentFile, attachmentList, downloadAll } from '../cert-attachment-read';
import { dropRemovedBytes, findAttachment } from '../cert-attachment-repo';
import { discardBatch, readBatch, storeBatch } from '../cert-attachment-upload';
import {
  addBatch,
  archiveAll,
  archiveAttachment,
  checkAll,
  checkAttachment,
  deleteAttachment,
} from '../cert-attachment-write';
import { findCertificate } from '../cert-repo';
import { CERT_GROUP } from '../cert-scope';

const YACHT = '{[0-9]{1,10}}';
const CERT_ID = '{[0-9A-Za-z]{10,40}}';
/** An attachment's id is its file's: a ULID. */
const ATTACHMENT_ID = '{[0-9A-HJKMNP-TV-Z]{26}}';
/** Where a certificate's attachments are (the spec shows no paths; doc 2, section 7). */
export const CERT_ATTACHMENTS = `/certsDetail/attachments/:yachtId${YACHT}/:certId${CERT_ID}`;
const ONE = `${CERT_ATTACHMENTS}/:attachmentId${ATTACHMENT_ID}`;

/** The upload call (a multipart batch), which the 1 MB limit of JSON bodies would refuse. */
export const isCertUpload = (method: string, path: string) =>
  method === 'POST' && /^\/api\/v1\/certsDetail\/attachments\/[0-9]+\/[0-9A-Za-z]+\/?$/.test(path);

/**
 * A batch's body: room for ten files of 20 MB and their multipart framing, so that a batch of ten
 * is answered with the count's message; a bigger body is refused before it is read whole.
 */
export const certUploadLimit = bodyLimit({
  maxSize: MAX_CERT_FILES * MAX_CERT_FILE_BYTES + 1024 * 1024,
  onError: (c) => c.json({ message: FILE_TOO_LARGE }, 413),
});

/**
 * A certificate's attachments, the spec's calls (doc 2, section 7: 'POST, DELETE, download,
 * archive, check, uncheck, archiveAll, downloadAll'), gated by the certs module. Those who keep
 * the vessel's certificates pass the door (level 4+, or the certificate approval group); the use
 * cases hold the rest (the check right, the certificate's vessel), as their queued operations do.
 * Every write answers the certificate's Checked (1 or 0), which follows its attachments.
 */
export function certAttachmentRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps, { module: 'certs' });
  const keeper = policy.level(LEVEL.officer, from.param('yachtId'), { group: CERT_GROUP });
  // The Checked controls: level 5+ or the group at the door (cert-access: checksCerts); the use
  // case asks the rest (the module initialised).
  const checker = policy.level(LEVEL.purser, from.param('yachtId'), { group: CERT_GROUP });
  const now = () => deps.clock();
  const ref = (c: Context<AppEnv>) => ({
    yachtId: parseId('yachtId', c.req.param('yachtId')),
    certificateId: c.req.param('certId') ?? '',
  });
  const one = (c: Context<AppEnv>) =>
    parseWith(certAttachmentRefSchema, { ...ref(c), attachmentId: c.req.param('attachmentId') });

  /** The certificate's Checked and version after a write (the device's copy follows by the feed). */
  const certState = async (certificateId: string) => {
    const cert = await findCertificate(deps.db, certificateId);
    return { checked: cert?.checked ? (1 as const) : (0 as const), certVersion: cert?.version ?? 0 };
  };
  const answer = async (
    c: Context<AppEnv>,
    certificateId: string,
    run: (tx: Queryable) => Promise<Outcome>,
  ) => {
    const outcome = await writeOutcome(deps.db, run);
    if (outcome.status !== 'applied') throw outcomeError(outcome);
    // Bytes are not part of the transaction: a deletion's leave the storage once it committed.
    await dropRemovedBytes(deps.db, deps.files, certificateId, deps.log);
    return c.json({ version: outcome.version, ...(await certState(certificateId)) });
  };

  app.get(CERT_ATTACHMENTS, keeper, async (c) => {
    const r = ref(c);
    return c.json(answerValue(await attachmentList(deps.db, c.get('actor'), r.yachtId, r.certificateId)));
  });

  // Upload: multipart, each file under its type code (0 to 3) with its name.
  app.post(CERT_ATTACHMENTS, keeper, async (c) => {
    const r = ref(c);
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw badRequest([{ property: 'files', message: MSG.required }]);
    }
    const batch = await readBatch(form);
    if (!Array.isArray(batch)) throw new HttpError(batch.status, batch.body);
    // Nothing is kept for a certificate the caller may not change (another vessel's, or gone).
    const probe = await findCertificate(deps.db, r.certificateId);
    if (!probe || probe.vesselId !== r.yachtId || probe.deleted)
      throw new HttpError(404, { message: MSG.status404 });
    const files = await storeBatch(deps, c.get('actor'), r.yachtId, batch);
    const outcome = await writeOutcome(deps.db, (tx) => addBatch(tx, c.get('actor'), r, files, now()));
    if (outcome.status !== 'applied') {
      await discardBatch(
        deps,
        files.map((f) => f.id),
      );
      throw outcomeError(outcome);
    }
    const attachments = [];
    for (const f of files) {
      const a = await findAttachment(deps.db, f.id);
      if (a) attachments.push(toAttachmentWire(a));
    }
    const { checked } = await certState(r.certificateId);
    return c.json({ attachments, checked, version: outcome.version } satisfies CertAttachmentUploadAnswer);
  });

  app.delete(ONE, keeper, noBody(), (c) => {
    const body = one(c);
    return answer(c, body.certificateId, (tx) => deleteAttachment(tx, c.get('actor'), body, now()));
  });
  app.put(`${ONE}/archive`, keeper, noBody(), (c) => {
    const body = one(c);
    return answer(c, body.certificateId, (tx) => archiveAttachment(tx, c.get('actor'), body, now()));
  });
  app.put(`${ONE}/check`, checker, noBody(), (c) => {
    const body = { ...one(c), checked: true };
    return answer(c, body.certificateId, (tx) => checkAttachment(tx, c.get('actor'), body, now()));
  });
  app.put(`${ONE}/uncheck`, checker, noBody(), (c) => {
    const body = { ...one(c), checked: false };
    return answer(c, body.certificateId, (tx) => checkAttachment(tx, c.get('actor'), body, now()));
  });
  app.put(`${CERT_ATTACHMENTS}/archiveAll`, keeper, noBody(), (c) => {
    const body = parseWith(certAttachmentsManySchema, ref(c));
    return answer(c, body.certificateId, (tx) => archiveAll(tx, c.get('actor'), body, now()));
  });
  // Confirm of 'Please confirm that you have viewed all uploaded documents.': those shown, or all.
  app.put(`${CERT_ATTACHMENTS}/checkAll`, checker, async (c) => {
    const sent = (await c.req.text()).trim() ? await readJson(c, certAttachmentsManySchema.partial()) : {};
    // The body may name the certificate and vessel (as the queued operation does): the path's, or
    // refused; another one was once ignored and the path's attachments checked.
    const path = ref(c);
    for (const property of ['yachtId', 'certificateId'] as const)
      if (sent[property] !== undefined && sent[property] !== path[property])
        throw badRequest([{ property, message: MSG.invalidId }]);
    const body = parseWith(certAttachmentsManySchema, { ...sent, ...path });
    return answer(c, body.certificateId, (tx) => checkAll(tx, c.get('actor'), body, now()));
  });

  // One file, named in Content-Disposition (the app reads the name from there).
  app.get(`${ONE}/download`, keeper, async (c) => {
    const body = one(c);
    const { attachment, stream } = answerValue(
      await attachmentFile(deps.db, deps.files, c.get('actor'), {
        vesselId: body.yachtId,
        certificateId: body.certificateId,
        attachmentId: body.attachmentId,
      }),
    );
    return new Response(Readable.toWeb(stream) as ReadableStream, {
      headers: {
        'content-type': attachment.mime ?? 'application/octet-stream',
        'content-length': String(attachment.size),
        'content-disposition': disposition(attachment.name),
        'cache-control': 'private',
        // As GET /files/{id}: the device keeps the copy under the vessel within its file budget.
        'x-file-vessel': String(attachment.vesselId),
        'x-file-user': String(attachment.userId),
        'x-file-purpose': 'attachment',
      },
    });
  });
  app.get(`${CERT_ATTACHMENTS}/downloadAll`, keeper, async (c) => {
    const r = ref(c);
    return c.json(
      answerValue(await downloadAll(deps.db, deps.files, c.get('actor'), r.yachtId, r.certificateId)),
    );
  });
  return app;
}
