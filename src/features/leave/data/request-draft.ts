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

/** What the form's link asks for: a person's profile (`?profile=`), a first day (`?date=`). */
export interface RequestAsked {
  profileId?: string | null;
  date?: string | null;
}

/**
 * The kept draft, or null: none, sealed (another person's, logged out), already stored as a
 * request, or not the request the link asks for (an officer's half-typed request for one person
 * is not brought back when New request is opened for another, nor over a day picked on the leave
 * table).
 */
export async function readRequestDraft(
  store: AppDb,
  userId: number,
  vesselId: number,
  asked: RequestAsked = {},
): Promise<RequestDraft | null> {
  const row = await store.drafts.get(requestDraftId(userId, vesselId));
  if (!row || row.sealed || row.userId !== userId || !row.value) return null;
  const draft = row.value as RequestDraft;
  if (asked.profileId && asked.profileId !== draft.form.profileId) return null;
  if (asked.date && asked.date !== draft.form.startDate) return null;
  // Stored meanwhile (SAVE or REQUEST made the request): the draft has done its work. It is left
  // to be replaced by the next one (a live query reads only).
  return (await store.leaveRequests.get(draft.requestId)) ? null : draft;
}

export const keepRequestDraft = (store: AppDb, userId: number, vesselId: number, draft: RequestDraft) =>
  store.drafts.put({ id: requestDraftId(userId, vesselId), userId, value: draft, updatedAt: Date.now() });

export const dropRequestDraft = (store: AppDb, userId: number, vesselId: number) =>
  store.drafts.delete(requestDraftId(userId, vesselId));
