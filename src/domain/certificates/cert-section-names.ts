import { msg } from '../../i18n/msg';

/**
 * The certificate register's sections as the server names them (migration 0029, the same on
 * every vessel), in the catalogue: a screen says a section with t(name) in the reader's
 * language. A section the device does not hold yet is 'Section {id}' (cert-list.ts).
 */
export const CERT_SECTION_NAMES = [
  msg('Registry & Ownership'),
  msg('Class'),
  msg('Load Line'),
  msg('Safety (SOLAS)'),
  msg('MARPOL'),
  msg('MLC'),
  msg('ISM / ISPS'),
  msg('Insurance'),
  msg('Radio'),
  msg('Commercial'),
  msg('Crew / Other'),
] as const;
