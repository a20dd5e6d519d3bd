/**
 * `npm run hor:verify`: re-walks every vessel's hash-chained log of hours of rest (issue 33),
 * its daily anchors, the current rows against their last entries and the months' signatures,
 * and prints "intact" or the first entry that breaks (vessel, entry number, whose record, what).
 * Exit code 0 when intact, 1 when broken. Reads DATABASE_URL (PostgreSQL) or else the embedded
 * database in DATA_DIR (./data by default; stop the server first: one process opens it at a time).
 */
import { openDatabase } from '../server/src/db/client';
import { verifyAllChains } from '../server/src/modules/rest-hours/chain/chain-verify';

const db = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? './data',
});
try {
  process.exitCode = await verifyAllChains(db, (line) => process.stdout.write(`${line}\n`));
} finally {
  await db.close();
}
