import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { meAnswerSchema } from '../../../contracts/auth';
import { type MessageAnswer, messageAnswerSchema } from '../../../contracts/common';
import {
  fleetWelcomeListSchema,
  type LeaveFleet,
  leaveFleetChecklistSchema,
  leftFleetSchema,
  vesselWelcomeSchema,
} from '../../../contracts/fleet';
import { MSG } from '../../../contracts/messages';
import { ApiError, authedJson } from '../../../lib/api-client';
import { keptAnswerAge } from '../../../lib/kept-answer';
import { db, net } from '../../../lib/services';

/**
 * The fleet area's server answers. The welcome rows are kept on the device (react-query,
 * persisted), so offline the dashboard shows the last known figures and says from when.
 */
function useKept<S extends z.ZodType>(schema: S, key: readonly unknown[], path: string, enabled = true) {
  const query = useQuery({ queryKey: key, queryFn: () => authedJson(schema, db, net, path), enabled });
  return {
    data: query.data,
    // Offline a first read waits (paused): that is not loading, the rows say they need a link.
    loading: query.fetchStatus === 'fetching',
    error: query.error,
    ...keptAnswerAge(query),
  };
}

export const useVesselWelcome = (vesselId: number | undefined) =>
  useKept(vesselWelcomeSchema, ['welcome', vesselId], `/yacht/${vesselId}/welcome`, vesselId !== undefined);

export const useFleetWelcome = () => useKept(fleetWelcomeListSchema, ['welcome', 'fleet'], '/fleet/welcome');

export function useReloadFleet() {
  const queries = useQueryClient();
  return () => queries.invalidateQueries({ queryKey: ['welcome'] });
}

/** A form sent to the server: its message, or an ApiError with the field errors to show. */
export async function sendForm(path: string, body: unknown): Promise<MessageAnswer> {
  return authedJson(messageAnswerSchema, db, net, path, { method: 'POST', body: JSON.stringify(body) });
}

export const asApiError = (e: unknown) => (e instanceof ApiError ? e : new ApiError(0, MSG.status0));

export const leaveFleetChecklist = (vesselId: number) =>
  authedJson(leaveFleetChecklistSchema, db, net, `/yacht/${vesselId}/leave-fleet`);

/** 'Leave fleet', then the session as it is now: the vessel is gone from it. */
export async function leaveFleet(body: LeaveFleet) {
  await authedJson(leftFleetSchema, db, net, '/yacht/leave-fleet', {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return authedJson(meAnswerSchema, db, net, '/me');
}
