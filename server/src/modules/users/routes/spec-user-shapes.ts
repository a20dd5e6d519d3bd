import { idSchema } from '@contracts/common';
import { MSG } from '@contracts/messages';
import { assignToYachtSchema, removeFromAllSchema } from '@contracts/users';
import { z } from 'zod';
import { jsonBody } from '../../../http/errors';
import type { Source } from '../../../http/policy';
import { fieldInAnyCase } from '../../../http/spec-case';
import type { SpecNames } from '../../../http/spec-names';

/**
 * The users calls in the spec's shapes (doc 1, sections 3 and 7) beside the app's: the form's
 * `yacht` (one vessel, or a list), `userID`, and assign and transfer naming one `userId`.
 */

/** The spec's `yacht` of the edit form: one vessel, or a list holding one. */
const oneVessel = (v: unknown) => (Array.isArray(v) && v.length === 1 ? v[0] : v);
/** ...and of the add form: one vessel or several. */
const vessels = (v: unknown) => (Array.isArray(v) ? v : [v]);

export const EDIT_NAMES: SpecNames = { yacht: { to: 'yachtId', value: oneVessel }, userID: 'userId' };
export const CREATE_NAMES: SpecNames = { yacht: { to: 'yachts', value: vessels } };
export const ASSIGN_NAMES: SpecNames = { userID: 'userId', yachtID: 'yachtId' };

/**
 * The vessel a request is about, by the app's name or the spec's (`yacht`), in any case
 * (`yachtID`) as the handler's schema then reads it (spec-case.ts): the policy reads the same field.
 */
export const bodyVessel: Source = {
  where: 'body.yachtId|yacht',
  property: 'yachtId',
  read: async (c) => {
    const body = (await jsonBody(c)) as Record<string, unknown> | null;
    if (typeof body !== 'object' || body === null) return undefined;
    return fieldInAnyCase(body, 'yachtId') ?? oneVessel(fieldInAnyCase(body, 'yacht'));
  },
};

/** Assign: the app's selection and role, or the spec's one `userId` (the role then kept from their other vessel). */
export const specAssignSchema = assignToYachtSchema
  .extend({
    users: assignToYachtSchema.shape.users.optional(),
    userId: idSchema.optional(),
    role: idSchema.optional(),
  })
  .refine((b) => (b.users === undefined) !== (b.userId === undefined), {
    path: ['users'],
    message: MSG.required,
  });

/** Transfer: the vessel left may be left out when the user is on one other vessel the caller holds them on. */
export const specTransferSchema = z
  .object({ userId: idSchema, fromYachtId: idSchema.optional(), yachtId: idSchema })
  .refine((b) => b.fromYachtId !== b.yachtId, { path: ['yachtId'], message: 'Choose another vessel.' });

/** Remove from all vessels: the spec sends `users` and `endDate` only (the vessels are those the caller holds). */
export const specRemoveFromAllSchema = removeFromAllSchema.extend({ yachtId: idSchema.optional() });
