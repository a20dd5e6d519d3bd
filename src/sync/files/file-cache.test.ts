import { describe, expect, it } from 'vitest';
import { freshAppDbEachTest } from '../../../tests/kits/test-app-db';
import type { FileRow } from '../../db/app-db';
import { fileStorage, keepWithinBudget, setFileBudget, setPinned } from './file-cache';

const appDb = freshAppDbEachTest('files');

const MB = 1024 * 1024;
const file = (
  id: string,
  vesselId: number,
  lastUsedAt: number,
  state: FileRow['state'] = 'stored',
): FileRow => ({
  id,
  vesselId,
  userId: 1,
  purpose: 'attachment',
  name: `${id}.pdf`,
  type: 'application/pdf',
  size: 10 * MB,
  blob: new Blob([new Uint8Array(16)]),
  state,
  offset: 0,
  lastUsedAt,
});

describe('opened files within a storage budget', () => {
  it('drops the least recently used first, until the rest fit', async () => {
    await appDb().files.bulkAdd([file('a', 1, 1), file('b', 1, 3), file('c', 1, 2), file('d', 1, 4)]);
    await setFileBudget(appDb(), 25 * MB);
    expect((await appDb().files.toArray()).map((f) => f.id).sort()).toEqual(['b', 'd']);
    expect((await fileStorage(appDb())).bytes).toBe(20 * MB);
  });

  it("never drops a file waiting to be uploaded, nor a pinned vessel's", async () => {
    await appDb().files.bulkAdd([file('old', 2, 1), file('mine', 1, 2, 'queued'), file('new', 1, 3)]);
    await setPinned(appDb(), 2, true);
    await setFileBudget(appDb(), 5 * MB);
    expect((await appDb().files.toArray()).map((f) => f.id).sort()).toEqual(['mine', 'old']);
    // Unpinned, the vessel's files go like any other.
    await setPinned(appDb(), 2, false);
    expect((await appDb().files.toArray()).map((f) => f.id)).toEqual(['mine']);
    expect(await keepWithinBudget(appDb())).toBe(0);
  });
});
