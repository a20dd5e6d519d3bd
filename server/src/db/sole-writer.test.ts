import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openPglite } from './client';

/**
 * Issue 34: on the embedded database a poll at the head is answered from memory while the count
 * of calls that may have written stays the same (kept-callers.ts). Whatever is not counted must
 * be unable to write, and whatever is counted must be counted however it ends.
 */
let db: Db;
beforeAll(async () => {
  db = await openPglite();
  await db.query('CREATE TABLE notes (id int PRIMARY KEY, body text)');
  await db.query("INSERT INTO notes VALUES (1, 'kept')");
  await db.query('CREATE SEQUENCE numbers');
});
afterAll(() => db.close());

const body = async () => (await db.query<{ body: string }>('SELECT body FROM notes WHERE id = 1'))[0]?.body;

describe('the embedded database counts every call that may write', () => {
  it('refuses a write in a read-only transaction or a snapshot, and counts neither', async () => {
    const sole = db.soleWriter!;
    const before = sole.writes();
    await expect(
      sole.readOnly((tx) => tx.query("UPDATE notes SET body = 'changed' WHERE id = 1")),
    ).rejects.toThrow(/read-only/);
    await expect(db.snapshot((tx) => tx.query("INSERT INTO notes VALUES (2, 'new')"))).rejects.toThrow(
      /read-only/,
    );
    await expect(db.snapshot((tx) => tx.query("SELECT nextval('numbers')"))).rejects.toThrow(/read-only/);
    expect(sole.writes()).toBe(before);
    expect(await body()).toBe('kept');
  });

  it('counts a transaction that fails and rolls back, and a statement that fails', async () => {
    const sole = db.soleWriter!;
    const before = sole.writes();
    await expect(
      db.transaction(async (tx) => {
        await tx.query("UPDATE notes SET body = 'rolled back' WHERE id = 1");
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await expect(db.query("INSERT INTO notes VALUES (1, 'twice')")).rejects.toThrow();
    expect(sole.writes()).toBe(before + 2);
    expect(await body()).toBe('kept');
  });

  it('counts a write once it has ended, not when it begins: a read meanwhile is not taken as current', async () => {
    const sole = db.soleWriter!;
    const before = sole.writes();
    let during = -1;
    await db.transaction(async (tx) => {
      await tx.query("UPDATE notes SET body = 'written' WHERE id = 1");
      during = sole.writes();
    });
    expect([during, sole.writes()]).toEqual([before, before + 1]);
  });
});

/** The server's production sources (tests and the Db itself aside), by path under server/src. */
function serverSources(dir = join(import.meta.dirname, '..'), under = ''): [string, string][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): [string, string][] => {
    const path = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return serverSources(join(dir, entry.name), path);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts') || path === 'db/client.ts') return [];
    return [[path, readFileSync(join(dir, entry.name), 'utf8')]];
  });
}

/** A statement that ends a transaction or makes it writable again (a savepoint's rollback does neither). */
const REOPENS =
  /\b(COMMIT|ROLLBACK(?!\s+TO\b)|SET\s+(LOCAL\s+|SESSION\s+)?(TRANSACTION|SESSION\s+CHARACTERISTICS)|transaction_read_only)\b/i;

describe('what is not counted stays read-only', () => {
  it('the database lets a statement inside a read-only transaction undo it: so no server code sends one', async () => {
    // Why the guard below: a SET TRANSACTION READ WRITE or a COMMIT in a `readOnly` or `snapshot`
    // body would let the writes after it through, uncounted, and polls would be answered stale.
    const sole = db.soleWriter!;
    const before = sole.writes();
    await sole.readOnly(async (tx) => {
      await tx.query('SET TRANSACTION READ WRITE');
      await tx.query("UPDATE notes SET body = 'uncounted' WHERE id = 1");
    });
    expect(sole.writes()).toBe(before);
    expect(await body()).toBe('uncounted');
    await db.query("UPDATE notes SET body = 'kept' WHERE id = 1");

    const code = (text: string) =>
      text
        .split('\n')
        .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
        .join('\n');
    const found = serverSources().filter(([, text]) => REOPENS.test(code(text)));
    expect(found.map(([path]) => path)).toEqual([]);
  });
});
