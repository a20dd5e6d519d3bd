import type { ErasableKind, Erasure } from '@contracts/erasures';
import { type FeedSources, vesselRecordsVisible } from '../../kernel/sync-kit';

/** Kinds keyed by the crew id (a number on the device); the others by a ULID. */
const CREW_KEYED = new Set<ErasableKind>(['crewDetails', 'crewPrivate']);

/**
 * Deleted records in the change feed. Everyone on the vessel hears of them: an id says nothing
 * about a person, and whoever holds the record, whatever their level, must lose it.
 */
export const erasureFeeds = {
  erasures: {
    // Never gated by a module: a notice must reach every device that may hold the record.
    module: null,
    select: 'SELECT id, kind, record_key, vessel_id, user_id, version FROM sync_erasures',
    visible: vesselRecordsVisible,
    map: (r: Record<string, unknown>): Erasure => {
      const kind = r.kind as ErasableKind;
      return {
        id: Number(r.id),
        kind,
        key: CREW_KEYED.has(kind) ? Number(r.record_key) : String(r.record_key),
        vesselId: Number(r.vessel_id),
        userId: Number(r.user_id),
        version: Number(r.version),
      };
    },
  },
} satisfies FeedSources;
