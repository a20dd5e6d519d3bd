import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type GroupDetails,
  groupDetailsAnswerSchema,
  modulesAnswerSchema,
} from '../../../contracts/accounts';
import { authedJson } from '../../../lib/api-client';
import { keptAnswer } from '../../../lib/kept-answer';
import { db, net } from '../../../lib/services';

/**
 * Accounts read the server's answers, kept on the device: offline the page shows the last known
 * modules and details (and says so). Changes need a connection: they change what the vessel
 * pays for, and everyone's navigation on board.
 */
export function useVesselModules(vesselId: number | undefined) {
  const query = useQuery({
    queryKey: ['modules', vesselId],
    queryFn: () => authedJson(modulesAnswerSchema, db, net, `/modules?yachtId=${vesselId}`),
    enabled: vesselId !== undefined,
  });
  return keptAnswer(query);
}

export function useGroupDetails(groupId: number | undefined) {
  return useQuery({
    queryKey: ['groupdetails', groupId],
    queryFn: () => authedJson(groupDetailsAnswerSchema, db, net, `/groupdetails/${groupId}`),
    enabled: groupId !== undefined,
    // Read again on every opening: the copy kept on the device is written a moment after a save
    // (throttled), so a reload at once brought back the details from before it, taken as fresh.
    refetchOnMount: 'always',
  });
}

/** Activate or switch off a module; the session is re-read so navigation follows at once. */
export function useToggleModule(vesselId: number) {
  const queries = useQueryClient();
  return async (moduleId: number, isActive: boolean) => {
    const answer = await authedJson(modulesAnswerSchema, db, net, '/modules', {
      method: 'POST',
      body: JSON.stringify({ yachtId: vesselId, moduleId, isActive }),
    });
    queries.setQueryData(['modules', vesselId], answer);
    await queries.invalidateQueries({ queryKey: ['me'] });
    await queries.invalidateQueries({ queryKey: ['welcome'] });
  };
}

export function useSaveGroupDetails(groupId: number) {
  const queries = useQueryClient();
  return async (details: GroupDetails) => {
    const saved = await authedJson(groupDetailsAnswerSchema, db, net, `/groupdetails/${groupId}`, {
      method: 'PUT',
      body: JSON.stringify(details),
    });
    queries.setQueryData(['groupdetails', groupId], saved);
  };
}
