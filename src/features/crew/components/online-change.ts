import { useState } from 'react';
import { messageAnswerSchema } from '../../../contracts/common';
import { MSG } from '../../../contracts/messages';
import { ApiError, authedJson } from '../../../lib/api-client';
import { db, net, requestSync } from '../../../lib/services';

/**
 * A change a crew popup sends online (the server judges it against everyone's roles now): busy
 * while it goes; done, a sync brings the change down and `onDone` has the server's message;
 * refused, the popup stays open with the reason.
 */
export function useOnlineChange(onDone: (message: string) => void) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const send = async (path: string, init: RequestInit) => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await authedJson(messageAnswerSchema, db, net, path, init);
      requestSync();
      onDone(answer.message);
    } catch (err) {
      const api = err instanceof ApiError ? err : null;
      setError(api?.fieldErrors[0]?.message ?? api?.message ?? MSG.status0);
      setBusy(false);
    }
  };
  return { error, busy, send };
}
