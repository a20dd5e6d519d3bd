import { applyAt, applyBased } from '../../kernel/op-apply';
import type { Audience, FeedSources, OpHandlers, Param } from '../../kernel/sync-kit';
import { addDocument, deleteDocument, documentCopy, flagDocument, saveDocument } from './crew-documents';
import { DOCUMENT_SELECT, toCrewDocument } from './crew-documents-repo';

/**
 * Crew documents in the change feed: one's own; a vessel's from level 4, but private ones (and
 * those named like a contract) only from level 5. The flag never changes after upload, so a
 * device never keeps a copy its user may no longer see.
 */
const documentsVisible = (a: Audience, p: Param) =>
  `(x.vessel_id = ANY(${p(a.payrollOn)})
    OR (x.vessel_id = ANY(${p(a.allOn)}) AND NOT x.is_private)
    OR (x.vessel_id = ANY(${p(a.everyVessel)}) AND x.user_id = ${p(a.actorId)}))`;

export const crewDocumentFeeds = {
  crewDocuments: { module: 'crew', select: DOCUMENT_SELECT, visible: documentsVisible, map: toCrewDocument },
} satisfies FeedSources;

/** The queued writes run the REST calls' use cases; a refusal brings the server's copy back. */
export const crewDocumentOps = {
  'crew/document/add': {
    apply: applyAt(addDocument),
  },
  'crew/document/save': {
    apply: applyBased(saveDocument),
    current: (tx, b, { actor }) => documentCopy(tx, actor, b.yachtId, b.documentId),
  },
  'crew/document/flags': {
    apply: applyAt(flagDocument),
    current: (tx, b, { actor }) => documentCopy(tx, actor, b.yachtId, b.documentId),
  },
  'crew/document/delete': {
    apply: applyAt(deleteDocument),
    current: (tx, b, { actor }) => documentCopy(tx, actor, b.yachtId, b.documentId),
  },
} satisfies OpHandlers;
