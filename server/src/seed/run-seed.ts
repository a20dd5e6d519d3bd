import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { isEmpty, seedDemoFleet } from './demo-fleet';

/** `npm run seed`: creates the demo fleet in an empty database. */
const db = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? './data',
});
await migrate(db);
if (await isEmpty(db)) {
  await seedDemoFleet(db, new Date());
  console.log('Demo fleet created.');
} else {
  console.log('The database already has users; the demo fleet was not added.');
}
await db.close();
