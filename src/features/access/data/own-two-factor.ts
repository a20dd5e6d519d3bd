import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnTwoFactor, TwoFactorStep } from '../../../contracts/two-factor';
import { authedCall } from '../../../lib/api-client';
import { db, net } from '../../../lib/services';

/** The user's own two-factor login, as the server last said (kept on the device like other answers). */
export function useOwnTwoFactor() {
  return useQuery({
    queryKey: ['own-two-factor'],
    queryFn: () => authedCall<OwnTwoFactor>(db, net, '/me/twofactor'),
    // Read afresh each time the page opens: a setup or a change on another device may have
    // changed it (the page waits for that answer rather than show an old one).
    staleTime: 0,
  });
}

const post = <T>(path: string, password: string) =>
  authedCall<T>(db, net, `/me/twofactor/${path}`, { method: 'POST', body: JSON.stringify({ password }) });

/** The changes, each with the password typed again. */
export function useOwnTwoFactorChanges() {
  const queries = useQueryClient();
  const reread = () => queries.invalidateQueries({ queryKey: ['own-two-factor'] });
  return {
    startSetup: (password: string) => post<TwoFactorStep>('setup', password),
    turnOff: async (password: string) => {
      const answer = await post<{ message: string }>('off', password);
      await reread();
      return answer;
    },
    renewCodes: async (password: string) => {
      const answer = await post<{ recoveryCodes: string[] }>('recovery', password);
      await reread();
      return answer;
    },
  };
}
