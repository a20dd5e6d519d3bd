import { msg, msgIn } from '../../i18n/msg';

/**
 * The access levels' names as the roles list gives them (doc 1, section 6: Crew, Officer,
 * Purser, Captain, and the levels above), each with its catalogue message: the server answers a
 * role's name in English, as stored, and a screen says it with t(roleNameId(name)) in the
 * reader's language. 'Crew' the level is one person (Spanish 'Tripulante'), not the crew the
 * module is named for ('Tripulación'): its message has a context. A role named otherwise shows
 * as it is named.
 */
const ROLE_NAMES: Readonly<Record<string, string>> = {
  Crew: msgIn('access level', 'Crew'),
  Officer: msg('Officer'),
  Purser: msg('Purser'),
  Captain: msg('Captain'),
  'Fleet Manager': msg('Fleet Manager'),
  'Super User': msg('Super User'),
};

/** The catalogue message of a role's name (its own name when it is not one of the levels'). */
export const roleNameId = (name: string): string => ROLE_NAMES[name] ?? name;
