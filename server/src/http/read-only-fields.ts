import { sentVersionSchema } from '@contracts/common';
import { MSG } from '@contracts/messages';
import { badRequest, HttpError } from './errors';
import { typed } from './spec-types';

/**
 * Fields a GET answers that its PUT cannot change (a module's state, the caller's access flags, a
 * version): a client that sends back the object it read, one field changed, is not refused for
 * them. Sent as stored they are accepted, and have nothing to do; another value would be a change
 * the call cannot make, so it is refused under its name, never ignored. A `version` other than
 * the stored one is an older (or made-up) copy: 409, read again.
 *
 * A number or a boolean sent as its text ("1754", "true") is the value it spells, as the spec's
 * .NET reader takes it (http/spec-types): the same copy sent back as text was a 409 ("not the
 * latest copy") for its version, which misled a client into reading again for ever. A version
 * that is no whole number at all is refused as the field it is, by the spec's numeric rule.
 */
export function refuseChangedReadOnly<T extends object>(sent: Partial<T>, stored: T): void {
  for (const [name, value] of Object.entries(sent)) {
    if (value === undefined) continue;
    const was = stored[name as keyof T];
    const kind = name === 'version' ? 'number' : typeof was;
    const read = kind === 'number' || kind === 'boolean' ? (typed(kind, value) ?? value) : value;
    if (read === was) continue;
    if (name === 'version') {
      const error = sentVersionSchema.safeParse(read).error?.issues[0];
      if (error) throw badRequest([{ property: name, message: error.message }]);
      throw new HttpError(409, { message: MSG.notLatestCopy });
    }
    throw badRequest([{ property: name, message: MSG.readOnlyField }]);
  }
}
