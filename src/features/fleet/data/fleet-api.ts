import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FleetWelcome, LeaveFleetChecklist, WelcomeItem } from '../../../contracts/fleet';
import { MSG } from '../../../contracts/messages';
import { ApiError, authedCall } from '../../../lib/api-client';
import { db, net } from '../../../lib/services';

/**
 * The fleet area's server answers. The welcome rows are kept on the device (react-query,
 * persisted), so offline the dashboard shows the last known figures and says from when.
 */
function useKept<T>(key: readonly unknown[], path: string, enabled = true) {
  const query = useQuery({ queryKey: key, queryFn: () => authedCall<T>(db, net, path), enabled });
  return {
    data: query.data,
    // Offline a first read waits (paused): that is not loading, the rows say they need a link.
    loading: query.fetchStatus === 'fetching',
    error: query.error,
    readAt: query.dataUpdatedAt,
    stale: Boolean(query.data && (query.isError || query.fetchStatus === 'paused')),
  };
}

export const useVesselWelcome = (vesselId: number | undefined) =>
  useKept<WelcomeItem[]>(['welcome', vesselId], `/yacht/${vesselId}/welcome`, vesselId !== undefined);

export const useFleetWelcome = () => useKept<FleetWelcome[]>(['welcome', 'fleet'], '/fleet/welcome');

export function useReloadFleet() {
  const queries = useQueryClient();
  return () => queries.invalidateQueries({ queryKey: ['welcome'] });
}

/** A form sent to the server: its message, or an ApiError with the field errors to show. */
export async function sendForm(path: string, body: unknown): Promise<{ message: string }> {
  return authedCall(db, net, path, { method: 'POST', body: JSON.stringify(body) });
}

export const asApiError = (e: unknown) => (e instanceof ApiError ? e : new ApiError(0, MSG.status0));

export const leaveFleetChecklist = (vesselId: number) =>
  authedCall<LeaveFleetChecklist>(db, net, `/yacht/${vesselId}/leave-fleet`);
