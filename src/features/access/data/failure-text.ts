import { MSG } from '../../../contracts/messages';
import { ApiError } from '../../../lib/api-client';

/**
 * What a failed call tells the user above the form: the server's own text (or the status's,
 * doc 1, section 8), and the no-connection text for anything that is not an answer.
 */
export const failureText = (err: unknown) => (err instanceof ApiError ? err.message : MSG.status0);
