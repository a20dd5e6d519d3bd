import type { IndexableType, Table } from 'dexie';
import type { OpBody, RecordKind, RecordOf, SyncOpName } from '../contracts/sync';
import type { AppDb, OutboxEntry } from '../db/app-db';

/** One local record: its kind and its key in that kind's table. */
export interface RecordRef {
  kind: RecordKind;
  key: IndexableType;
}

/** A stable text id of a record, for sets and the shadow table. */
export const refId = (kind: RecordKind, key: IndexableType) => `${kind}|${JSON.stringify(key)}`;

/**
 * The device side of one kind of record: where it lives (a Dexie table declared in src/db)
 * and how a server row becomes a local one.
 */
export interface DeviceKind<K extends RecordKind> {
  // biome-ignore lint/suspicious/noExplicitAny: each table holds its kind's local shape and key type.
  table(db: AppDb): Table<any, any>;
  /** The row's key in its table. */
  key(row: RecordOf<K>): IndexableType;
  /** The local row for a server row, or null when the server says the record is gone. */
  toLocal?(row: RecordOf<K>): object | null;
  /** The pending mark a screen shows on a record with an unsent edit. */
  mark?(row: object, pending: boolean): object;
  /** For a kind that tells of deletions (erasures): the record elsewhere that the row removes. */
  erases?(row: RecordOf<K>): RecordRef;
}

/** What the conflict prompt says and offers; `action`s are carried out by the sync engine. */
export interface ConflictPromptText {
  title: string;
  what: string;
  who: string | null;
  when: string | null;
  /** What the change was about (days, a month), as shown to the user. */
  subjects: string[];
  /** Days as both sides hold them (48 cells each), shown one above the other. */
  timelines?: { label: string; mine: string | null; theirs: string | null }[];
  choices: {
    /** resubmit: send it again as the operation says; discard: drop it; convert: send it as
     * another operation instead (e.g. a request to the person who can decide). */
    action: 'resubmit' | 'discard' | 'convert';
    label: string;
    hint: string;
    variant: 'primary' | 'secondary';
    /** Where to go after the choice (e.g. the month to sign again). */
    goTo?: string;
  }[];
}

/**
 * The screen's translator (t() of src/i18n): a module's words are put in the reader's language
 * by the screen that shows them. The service worker runs the same modules to replay the outbox
 * and so carries no message catalogue (issue 34: sw.js under 30 KB).
 */
export type Translate = (id: string, values?: Record<string, unknown>) => string;

/** What a prompt may know of the user's standing, without reaching into a session. */
export interface PromptContext {
  levelOn(vesselId: number): number | null;
  codenameOf(vesselId: number): string | undefined;
  t: Translate;
}

/** The device side of one queued operation. */
export interface DeviceOp<N extends SyncOpName> {
  /** A line a person understands, for the Sync page, in its reader's language. */
  describe(body: OpBody<N>, t: Translate): string;
  /**
   * The local records the operation writes: while it is unsent (or waits for a decision) a
   * pulled copy never overwrites them, and they carry the pending mark.
   */
  touches?(body: OpBody<N>): RecordRef[];
  /** Files the operation refers to: it waits until they are on the server. */
  files?(body: OpBody<N>): string[];
  /** The prompt for a conflict; without one the Sync page shows the server's message. */
  prompt?(entry: OutboxEntry & { op: N; body: OpBody<N> }, ctx: PromptContext): ConflictPromptText;
  /** 'Resubmit my change': the new operation's body and base version, or null if it cannot be. */
  resubmit?(entry: OutboxEntry & { op: N; body: OpBody<N> }): { body: OpBody<N>; baseVersion: number } | null;
  /**
   * 'convert': the operation to queue in its place, and the record it makes on the device
   * (written at once, as any queued write is).
   */
  convert?(
    entry: OutboxEntry & { op: N; body: OpBody<N> },
    ctx: { now: number; newId: string },
  ): { op: SyncOpName; body: unknown; local?: { kind: RecordKind; row: object } } | null;
}

export type DeviceKinds = { [K in RecordKind]?: DeviceKind<K> };
export type DeviceOps = { [N in SyncOpName]?: DeviceOp<N> };

export interface DeviceModule<K extends DeviceKinds = DeviceKinds, O extends DeviceOps = DeviceOps> {
  kinds: K;
  ops: O;
}

export const defineDeviceModule = <K extends DeviceKinds, O extends DeviceOps>(m: DeviceModule<K, O>) => m;

/** Every kind and every operation, complete (built in the app from the feature modules). */
export interface DeviceRegistry {
  kinds: { [K in RecordKind]: DeviceKind<K> };
  ops: { [N in SyncOpName]: DeviceOp<N> };
}

/** The operation's declaration, typed loosely for the engine's generic walk. */
export function opOf(registry: DeviceRegistry, entry: { op: SyncOpName }): DeviceOp<SyncOpName> {
  // An entry an older version of the app queued, of an operation this one no longer has: it goes
  // as it is, the shore answers it (taken, or refused for the user to see), and the Sync page
  // names it by its operation. Undeclared, every run failed on it and nothing more was sent.
  return (registry.ops[entry.op] ?? { describe: () => entry.op }) as unknown as DeviceOp<SyncOpName>;
}

/**
 * What a declaration reads from an entry's body, or undefined when it cannot: a body an older
 * version of the app queued, in a shape this one no longer has, names no record or file here
 * and goes to the shore as it is, which takes it or refuses it for the user to see. Thrown,
 * it failed every run, and nothing more was ever sent from the device.
 */
export function readable<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

export function kindOf(registry: DeviceRegistry, kind: RecordKind): DeviceKind<RecordKind> {
  return registry.kinds[kind] as unknown as DeviceKind<RecordKind>;
}

/** Every kind of record the registry knows (no zod: the page loads this engine lazily but lean). */
export const kindsOf = (registry: DeviceRegistry) => Object.keys(registry.kinds) as RecordKind[];

/** Every table that holds synced records. */
export function syncedTables(registry: DeviceRegistry, db: AppDb) {
  return Object.values(registry.kinds).map((k) => (k as DeviceKind<RecordKind>).table(db));
}
