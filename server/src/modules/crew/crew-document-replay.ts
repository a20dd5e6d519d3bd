import { createHash } from 'node:crypto';
import type { CrewDocument } from '@contracts/crew-documents';
import { DOCUMENT_TEXT } from '@contracts/crew-documents';
import type { storedDetails } from '@domain/crew/document-details';
import type { Queryable } from '../../db/client';
import { readAudit } from '../../kernel/audit';
import { applied, type Outcome, refused } from '../../kernel/outcome';

/** What an add files: its file, the details as kept, who may see it and the file's extension. */
export type FiledAdd = ReturnType<typeof storedDetails> & {
  fileId: string;
  isPrivate: boolean;
  extension: string;
};

const FILED_KEYS = [
  'fileId',
  'categoryId',
  'name',
  'description',
  'isPrivate',
  'extension',
  'expiryDate',
  'issuedAt',
  'nationality',
  'passportNo',
  'grade',
  'limitation',
  'customId',
  'comment',
] as const satisfies readonly (keyof FiledAdd & keyof CrewDocument)[];

/**
 * The add's fingerprint, kept in its audit line: a digest rather than the details, so the log
 * holds no passport number or comment that the document's own erasure would not reach.
 */
export const addDigest = (filed: FiledAdd) =>
  createHash('sha256')
    .update(JSON.stringify(FILED_KEYS.map((k) => filed[k] ?? null)))
    .digest('base64url');

/**
 * An add sent again (an answer lost on a bad link) for a document already there, on the same
 * record: the same file and details as first filed is the same add (applied, its version); one
 * that differs asks for what was not done, so it is refused (409), never answered as if done
 * (the document library's sameUpload). An edit since is not the replay's business: it is compared
 * with the add as its audit line kept it; an add logged before that line kept its digest is
 * compared with the document as it is.
 */
export async function replayedAdd(tx: Queryable, doc: CrewDocument, filed: FiledAdd): Promise<Outcome> {
  const first = (await readAudit(tx, 'crewDocument', doc.id)).find((a) => a.action === 'crewDocument.add');
  const logged = (typeof first?.after === 'string' ? JSON.parse(first.after) : first?.after) as
    | { filed?: string }
    | null
    | undefined;
  const same = logged?.filed
    ? logged.filed === addDigest(filed)
    : FILED_KEYS.every((k) => (doc[k] ?? null) === (filed[k] ?? null));
  return same ? applied(doc.version) : refused(DOCUMENT_TEXT.addDiffers, 409);
}
