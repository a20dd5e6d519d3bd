// Every test file's setup (vitest.config.ts setupFiles): the device's IndexedDB, in memory.
// Dexie reads the IndexedDB API once, when it is first loaded, and test files share a worker's
// loaded modules (isolate: false). A file that loaded Dexie, even through a screen's module,
// before any file set up fake-indexeddb left Dexie without one for every file after it in that
// worker ("IndexedDB API missing"), depending on the order. Set up here, it is there first for all.
import 'fake-indexeddb/auto';
import { afterEach, vi } from 'vitest';

// Globals a test stubs (a page's `window`, `document`, `navigator`) go with it. unstubGlobals
// undoes them only before the next test, so the last test's stubs were still there for the next
// file's beforeAll in the same worker: embedded PostgreSQL then took itself for a web page and
// failed to open ("reading 'pathname'"; four server files failed in a full run, by file order).
afterEach(() => {
  vi.unstubAllGlobals();
});
