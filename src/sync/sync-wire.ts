import { deflateSync, inflateSync } from 'fflate';
import { SYNC_DICTIONARY } from '../contracts/sync-wire';

/** A sync body as it goes over the link. */
export const packSync = (json: string): Uint8Array =>
  deflateSync(new TextEncoder().encode(json), { level: 9, dictionary: SYNC_DICTIONARY });

/** A sync body back to its JSON text. */
export const unpackSync = (bytes: Uint8Array): string =>
  new TextDecoder().decode(inflateSync(bytes, { dictionary: SYNC_DICTIONARY }));
