import type { AppDb } from '../../../db/app-db';

/**
 * A document being added, kept on the device as it is filled in (the file picked, the fields
 * typed): a reload, a closed tab or the app evicted by the phone brings the Add document popup
 * back as it was, as the day editor and the add-crew wizard do. One per person and crew record;
 * it is the user's, so Log off seals it with their changes (a sealed draft keeps its fields, not
 * its file: the file is picked again).
 */
export interface DocumentDraft<F> {
  values: F;
  file: File | null;
}

export const documentDraftId = (userId: number, crewId: number) => `crew-document:${userId}:${crewId}`;

/** The kept draft, or null: none, or sealed (another person's, logged out). */
export async function readDocumentDraft<F>(
  store: AppDb,
  userId: number,
  crewId: number,
): Promise<DocumentDraft<F> | null> {
  const row = await store.drafts.get(documentDraftId(userId, crewId));
  if (!row || row.sealed || row.userId !== userId || !row.value) return null;
  const kept = row.value as { values: F; file?: unknown };
  // A file comes back as the Blob it was stored as; through a seal it does not (JSON).
  return { values: kept.values, file: kept.file instanceof Blob ? (kept.file as File) : null };
}

export const keepDocumentDraft = <F>(store: AppDb, userId: number, crewId: number, draft: DocumentDraft<F>) =>
  store.drafts.put({ id: documentDraftId(userId, crewId), userId, value: draft, updatedAt: Date.now() });

export const dropDocumentDraft = (store: AppDb, userId: number, crewId: number) =>
  store.drafts.delete(documentDraftId(userId, crewId));
