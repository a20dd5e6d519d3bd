import type { VesselDetails } from '../../../contracts/vessel-details';

/** How a vessel detail is typed: words, a number, or a code (letters and digits, no spellcheck). */
export type DetailKind = 'text' | 'number' | 'code';

/** The registry details, in the order a port official asks for them (vessel details, crew list). */
export const REGISTRY_FIELDS: [keyof VesselDetails, string, DetailKind][] = [
  ['registration', 'Registration', 'text'],
  ['registrationNo', 'Official number', 'code'],
  ['portOfRegistry', 'Port of registry', 'text'],
  ['flagState', 'Flag state', 'text'],
  ['imoNumber', 'IMO number', 'code'],
  ['callSign', 'Call sign', 'text'],
  ['mmsi', 'MMSI', 'number'],
];
