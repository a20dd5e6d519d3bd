import type { VesselDetails } from '../../../contracts/vessel-details';
import { msg } from '../../../i18n/msg';

/** How a vessel detail is typed: words, a number, or a code (letters and digits, no spellcheck). */
export type DetailKind = 'text' | 'number' | 'code';

/** The registry details, in the order a port official asks for them (vessel details, crew list). */
export const REGISTRY_FIELDS: [keyof VesselDetails, string, DetailKind][] = [
  ['registration', msg('Registration'), 'text'],
  ['registrationNo', msg('Official number'), 'code'],
  ['portOfRegistry', msg('Port of registry'), 'text'],
  ['flagState', msg('Flag state'), 'text'],
  ['imoNumber', msg('IMO number'), 'code'],
  ['callSign', msg('Call sign'), 'text'],
  ['mmsi', msg('MMSI'), 'number'],
];
