import type { RecordMap } from '@contracts/sync';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { applyAt, applyBased } from '../../kernel/op-apply';
import type { OpHandlers } from '../../kernel/sync-kit';
import { gatedOps } from '../../kernel/vessel-modules';
import {
  deleteDocument,
  documentCopy,
  renameDocument,
  setDocumentSection,
  uploadDocument,
} from './docs-documents';
import { saveOrders } from './docs-order';
import { findDocSettings, vesselSections } from './docs-repo';
import { docsScope } from './docs-scope';
import { saveDocsSettings } from './docs-settings';

/** The REST status stays out of a sync answer. */

/** The settings and sections as the server has them, for a caller who may read the library. */
async function settingsCopy(tx: Queryable, actor: Actor, vesselId: number): Promise<RecordMap> {
  const scope = await docsScope(tx, actor, vesselId);
  if (!scope?.access) return {};
  return {
    docSettings: [await findDocSettings(tx, vesselId)],
    docSections: await vesselSections(tx, vesselId, true),
  };
}

/** The documents an order save named, as the server has them. */
async function orderCopy(tx: Queryable, actor: Actor, vesselId: number, ids: string[]): Promise<RecordMap> {
  const docs = [];
  for (const id of ids.slice(0, 500))
    docs.push(...((await documentCopy(tx, actor, vesselId, id)).libraryDocs ?? []));
  return { libraryDocs: docs };
}

/**
 * The library's writes queued offline: each runs the use case of its REST call, refused on a
 * vessel where the docs module is off. A refusal brings back the server's copy of the record.
 */
export const docsOps = gatedOps(
  'docs',
  {
    'docs/upload': {
      apply: applyAt(uploadDocument),
      current: (tx, b, { actor }) => documentCopy(tx, actor, b.yachtId, b.documentId),
    },
    'docs/rename': {
      apply: applyAt(renameDocument),
      current: (tx, b, { actor }) => documentCopy(tx, actor, b.yachtId, b.documentId),
    },
    'docs/order': {
      apply: applyAt(saveOrders),
      current: (tx, b, { actor }) => orderCopy(tx, actor, b.yachtId, Object.keys(b.orders)),
    },
    'docs/set-section': {
      apply: applyAt(setDocumentSection),
      current: (tx, b, { actor }) => documentCopy(tx, actor, b.yachtId, b.documentId),
    },
    'docs/delete': {
      apply: applyAt(deleteDocument),
      current: (tx, b, { actor }) => documentCopy(tx, actor, b.yachtId, b.documentId),
    },
    'docs/settings/save': {
      apply: applyBased(saveDocsSettings),
      current: (tx, b, { actor }) => settingsCopy(tx, actor, b.yachtId),
    },
  } satisfies OpHandlers,
  [],
);
