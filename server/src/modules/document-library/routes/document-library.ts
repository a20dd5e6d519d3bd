import { Readable } from 'node:stream';
import {
  DOC_NAME_MAX,
  docDeleteSchema,
  docOrderSaveSchema,
  docOrdersSchema,
  docRenameSchema,
  docSetSectionSchema,
  docSettingsSaveSchema,
  docSettingsWireSchema,
  docUploadSchema,
  docUploadWireSchema,
} from '@contracts/document-library';
import { LEVEL } from '@domain/access/permissions';
import { type Context, Hono } from 'hono';
import { ulid } from 'ulidx';
import type { Queryable } from '../../../db/client';
import type { ServerDeps } from '../../../deps';
import { baseVersionOf } from '../../../http/base-version';
import type { AppEnv } from '../../../http/env';
import { badRequest, parseId, parseWith, readJson } from '../../../http/errors';
import { noBody } from '../../../http/no-body';
import { from, policies, type Source } from '../../../http/policy';
import { refuseChangedReadOnly } from '../../../http/read-only-fields';
import { recordVessel } from '../../../http/record-sources';
import { answerValue, type Outcome, outcomeError } from '../../../kernel/outcome';
import { writeOutcome } from '../../../kernel/write-outcome';
import { deleteDocument, renameDocument, setDocumentSection, uploadDocument } from '../docs-documents';
import { saveOrders } from '../docs-order';
import { docsLibrary, docsModuleState, documentFile } from '../docs-read';
import { initDocs, saveDocsSettings } from '../docs-settings';

const YACHT = '{[0-9]{1,10}}';

/** Sections as GET answered them, with their order: the list in that order (those without keep their place). */
const inOrder = (list: { id: string; name: string; order?: number | undefined }[]) =>
  list
    .map((s, i) => ({ s, key: s.order ?? i + 1, i }))
    .sort((a, b) => a.key - b.key || a.i - b.i)
    .map(({ s }) => ({ id: s.id, name: s.name }));
/** A document's or a section's id (made on the device, a ULID) in a path. */
const DOC_ID = '{[0-9A-Za-z]{10,40}}';

/**
 * Where a document id in the path leads, for the policies: its vessel (a deleted document's too,
 * so that using it is a 404 there). An id that is no one's leads to no vessel (MAX_ID): refused.
 */
function docVessel(db: Queryable, param: string): Source {
  return recordVessel(param, async (c) => {
    const [row] = await db.query<{ vessel_id: number }>(
      'SELECT vessel_id FROM library_documents WHERE id = $1',
      [c.req.param(param) ?? ''],
    );
    return row;
  });
}

/** The Content-Disposition of a download: an ASCII fallback, then the name as written. */
function disposition(name: string) {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The download's name: the document's title, with the file's extension when the title lost it. */
function downloadName(title: string, fileName: string) {
  const ext = /\.[A-Za-z0-9]{1,8}$/.exec(fileName)?.[0] ?? '';
  return ext && !title.toLowerCase().endsWith(ext.toLowerCase()) ? `${title}${ext}` : title;
}

/**
 * The vessel document library, the spec's calls (doc 2, section 7), gated by the docs module,
 * and two of ours: the upload (its upload area) and a document's bytes. Anyone on board passes
 * the door of the reads, level 4 that of the documents' writes, level 5 that of the settings; the
 * use cases add the docsCheck rule (see domain/access/docs-access for the levels and why). Each
 * write runs the use case its queued operation runs.
 */
export function documentLibraryRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps, { module: 'docs' });
  const yacht = from.param('yachtId');
  const byDoc = docVessel(deps.db, 'docId');
  const now = () => deps.clock();
  const actor = (c: Context<AppEnv>) => c.get('actor');
  const yachtOf = (c: Context<AppEnv>) => parseId('yachtId', c.req.param('yachtId'));
  const docYacht = async (c: Context<AppEnv>) => Number(await byDoc.read(c));
  const answer = async (c: Context<AppEnv>, run: (tx: Queryable) => Promise<Outcome>, extra = {}) => {
    const outcome = await writeOutcome(deps.db, run);
    if (outcome.status === 'applied') return c.json({ ...extra, version: outcome.version });
    throw outcomeError(outcome);
  };

  app.get(`/docs/documents/forYacht/:yachtId${YACHT}`, policy.member(yacht), async (c) =>
    c.json(answerValue(await docsLibrary(deps.db, actor(c), yachtOf(c)))),
  );
  app.post(`/docs/init/:yachtId${YACHT}`, policy.level(LEVEL.purser, yacht), noBody(), (c) =>
    answer(c, (tx) => initDocs(tx, actor(c), yachtOf(c), now())),
  );
  app.get(`/docs/:yachtId${YACHT}`, policy.member(yacht), async (c) =>
    c.json(answerValue(await docsModuleState(deps.db, actor(c), yachtOf(c)))),
  );

  // The order editor's Save: 'a body of document id to order', the changed ones only.
  app.put(`/docs/documents/order/:yachtId${YACHT}`, policy.level(LEVEL.officer, yacht), async (c) => {
    const orders = await readJson(c, docOrdersSchema);
    const body = parseWith(docOrderSaveSchema, { yachtId: yachtOf(c), orders });
    return answer(c, (tx) => saveOrders(tx, actor(c), body, now()));
  });
  app.delete(
    `/docs/documents/delete/:docId${DOC_ID}`,
    policy.level(LEVEL.officer, byDoc),
    noBody(),
    async (c) => {
      const body = parseWith(docDeleteSchema, {
        yachtId: await docYacht(c),
        documentId: c.req.param('docId'),
      });
      return answer(c, (tx) => deleteDocument(tx, actor(c), body, now()));
    },
  );
  app.put(
    `/docs/documents/rename/:docId${DOC_ID}`,
    // A NUL in the title is the spec's 'Illegal characters in the title' (the schema's word).
    policy.level(LEVEL.officer, byDoc).takingText('newName'),
    noBody(),
    async (c) => {
      const body = parseWith(docRenameSchema, {
        yachtId: await docYacht(c),
        documentId: c.req.param('docId'),
        newName: c.req.query('newName'),
      });
      return answer(c, (tx) => renameDocument(tx, actor(c), body, now()));
    },
  );
  app.put(
    `/docs/documents/setSection/:docId${DOC_ID}/:sectionId${DOC_ID}`,
    policy.level(LEVEL.officer, byDoc),
    noBody(),
    async (c) => {
      const body = parseWith(docSetSectionSchema, {
        yachtId: await docYacht(c),
        documentId: c.req.param('docId'),
        sectionId: c.req.param('sectionId'),
      });
      return answer(c, (tx) => setDocumentSection(tx, actor(c), body, now()));
    },
  );

  // Settings: the flags and sections to anyone on board with access, the changes from level 5.
  app.get(`/docs/settings/:yachtId${YACHT}`, policy.member(yacht), async (c) =>
    c.json(answerValue(await docsModuleState(deps.db, actor(c), yachtOf(c)))),
  );
  app.put(`/docs/settings/:yachtId${YACHT}`, policy.level(LEVEL.purser, yacht), async (c) => {
    const {
      docsModuleInitialized,
      accessToDocsModule,
      accessToDocsModuleSettings,
      accessToUploadDocs,
      ...wire
    } = await readJson(c, docSettingsWireSchema);
    if (wire.yachtID !== yachtOf(c)) throw badRequest([{ property: 'yachtID', message: 'Invalid id.' }]);
    // The GET's read-only fields, sent back as read: accepted, changed: refused.
    const readOnly = {
      docsModuleInitialized,
      accessToDocsModule,
      accessToDocsModuleSettings,
      accessToUploadDocs,
    };
    if (Object.values(readOnly).some((v) => v !== undefined))
      refuseChangedReadOnly(readOnly, answerValue(await docsModuleState(deps.db, actor(c), yachtOf(c))));
    const body = parseWith(docSettingsSaveSchema, {
      yachtId: wire.yachtID,
      docsCheck: wire.docsCheck,
      sections: wire.sections && inOrder(wire.sections),
    });
    const baseVersion = baseVersionOf(c);
    return answer(c, (tx) => saveDocsSettings(tx, actor(c), body, { now: now(), baseVersion }));
  });

  // Ours: a file uploaded (tus, purpose 'document') filed under a section; and its bytes.
  app.post(`/docs/documents/upload/:yachtId${YACHT}`, policy.level(LEVEL.officer, yacht), async (c) => {
    const wire = await readJson(c, docUploadWireSchema);
    const documentId = wire.documentId ?? ulid();
    const [file] = await deps.db.query<{ name: string }>('SELECT name FROM files WHERE id = $1', [
      wire.fileId,
    ]);
    const body = parseWith(docUploadSchema, {
      yachtId: yachtOf(c),
      documentId,
      sectionId: wire.sectionId,
      fileId: wire.fileId,
      name:
        wire.name ??
        Array.from(file?.name ?? 'Document')
          .slice(0, DOC_NAME_MAX)
          .join(''),
    });
    return answer(c, (tx) => uploadDocument(tx, actor(c), body, now()), { id: documentId });
  });
  app.get(`/docs/documents/file/:docId${DOC_ID}`, policy.member(byDoc), async (c) => {
    const vesselId = await docYacht(c);
    const file = answerValue(await documentFile(deps.db, actor(c), vesselId, c.req.param('docId')));
    const stream = (await deps.files.read(file.file_id)) as Readable;
    return new Response(Readable.toWeb(stream) as ReadableStream, {
      headers: {
        'content-type': file.mime ?? 'application/octet-stream',
        'content-length': String(file.size),
        'content-disposition': disposition(downloadName(file.name, file.file_name)),
        'cache-control': 'private',
        'x-content-type-options': 'nosniff',
        // What the device's file cache files it under (sync/files/file-cache).
        'x-file-id': file.file_id,
        'x-file-vessel': String(vesselId),
        'x-file-user': String(actor(c).id),
        'x-file-purpose': 'document',
      },
    });
  });
  return app;
}
