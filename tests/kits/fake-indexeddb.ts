// Every test file's setup (vitest.config.ts setupFiles): the device's IndexedDB, in memory.
// Dexie reads the IndexedDB API once, when it is first loaded, and test files share a worker's
// loaded modules (isolate: false). A file that loaded Dexie, even through a screen's module,
// before any file set up fake-indexeddb left Dexie without one for every file after it in that
// worker ("IndexedDB API missing"), depending on the order. Set up here, it is there first for all.
import 'fake-indexeddb/auto';
