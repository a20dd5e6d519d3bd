import { z } from 'zod';
import { defineSyncModule } from './sync-module';

/**
 * Records the server deleted outright (five-year retention), by kind and key: each reaches the
 * devices of the vessel as a change of its own, and a device deletes the record it names.
 */
export const ERASABLE_KINDS = [
  'crewDetails',
  'crewPrivate',
  'salaries',
  'leaveIncrements',
  'crewDocuments',
  'leaveProfiles',
  'leaveRequests',
  'leaveAdjustments',
] as const;
export type ErasableKind = (typeof ERASABLE_KINDS)[number];

export const erasureSchema = z.object({
  id: z.number(),
  kind: z.enum(ERASABLE_KINDS),
  /** The record's key in its kind: a crew id (details, private) or a ULID. */
  key: z.union([z.number(), z.string()]),
  vesselId: z.number(),
  userId: z.number(),
  version: z.number(),
});
export type Erasure = z.infer<typeof erasureSchema>;

export const erasuresSync = defineSyncModule({ records: { erasures: erasureSchema }, ops: {} });
