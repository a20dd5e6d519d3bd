/**
 * The server's entry. Opening the embedded database (compiling PostgreSQL's WebAssembly and
 * reading its data folder) is the longest step of a start, so it begins before the rest of the
 * server's code is loaded and the two overlap (issue 34: a restart under 1 s).
 */
import { openDatabase } from './db/client';
import { emptyDatabaseFor } from './db/empty-database';

const dataDir = process.env.DATA_DIR ?? './data';
const databaseUrl = process.env.DATABASE_URL;
const emptyDatabase = databaseUrl ? undefined : emptyDatabaseFor(dataDir);
const opening = openDatabase({ databaseUrl, dataDir, emptyDatabase });
opening.catch(() => {}); // a refusal is thrown where it is awaited, below, not as an unhandled rejection
const { runServer } = await import('./run-server');
await runServer(await opening, dataDir, databaseUrl);
