import { msg } from '../../i18n/msg';

/**
 * The access levels' names as the roles list gives them (doc 1, section 6: Crew, Officer,
 * Purser, Captain, and the levels above), in the catalogue: the server answers a role's name in
 * English, as stored, and a screen says it with t(name) in the reader's language. A role named
 * otherwise shows as it is named.
 */
export const ROLE_NAMES = [
  msg('Crew'),
  msg('Officer'),
  msg('Purser'),
  msg('Captain'),
  msg('Fleet Manager'),
  msg('Super User'),
] as const;
