import { msg } from '../../i18n/msg';
import { normalizePassword } from './password-form';
/**
 * The four rules of a new password (doc 1, section 5), each shown live as an indicator on the
 * reset and change forms and checked again by the server with the same words.
 */
export const PASSWORD_RULES = [
  {
    id: 'length',
    label: msg('At least 8 characters'),
    message: msg('Min length is 8 characters.'),
    test: (p: string) => p.length >= 8,
  },
  {
    id: 'upper',
    label: msg('One uppercase letter'),
    message: msg('Field should contain at least one uppercase'),
    test: (p: string) => /\p{Lu}/u.test(p),
  },
  {
    id: 'number',
    label: msg('One number'),
    message: msg('Field should contain at least one number'),
    test: (p: string) => /\d/.test(p),
  },
  {
    id: 'lower',
    label: msg('One lowercase letter'),
    message: msg('Field should contain at least one lowercase'),
    test: (p: string) => /\p{Ll}/u.test(p),
  },
] as const;

export type RuleState = 'empty' | 'passed' | 'failed';

/**
 * Each rule's indicator: empty before anything is typed, then passed or failed. The rules
 * judge the form that is hashed (three decorated letters are not eight characters).
 */
export const ruleStates = (password: string): RuleState[] =>
  PASSWORD_RULES.map((r) =>
    password === '' ? 'empty' : r.test(normalizePassword(password)) ? 'passed' : 'failed',
  );

/** The first rule a password breaks (in its hashed form), as the field's message; else null. */
export const passwordProblem = (password: string): string | null =>
  PASSWORD_RULES.find((r) => !r.test(normalizePassword(password)))?.message ?? null;
