import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authedJson } from './api-client';
import { db, net } from './services';
import { useOnline } from './use-online';

/**
 * Roles and vessels can change ashore while a device is at sea: when online, re-read them
 * from the server and keep the stored session (used offline) up to date.
 */
export function useFreshSession() {
  const online = useOnline();
  const query = useQuery({
    queryKey: ['me'],
    // The answer's schema (and zod) load with the first check, not with the app's first screen.
    queryFn: async () => authedJson((await import('../contracts/auth')).meAnswerSchema, db, net, '/me'),
    enabled: online,
  });
  useEffect(() => {
    const info = query.data;
    if (info)
      void db.session.update('current', { user: info.user, roles: info.roles, vessels: info.vessels });
  }, [query.data]);
  return query;
}
