// Run by scripts/build-server.mjs on the compiled server: writes dist-server/empty-database/.
import { SERVER_JOBS } from '../composition';
import { writeEmptyDatabase } from './write-empty-database';

// Its queues are the server's, so a first start creates none (a few statements each).
await writeEmptyDatabase(undefined, Object.keys(SERVER_JOBS));
