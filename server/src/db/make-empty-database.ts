// Run by scripts/build-server.mjs on the compiled server: writes dist-server/empty-database.tar.gz.
import { writeEmptyDatabase } from './empty-database';

await writeEmptyDatabase();
