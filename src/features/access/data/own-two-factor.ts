import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { messageAnswerSchema } from '../../../contracts/common';
import {
  ownTwoFactorSchema,
  recoveryCodesAnswerSchema,
  twoFactorStepSchema,
} from '../../../contracts/two-factor';
import { authedJson } from '../../../lib/api-client';
import { db, net } from '../../../lib/services';

/** The user's own two-factor login, as the server last said (kept on the device like other answers). */
export function useOwnTwoFactor() {
  return useQuery({
    queryKey: ['own-two-factor'],
    queryFn: () => authedJson(ownTwoFactorSchema, db, net, '/me/twofactor'),
    // Read afresh each time the page opens: a setup or a change on another device may have
    // changed it (the page waits for that answer rather than show an old one).
    staleTime: 0,
  });
}

const post = <S extends z.ZodType>(schema: S, path: string, password: string) =>
  authedJson(schema, db, net, `/me/twofactor/${path}`, {
    method: 'POST',
    body: JSON.stringify({ password }),
  });

/** The changes, each with the password typed again. */
export function useOwnTwoFactorChanges() {
  const queries = useQueryClient();
  const reread = () => queries.invalidateQueries({ queryKey: ['own-two-factor'] });
  return {
    startSetup: (password: string) => post(twoFactorStepSchema, 'setup', password),
    turnOff: async (password: string) => {
      const answer = await post(messageAnswerSchema, 'off', password);
      await reread();
      return answer;
    },
    renewCodes: async (password: string) => {
      const answer = await post(recoveryCodesAnswerSchema, 'recovery', password);
      await reread();
      return answer;
    },
  };
}
