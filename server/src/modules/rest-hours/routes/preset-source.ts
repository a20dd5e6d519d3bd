import type { Queryable } from '../../../db/client';
import type { Source } from '../../../http/policy';
import { recordVessel } from '../../../http/record-sources';

/**
 * Where a preset's id in the path (`param`) leads, for the policies: its vessel (a deleted
 * preset's too, so that using it is a 404 there). A preset is its vessel's hours of rest: with
 * the module off there, or its owner gone from the vessel, it is not served (nor removed) by id.
 */
export const presetVessel = (db: Queryable, param = 'id'): Source =>
  recordVessel(param, async (c) => {
    const [row] = await db.query<{ vessel_id: number }>('SELECT vessel_id FROM rest_presets WHERE id = $1', [
      c.req.param(param) ?? '',
    ]);
    return row;
  });
