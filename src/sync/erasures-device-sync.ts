import { defineDeviceModule } from './device-kit';

/**
 * Records the server deleted outright (five-year retention): each notice deletes the record it
 * names from its own table (apply-server-data.ts), and is not kept.
 */
export const erasuresDeviceSync = defineDeviceModule({
  kinds: {
    erasures: {
      table: (db) => db.erasures,
      key: (r) => r.id,
      toLocal: () => null,
      erases: (r) => ({ kind: r.kind, key: r.key }),
    },
  },
  ops: {},
});
