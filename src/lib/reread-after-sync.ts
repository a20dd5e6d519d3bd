import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSyncStatus } from './use-session';

/**
 * Answers only the server gives (settings, the guide, the approval group) are read again after
 * each sync: a change this device queued is then shown as the server holds it, not the copy
 * from before it was sent.
 */
export function useRereadAfterSync(...keys: QueryKey[]) {
  const queries = useQueryClient();
  const { lastSyncAt } = useSyncStatus();
  const joined = JSON.stringify(keys);
  useEffect(() => {
    if (!lastSyncAt) return;
    for (const queryKey of JSON.parse(joined) as QueryKey[]) void queries.invalidateQueries({ queryKey });
  }, [lastSyncAt, joined, queries]);
}
