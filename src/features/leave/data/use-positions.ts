import { useLiveQuery } from 'dexie-react-hooks';
import type { Position } from '../../../contracts/crew';
import { db } from '../../../lib/services';

const NONE: Position[] = [];

/** A vessel's positions on this device (the second line of a name in the leave table). */
export function usePositions(vesselId: number | undefined): Position[] {
  return useLiveQuery(
    async () => (vesselId === undefined ? NONE : db.positions.where('vesselId').equals(vesselId).toArray()),
    [vesselId],
    NONE,
  );
}
