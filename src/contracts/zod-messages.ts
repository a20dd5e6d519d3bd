import { z } from 'zod';
import { msg } from '../i18n/msg';
import { MSG } from './messages';

/**
 * The message of an issue a schema left without its own. zod's defaults ('Invalid input:
 * expected string, received number', 'Too big: expected array to have <=50 items') read like a
 * stack trace and are English only; these are in the spec's voice and in the catalogue, so a
 * client's error list and a form say the same, in the reader's language. A schema's own
 * message always wins over these (zod asks the global map last).
 */
export function issueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      // Left out, or sent as null where a value is needed: the spec's words for a field left empty.
      if (issue.input === undefined || issue.input === null) return MSG.required;
      return TYPE_MESSAGES[issue.expected] ?? MSG.status400;
    case 'too_big':
      return tooBig(issue.origin, Number(issue.maximum), issue.inclusive !== false);
    case 'too_small':
      return tooSmall(issue.origin, Number(issue.minimum), issue.inclusive !== false);
    case 'invalid_value':
      return oneOf(issue.values);
    case 'invalid_union': {
      // A kind of body told by one field (discriminated union): that field left out is
      // required; a kind the call does not know is answered with the kinds it does.
      if ('discriminator' in issue && issue.discriminator) {
        const sent = (issue.input as Record<string, unknown> | undefined)?.[issue.discriminator];
        if (sent === undefined || sent === null) return MSG.required;
        return oneOf(((issue as { options?: unknown[] }).options ?? []) as unknown[]);
      }
      // A union of single values (0 | 1 | 2) says them, as an enum does.
      const branches = issue.errors ?? [];
      const values = branches.every((b) => b.length === 1 && b[0]?.code === 'invalid_value')
        ? branches.flatMap((b) => (b[0] as { values: unknown[] }).values)
        : [];
      return oneOf(values);
    }
    case 'invalid_format':
      return issue.format === 'email' ? MSG.email : msg('Invalid format.');
    case 'not_multiple_of':
      return msg('Must be a multiple of {n}.', { n: issue.divisor });
    case 'unrecognized_keys':
      return MSG.unknownField;
    case 'invalid_key':
    case 'invalid_element':
      return MSG.status400;
    default:
      return undefined;
  }
}

/** The values a field may take, said when they are few; else the spec's general word. */
const oneOf = (values: readonly unknown[]) =>
  values.length > 0 && values.length <= 12
    ? msg('Must be one of: {values}.', { values: values.map((v) => JSON.stringify(v)).join(', ') })
    : MSG.status400;

const TYPE_MESSAGES: Partial<Record<string, string>> = {
  number: msg('Must be a number.'),
  int: msg('Must be a whole number.'),
  string: msg('Must be text.'),
  boolean: msg('Must be true or false.'),
  array: msg('Must be a list.'),
  object: msg('Must be a set of fields.'),
  record: msg('Must be a set of fields.'),
};

function tooBig(origin: string, max: number, inclusive: boolean): string {
  if (origin === 'string') return MSG.maxLength(inclusive ? max : max - 1);
  if (origin === 'array' || origin === 'set') return MSG.maxItems(inclusive ? max : max - 1);
  return inclusive ? msg('Must be at most {max}.', { max }) : msg('Must be less than {max}.', { max });
}

function tooSmall(origin: string, min: number, inclusive: boolean): string {
  if (origin === 'string')
    return min <= 1
      ? MSG.required
      : msg('Min length is {min} characters.', { min: inclusive ? min : min + 1 });
  if (origin === 'array' || origin === 'set') {
    const least = inclusive ? min : min + 1;
    return least <= 1 ? msg('At least one item.') : msg('At least {min} items.', { min: least });
  }
  return inclusive ? msg('Must be at least {min}.', { min }) : msg('Must be more than {min}.', { min });
}

/** Installed once, for every schema of this bundle (the server's, the app's, the worker's). */
z.config({ customError: issueMessage });
