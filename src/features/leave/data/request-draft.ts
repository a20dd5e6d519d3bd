import type { AppDb } from '../../../db/app-db';
import type { RequestForm } from './request-form';

/**
 * A new leave request as typed, kept on the device until it is stored (SAVE, REQUEST) or
 * discarded: a reload, a closed tab or the app evicted by the phone at sea brings the form back as
 * it was, as the day editor and the add-crew wizard do. One per person and vessel (a new request
 * has no id until the form makes one); it is the user's, so Log off seals it with their changes.
 */
export interface RequestDraft {
  /** The id the form made for the new request: kept, so a save after the reload is the same request. */
  requestId: string;
  form: RequestForm;
}

export const requestDraftId = (userId: number, vesselId: number) => `leave-request:${userId}:${vesselId}`;

/** The kept draft, or null: none, sealed (another person's, logged out), or already stored as a request. */
export async function readRequestDraft(
  store: AppDb,
  userId: number,
  vesselId: number,
): Promise<RequestDraft | null> {
  const row = await store.drafts.get(requestDraftId(userId, vesselId));
  if (!row || row.sealed || row.userId !== userId || !row.value) return null;
  const draft = row.value as RequestDraft;
  // Stored meanwhile (SAVE or REQUEST made the request): the draft has done its work. It is left
  // to be replaced by the next one (a live query reads only).
  return (await store.leaveRequests.get(draft.requestId)) ? null : draft;
}

export const keepRequestDraft = (store: AppDb, userId: number, vesselId: number, draft: RequestDraft) =>
  store.drafts.put({ id: requestDraftId(userId, vesselId), userId, value: draft, updatedAt: Date.now() });

export const dropRequestDraft = (store: AppDb, userId: number, vesselId: number) =>
  store.drafts.delete(requestDraftId(userId, vesselId));
