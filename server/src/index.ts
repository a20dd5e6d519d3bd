/**
 * The server's entry. Opening the embedded database (compiling PostgreSQL's WebAssembly and
 * reading its data folder) is the longest step of a start, so it begins before the rest of the
 * server's code is loaded and the two overlap (issue 34: a restart under 1 s).
 */
import { openDatabase } from './db/client';
import { copyEmptyDatabase, holdsDatabase } from './db/empty-database';

const dataDir = process.env.DATA_DIR ?? './data';
const databaseUrl = process.env.DATABASE_URL;
const newFolder = !databaseUrl && !holdsDatabase(dataDir);
if (newFolder) copyEmptyDatabase(dataDir);
const opening = openDatabase({ databaseUrl, dataDir });
opening.catch(() => {}); // a refusal is thrown where it is awaited, below, not as an unhandled rejection
// A new folder gets the demo fleet: its password's hash (argon2, off the main thread) is made
// while the database opens rather than after. Loaded here only then: a restart does not wait for it.
const demoHash = newFolder ? import('./seed/demo-password').then((m) => m.demoPasswordHash()) : undefined;
demoHash?.catch(() => {}); // likewise
const { runServer } = await import('./run-server');
await runServer(await opening, dataDir, databaseUrl, demoHash);
