import { MAX_ID } from '@contracts/common';
import {
  type CrewDocument,
  crewDocumentAddBodySchema,
  crewDocumentFlagsBodySchema,
  crewDocumentSaveBodySchema,
} from '@contracts/crew-documents';
import { clientIdSchema } from '@contracts/rest-hours';
import { LEVEL } from '@domain/access/permissions';
import { DOCUMENT_CATEGORIES } from '@domain/crew/document-categories';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { Queryable } from '../../../db/client';
import type { ServerDeps } from '../../../deps';
import { baseVersionOf } from '../../../http/base-version';
import type { AppEnv } from '../../../http/env';
import { parseId, parseWith, readJson } from '../../../http/errors';
import { noBody } from '../../../http/no-body';
import { from, policies, type Source } from '../../../http/policy';
import { refuseChangedReadOnly } from '../../../http/read-only-fields';
import { idOf, parseSpecBody, readSpecJson } from '../../../http/spec-names';
import { answerValue, type Outcome } from '../../../kernel/outcome';
import { todayOf } from '../../../kernel/today';
import { answerWrite } from '../../../kernel/write-outcome';
import {
  addDocument,
  deleteDocument,
  documentCopy,
  flagDocument,
  restoreDocument,
  saveDocument,
} from '../crew-documents';
import { crewDocuments, type DocumentList, documentsZip, vesselDocuments } from '../crew-documents-read';
import { specDocuments } from '../crew-documents-spec';
import { serverMadeId } from '../crew-spec-names';
import { crewSources } from './crew';

const DOCUMENT_NAMES = { category: { to: 'categoryId', value: idOf } };
/** What the lists answer of a document that a details save cannot change (doc 2, section 3). */
const READ_ONLY = new Set([
  'id',
  'crewId',
  'userId',
  'vesselId',
  'extension',
  'fileId',
  'isPrivate',
  'isVerified',
  'coc',
  'uploadedAt',
  'deleted',
  'version',
  'crewOnYachtId',
  'isMissing',
  'status',
  'color',
  'isIssue',
  'canEdit',
  'canVerifyDocument',
]);

const id = (c: Context<AppEnv>, name: string) => parseId(name, c.req.param(name));
const documentId = (c: Context<AppEnv>) => parseWith(clientIdSchema, c.req.param('id'));

/**
 * Crew documents (doc 2, section 7): lists, the four writes (each the use case a queued
 * operation runs, which checks the caller over the document's owner), the history and its
 * restore, and 'Download All Documents'. The crew module must be on.
 */
export function crewDocumentRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps, { module: 'crew' });
  const yacht = from.param('yachtId');
  const member = policy.member(yacht);
  const purser = policy.level(LEVEL.purser, yacht);
  const byId = crewSources(deps.db, 'id');
  const byCrewId = crewSources(deps.db, 'crewId');
  const now = () => deps.clock();
  const base = (c: Context<AppEnv>) => baseVersionOf(c);
  const answer = (c: Context<AppEnv>, run: (tx: Queryable) => Promise<Outcome>) =>
    answerWrite(deps.db, c, run);
  // The lists answer the spec's names and computed fields beside the app's.
  const spec = (c: Context<AppEnv>, docs: CrewDocument[]) =>
    specDocuments(deps.db, c.get('actor'), docs, todayOf(deps));
  const list = (which: DocumentList) => async (c: Context<AppEnv>) => {
    const docs = await vesselDocuments(deps.db, c.get('actor'), id(c, 'yachtId'), which, todayOf(deps));
    return c.json(await spec(c, answerValue(docs)));
  };
  /** A crew id whose vessel is not the path's leads nowhere. */
  const crewOnYacht: Source = {
    where: ':crewId→vessel',
    property: 'crewId',
    read: async (c) => {
      const vessel = await byCrewId.vessel.read(c);
      return vessel === id(c, 'yachtId') ? vessel : MAX_ID;
    },
  };

  /**
   * The document-detail popup's save may send the document back as the lists answer it (doc 2,
   * section 3: id, crewId, isVerified, status ...): those fields pass as read and have nothing to
   * do; another value is refused under its name (a version other than the stored one: 409). The
   * rest is the save. A document the caller may not see is left to the save's 404.
   */
  const sentBackAsRead = async (c: Context<AppEnv>) => {
    const raw = await readJson(c, z.record(z.string(), z.unknown()));
    const sent = Object.fromEntries(Object.entries(raw).filter(([k]) => READ_ONLY.has(k)));
    if (Object.keys(sent).length === 0) return raw;
    const copy = await documentCopy(deps.db, c.get('actor'), id(c, 'yachtId'), documentId(c));
    const doc = copy.crewDocuments?.[0];
    if (doc && !doc.deleted) refuseChangedReadOnly(sent, (await spec(c, [doc]))[0]!);
    return Object.fromEntries(Object.entries(raw).filter(([k]) => !READ_ONLY.has(k)));
  };

  app.get('/documents/categories', policies(deps).signedIn(), (c) => c.json(DOCUMENT_CATEGORIES));
  app.get('/documents/onyacht/:yachtId{[0-9]{1,10}}', member, list('current'));
  app.get('/xdocuments/onyacht/:yachtId{[0-9]{1,10}}', policy.level(LEVEL.officer, yacht), list('former'));
  app.get('/documents/history/onyacht/:yachtId{[0-9]{1,10}}', purser, list('history'));
  app.get('/documents/history/restore/:yachtId{[0-9]{1,10}}/:id', purser, (c) =>
    answer(c, (tx) => restoreDocument(tx, c.get('actor'), id(c, 'yachtId'), documentId(c), now())),
  );
  app.get(
    '/documents/crewonyacht/:id{[0-9]{1,10}}',
    policy.ownOrLevel(LEVEL.officer, byId.vessel, byId.user),
    async (c) =>
      c.json(await spec(c, answerValue(await crewDocuments(deps.db, c.get('actor'), id(c, 'id'))))),
  );
  app.get('/documents/zip/:id{[0-9]{1,10}}', policy.level(LEVEL.purser, byId.vessel), async (c) => {
    const { zip, name } = answerValue(
      await documentsZip(deps.db, deps.files, c.get('actor'), id(c, 'id'), now()),
    );
    c.header('content-disposition', `attachment; filename="${name}"`);
    return c.body(new Uint8Array(zip), 200, { 'content-type': 'application/zip' });
  });
  app.post(
    '/documents/crew/:yachtId{[0-9]{1,10}}/:crewId{[0-9]{1,10}}',
    policy.ownOrLevel(LEVEL.officer, crewOnYacht, byCrewId.user),
    async (c) => {
      // The spec's body names the category `category` and has no document id: the server makes one.
      const body = await readSpecJson(c, crewDocumentAddBodySchema, DOCUMENT_NAMES);
      const documentId = serverMadeId(body.documentId);
      const full = { ...body, documentId, yachtId: id(c, 'yachtId'), crewId: id(c, 'crewId') };
      return answer(c, (tx) => addDocument(tx, c.get('actor'), full, now()));
    },
  );
  app.put('/documents/detail/:yachtId{[0-9]{1,10}}/:id', member, async (c) => {
    const body = parseSpecBody(await sentBackAsRead(c), crewDocumentSaveBodySchema, DOCUMENT_NAMES);
    const full = { ...body, yachtId: id(c, 'yachtId'), documentId: documentId(c) };
    return answer(c, (tx) => saveDocument(tx, c.get('actor'), full, { now: now(), baseVersion: base(c) }));
  });
  // Verified and Highest CoC: canVerifyDocument, from level 5 (the use case checks over whom).
  app.put('/documents/:yachtId{[0-9]{1,10}}/:id', purser, async (c) => {
    const body = await readJson(c, crewDocumentFlagsBodySchema);
    const full = { ...body, yachtId: id(c, 'yachtId'), documentId: documentId(c) };
    return answer(c, (tx) => flagDocument(tx, c.get('actor'), full, now()));
  });
  app.delete('/documents/:yachtId{[0-9]{1,10}}/:id', member, noBody(), (c) =>
    answer(c, (tx) =>
      deleteDocument(tx, c.get('actor'), { yachtId: id(c, 'yachtId'), documentId: documentId(c) }, now()),
    ),
  );
  return app;
}
