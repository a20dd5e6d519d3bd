import type { AppDb } from '../src/db/app-db';

/**
 * The app's database (src/db/app-db.ts) for the service worker, with plain IndexedDB instead of
 * Dexie (issue 34, goal 4: Dexie was about 28 KB of the 49 KB `sw.js` on the wire). It serves the
 * part of Dexie's API the sync engine uses (src/sync), on the stores the page's Dexie made: the
 * rows are the objects Dexie stores, under the same keys, so the worker reads and writes exactly
 * what the page does. It never creates or upgrades the database: that is the page's.
 *
 * As with Dexie, the calls made inside `transaction(…)` join it, and what it wrote is committed
 * or rolled back as one. Awaiting anything but the database inside a transaction ends it early,
 * as it does with Dexie. After each write the page's Dexie is told, as Dexie tells its other
 * contexts, so the screens showing what changed read it again.
 */
export function openPlainAppDb(name: string): AppDb {
  const base = new PlainDb(name);
  // `db.outbox`, `db.meta`, …: a table by its store's name, as Dexie declares them.
  return new Proxy(base, {
    // Not a thenable: `then` is no table.
    get: (target, prop, receiver) =>
      typeof prop === 'string' && prop !== 'then' && !(prop in target)
        ? target.table(prop)
        : Reflect.get(target, prop, receiver),
  }) as unknown as AppDb;
}

type Key = IDBValidKey;
type Row = Record<string, unknown>;
interface Scope {
  tx: IDBTransaction;
  done: Promise<void>;
  stores: Set<string>;
  writable: boolean;
  /** The stores written, with their indexes: what the page's Dexie is told. */
  written: Map<string, string[]>;
}

/** The transaction the calls made now join (only `transaction` sets it; one replay runs at a time). */
let current: Scope | null = null;

const ask = <T>(r: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });

/** Settles when the transaction has committed (or failed); never an unhandled rejection. */
function ended(tx: IDBTransaction) {
  const done = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new DOMException('Transaction aborted', 'AbortError'));
  });
  done.catch(() => undefined);
  return done;
}

/** What Dexie's contexts say to each other after a write: these stores and indexes, every key. */
const DEXIE_CHANNEL = 'x-storagemutated-1';
const EVERY_KEY = { d: 1, from: Number.NEGATIVE_INFINITY, to: [[]] };

class PlainDb {
  private conn: Promise<IDBDatabase> | null = null;
  private readonly tables = new Map<string, PlainTable>();
  constructor(readonly name: string) {}

  table(name: string): PlainTable {
    const kept = this.tables.get(name);
    if (kept) return kept;
    const made = new PlainTable(this, name);
    this.tables.set(name, made);
    return made;
  }

  private open(): Promise<IDBDatabase> {
    this.conn ??= new Promise<IDBDatabase>((resolve, reject) => {
      const r = indexedDB.open(this.name);
      // No database yet: the page has not made it, so there is nothing to send; none is made here.
      r.onupgradeneeded = () => r.transaction?.abort();
      r.onsuccess = () => {
        // The page opens a newer version: let it upgrade (the next call opens again).
        r.result.onversionchange = () => this.close();
        resolve(r.result);
      };
      r.onerror = () => {
        this.conn = null;
        reject(r.error);
      };
    });
    return this.conn;
  }

  close() {
    void this.conn?.then(
      (c) => c.close(),
      () => undefined,
    );
    this.conn = null;
  }

  /** Runs `fn` on a store: in the transaction under way if it covers the store, else in its own. */
  async inStore<T>(store: string, writes: boolean, fn: (s: IDBObjectStore) => Promise<T>): Promise<T> {
    const scope = current;
    if (scope?.stores.has(store) && (scope.writable || !writes)) return fn(use(scope, store, writes));
    const own = await this.begin([store], writes);
    return this.settle(own, () => fn(use(own, store, writes)));
  }

  private async begin(stores: string[], writable: boolean): Promise<Scope> {
    const db = await this.open();
    const tx = db.transaction(stores, writable ? 'readwrite' : 'readonly');
    return { tx, done: ended(tx), stores: new Set(stores), writable, written: new Map() };
  }

  /** Dexie's `transaction(mode, tables, fn)`: the tables as one list or one by one. */
  async transaction<T>(mode: string, ...rest: unknown[]): Promise<T> {
    const fn = rest.pop() as () => Promise<T>;
    const stores = (rest.flat() as (PlainTable | string)[]).map((t) => (typeof t === 'string' ? t : t.name));
    const writable = mode.includes('w');
    // A transaction inside one that covers it is part of it, as in Dexie.
    if (current && stores.every((s) => current!.stores.has(s)) && (current.writable || !writable))
      return fn();
    const scope = await this.begin(stores, writable);
    current = scope;
    try {
      return await this.settle(scope, fn);
    } finally {
      if (current === scope) current = null;
    }
  }

  /** Runs `fn` in the scope's transaction: committed once it is done, rolled back if it throws. */
  private async settle<T>(scope: Scope, fn: () => Promise<T>): Promise<T> {
    try {
      const result = await fn();
      await scope.done;
      this.tellPages(scope.written);
      return result;
    } catch (e) {
      // What it wrote goes back, as with Dexie.
      try {
        scope.tx.abort();
      } catch {
        // It had ended already.
      }
      await scope.done.catch(() => undefined);
      throw e;
    }
  }

  private tellPages(written: Map<string, string[]>) {
    if (written.size === 0 || typeof BroadcastChannel === 'undefined') return;
    const parts: Record<string, typeof EVERY_KEY> = {};
    for (const [store, indexes] of written)
      for (const index of indexes) parts[`idb://${this.name}/${store}/${index}`] = EVERY_KEY;
    const channel = new BroadcastChannel(DEXIE_CHANNEL);
    channel.postMessage(parts);
    channel.close();
  }
}

function use(scope: Scope, store: string, writes: boolean) {
  const s = scope.tx.objectStore(store);
  if (writes) scope.written.set(store, ['', ':dels', ...Array.from(s.indexNames)]);
  return s;
}

/** The key of a row under a store's key path (one property, or several for a compound key). */
const keyOf = (path: string | string[], row: Row) =>
  (Array.isArray(path) ? path.map((p) => row[p]) : row[path]) as Key;

/** Dexie's `update` changes: a property set to undefined is removed. */
function change(row: Row, changes: Row) {
  for (const [k, v] of Object.entries(changes)) {
    if (v === undefined) delete row[k];
    else row[k] = v;
  }
  return row;
}

class PlainTable {
  constructor(
    private readonly db: PlainDb,
    readonly name: string,
  ) {}
  private read = <T>(fn: (s: IDBObjectStore) => Promise<T>) => this.db.inStore(this.name, false, fn);
  private write = <T>(fn: (s: IDBObjectStore) => Promise<T>) => this.db.inStore(this.name, true, fn);

  get = (key: Key) => this.read((s) => ask(s.get(key)));
  bulkGet = (keys: Key[]) => this.read((s) => Promise.all(keys.map((k) => ask(s.get(k)))));
  toArray = () => this.read((s) => ask(s.getAll()));
  count = () => this.read((s) => ask(s.count()));
  put = (row: Row) => this.write((s) => ask(s.put(row)));
  add = (row: Row) => this.write((s) => ask(s.add(row)));
  bulkPut = (rows: Row[]) =>
    this.write(async (s) => void (await Promise.all(rows.map((r) => ask(s.put(r))))));
  delete = (key: Key) => this.write((s) => ask(s.delete(key)));
  bulkDelete = (keys: Key[]) =>
    this.write(async (s) => void (await Promise.all(keys.map((k) => ask(s.delete(k))))));
  clear = () => this.write((s) => ask(s.clear()));
  update = (key: Key, changes: Row) =>
    this.write(async (s) => {
      const row = (await ask(s.get(key))) as Row | undefined;
      if (!row) return 0;
      await ask(s.put(change(row, changes)));
      return 1;
    });
  where = (index: string) => ({
    equals: (value: Key) => new PlainCollection(this.db, this.name, index, [value]),
    anyOf: (...values: (Key | Key[])[]) =>
      new PlainCollection(
        this.db,
        this.name,
        index,
        (values.length === 1 && Array.isArray(values[0]) ? values[0] : values) as Key[],
      ),
  });
  toCollection = () => new PlainCollection(this.db, this.name, null, null);
  /** Dexie's Table.filter: every row that passes (the entries that build on one just answered). */
  filter = (test: (row: Row) => boolean) => this.toCollection().filter(test);
}

/** Dexie's Collection: the rows of an index at some values (or every row), in Dexie's order. */
class PlainCollection {
  private readonly tests: ((row: Row) => boolean)[] = [];
  constructor(
    private readonly db: PlainDb,
    private readonly store: string,
    private readonly index: string | null,
    private readonly values: Key[] | null,
  ) {}

  filter(test: (row: Row) => boolean) {
    this.tests.push(test);
    return this;
  }

  /** The rows, by index value then key, as Dexie gives them. */
  private async rows(s: IDBObjectStore): Promise<Row[]> {
    if (!this.index || !this.values) return ((await ask(s.getAll())) as Row[]).filter((r) => this.keeps(r));
    const index = s.index(this.index);
    const values = [...new Set(this.values)].sort((a, b) => indexedDB.cmp(a, b));
    const found = await Promise.all(values.map((v) => ask(index.getAll(IDBKeyRange.only(v)))));
    return (found.flat() as Row[]).filter((r) => this.keeps(r));
  }

  private keeps = (row: Row) => this.tests.every((t) => t(row));

  toArray = () => this.db.inStore(this.store, false, (s) => this.rows(s));
  count = async () => (await this.toArray()).length;
  first = async () => (await this.toArray())[0];
  last = async () => (await this.toArray()).at(-1);
  sortBy = async (prop: string) =>
    (await this.toArray()).sort((a, b) => (a[prop]! < b[prop]! ? -1 : a[prop]! > b[prop]! ? 1 : 0));
  primaryKeys = () =>
    this.db.inStore(this.store, false, async (s) =>
      (await this.rows(s)).map((r) => keyOf(s.keyPath as string, r)),
    );

  /** Changes every row found (an object of changes, or a function that edits the row). */
  modify = (how: Row | ((row: Row) => void)) =>
    this.db.inStore(this.store, true, async (s) => {
      const rows = await this.rows(s);
      await Promise.all(
        rows.map((row) => {
          if (typeof how === 'function') how(row);
          else change(row, how);
          return ask(s.put(row));
        }),
      );
      return rows.length;
    });
}
