import type { z } from 'zod';
import { messageAnswerSchema } from '../../../contracts/common';
import { setupItemAddedSchema } from '../../../contracts/crew-answers';
import { authedJson } from '../../../lib/api-client';
import { db, net, requestSync } from '../../../lib/services';

/**
 * Departments and positions are changed online (other people's records point at them, so the
 * server gives their ids); the device then pulls the change. Reading them works offline.
 */
export type SetupTable = 'departments' | 'positions';

const call = async <S extends z.ZodType>(schema: S, path: string, method: string, body?: unknown) => {
  const answer = await authedJson(schema, db, net, path, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  requestSync();
  return answer;
};

export const addSetupItem = (
  table: SetupTable,
  body: { name: string; yachtId: number; departmentId?: number | null },
) => call(setupItemAddedSchema, `/${table}`, 'POST', body);

export const editSetupItem = (
  table: SetupTable,
  id: number,
  vesselId: number,
  body: { name: string; departmentId?: number | null },
) => call(messageAnswerSchema, `/${table}/${id}/${vesselId}`, 'PUT', body);

export const deleteSetupItem = (table: SetupTable, id: number, vesselId: number) =>
  call(messageAnswerSchema, `/${table}/${id}/${vesselId}`, 'DELETE');

/** The order as dragged: shown at once on the device, saved on the server, then pulled back. */
export async function saveSetupOrder(vesselId: number, departments: number[], positions: number[]) {
  await db.transaction('rw', db.departments, db.positions, async () => {
    for (const [i, id] of departments.entries()) await db.departments.update(id, { order: i + 1 });
    for (const [i, id] of positions.entries()) await db.positions.update(id, { order: i + 1 });
  });
  return call(messageAnswerSchema, `/DeparmentAndPosition/${vesselId}`, 'PUT', { departments, positions });
}
