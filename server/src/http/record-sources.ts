import { MAX_ID } from '@contracts/common';
import type { Context } from 'hono';
import type { AppEnv } from './env';
import type { Source } from './policy';

/** A record's row as a path id leads to it: its vessel, and its user where it has one. */
type RecordRow = { vessel_id: number; user_id?: number } | undefined;

/**
 * Where a record's id in the path (`param`) leads, for the policies: the vessel of the row
 * `lookup` reads. An id that is no one's leads to no vessel at all (MAX_ID), so the caller is
 * refused as an outsider and learns nothing of which ids exist.
 */
export const recordVessel = (param: string, lookup: (c: Context<AppEnv>) => Promise<RecordRow>): Source => ({
  where: `:${param}→vessel`,
  property: param,
  read: async (c) => (await lookup(c))?.vessel_id ?? MAX_ID,
});

/** The same, with the record's user beside its vessel (an id that is no one's: no user either). */
export function recordOwner(
  param: string,
  lookup: (c: Context<AppEnv>) => Promise<RecordRow>,
): { vessel: Source; user: Source } {
  return {
    vessel: recordVessel(param, lookup),
    user: {
      where: `:${param}→user`,
      property: param,
      read: async (c) => (await lookup(c))?.user_id ?? MAX_ID,
    },
  };
}
