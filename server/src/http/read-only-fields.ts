import { MSG } from '@contracts/messages';
import { badRequest, HttpError } from './errors';

/**
 * Fields a GET answers that its PUT cannot change (a module's state, the caller's access flags, a
 * version): a client that sends back the object it read, one field changed, is not refused for
 * them. Sent as stored they are accepted, and have nothing to do; another value would be a change
 * the call cannot make, so it is refused under its name, never ignored. A `version` other than
 * the stored one is an older (or made-up) copy: 409, read again.
 */
export function refuseChangedReadOnly<T extends object>(sent: Partial<T>, stored: T): void {
  for (const [name, value] of Object.entries(sent)) {
    if (value === undefined || value === stored[name as keyof T]) continue;
    if (name === 'version') throw new HttpError(409, { message: MSG.notLatestCopy });
    throw badRequest([{ property: name, message: MSG.readOnlyField }]);
  }
}
