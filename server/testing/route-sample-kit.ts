/**
 * The pieces the route samples are made of (the samples themselves: route-samples.ts and
 * route-samples-crew.ts): what a sample is, what it is given, and a few shared values.
 */
export interface SampleContext {
  /** The vessel the request is about. */
  vessel: number;
  /** The user whose record it is (the caller themselves, or someone else). */
  user: number;
  ids: SampleIds;
}

export interface SampleIds {
  captain: number;
  /** A crew member on the vessel alone: a captain there holds their account (2FA removal). */
  shipmate: number;
  /** The company group of the vessel. */
  group: number;
  department: number;
  position: number;
  /** Crew-on-yacht ids on the vessel, by user (someone not on it has none). */
  crewIds: Record<number, number>;
  /** A salary entry of each crew member on the vessel, by user. */
  salaries: Record<number, string>;
  /** A preset and a comment of the demo crew member, on the vessel. */
  crewPreset: string;
  crewComment: string;
  /** An upload the demo crew member started and has not finished. */
  crewUpload: string;
  /** A stored file on the vessel, by the user whose record it is. */
  files: Record<number, string>;
  /** Leave profiles on the vessel, by user (the demo's: most of the crew, the captain too). */
  leaveProfiles: Record<number, string>;
  /** A leave request of each user who has one (the demo crew member's is pending), by user. */
  leaveRequests: Record<number, string>;
  /** An entry of a leave profile's history on the vessel. */
  leaveHistoryEntry: number;
  /** The vessel's default leave type. */
  leaveType: number;
  /** A certificate of the vessel to read, and another the delete sample may remove. */
  certificate: string;
  spareCertificate: string;
}

export interface SampleRequest {
  path: string;
  body?: unknown;
  /** The body as raw bytes (the signature image upload, a chunk of a file). */
  raw?: Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
}

export interface RouteSample {
  request: (x: SampleContext) => SampleRequest;
  /** Ends the session it is called with (logout): the caller gets a token of its own. */
  endsSession?: boolean;
  /** About a record by id that only its owner (the demo crew member) may use: others get 403. */
  ownerOnly?: boolean;
}

export const DAY = '2026-11-10';

/** A new record id per call: saving someone else's id is refused, and that is not what is tested. */
let made = 0;
export const freshId = (prefix: string) => `${prefix}${String(++made).padStart(26 - prefix.length, '0')}`;

export const s = (
  request: RouteSample['request'],
  extra: Omit<RouteSample, 'request'> = {},
): RouteSample => ({
  request,
  ...extra,
});
