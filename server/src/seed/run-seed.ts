import { resolve } from 'node:path';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { openFileStorage } from '../files/file-storage';
import { isEmpty, seedDemoFleet } from './demo-fleet';

/** `npm run seed`: creates the demo fleet in an empty database. */
const dataDir = process.env.DATA_DIR ?? './data';
const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
await migrate(db);
if (await isEmpty(db)) {
  // The library's PDFs go where the server keeps files (the data folder, or S3 when configured).
  await seedDemoFleet(db, new Date(), openFileStorage(resolve(dataDir, 'files')));
  console.log('Demo fleet created.');
} else {
  console.log('The database already has users; the demo fleet was not added.');
}
await db.close();
