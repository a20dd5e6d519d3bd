import { useQuery, useQueryClient } from '@tanstack/react-query';
import { messageAnswerSchema } from '../../../contracts/common';
import { type ExistingUser, existingUserSchema, usersAnswerSchema } from '../../../contracts/users';
import { ApiError, authedJson } from '../../../lib/api-client';
import { keptAnswer } from '../../../lib/kept-answer';
import { db, net } from '../../../lib/services';

/**
 * Users administration reads the server's answer, kept on the device: offline, the page shows
 * the last known state (and says from when). Changes need a connection: they touch other
 * people's access, and the server must judge them against who holds what now.
 */
export function useUsers() {
  const query = useQuery({
    queryKey: ['users'],
    queryFn: () => authedJson(usersAnswerSchema, db, net, '/users/overview'),
  });
  return { ...keptAnswer(query), loading: query.isPending };
}

export function useReloadUsers() {
  const queries = useQueryClient();
  return () => queries.invalidateQueries({ queryKey: ['users'] });
}

/** A change to users: sends it and answers the server's message, or throws an ApiError. */
export async function sendUserChange(path: string, method: 'POST' | 'PUT', body: unknown) {
  return authedJson(messageAnswerSchema, db, net, path, { method, body: JSON.stringify(body) });
}

export async function checkIfExists(email: string, yachtId: number): Promise<ExistingUser> {
  try {
    return await authedJson(existingUserSchema, db, net, '/users/checkifexists', {
      method: 'POST',
      body: JSON.stringify({ email, yachtId }),
    });
  } catch (e) {
    // The check only pre-fills: failing, it clears what it filled (the spec) and the form goes on.
    if (e instanceof ApiError) return { exists: false };
    throw e;
  }
}
