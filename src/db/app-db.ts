import { Dexie, type EntityTable, type Table } from 'dexie';
import type { LoginResponse } from '../contracts/auth';
import type { CertAttachment } from '../contracts/cert-attachments';
import type {
  CertificateRecord,
  CertSection,
  CertSettings,
  CertType,
  VesselParameter,
} from '../contracts/certificates';
import type { ClockChangeRecord } from '../contracts/clock-changes';
import type {
  CrewDetails,
  CrewPrivate,
  CrewRecord,
  Department,
  LeaveIncrement,
  Position,
  SalaryRecord,
} from '../contracts/crew';
import type { CrewDocument } from '../contracts/crew-documents';
import type { DocSection, DocSettings, LibraryDoc } from '../contracts/document-library';
import type { Erasure } from '../contracts/erasures';
import type { FilePurpose } from '../contracts/file-purposes';
import type { GuestRecord } from '../contracts/guests';
import type { InboxMessage } from '../contracts/inbox';
import type { IssueNoteRecord } from '../contracts/issue-notes';
import type {
  LeaveAdjustmentRecord,
  LeaveProfileRecord,
  LeaveRequestRecord,
  LeaveSettings,
  LeaveType,
} from '../contracts/leave-records';
import type { ReopenRequest } from '../contracts/reopen-requests';
import type { Requirement } from '../contracts/requirements';
import type { Member, Preset, RestComment, RestDay, RestMonth } from '../contracts/rest-hours';
import type { SyncOp, SyncResult } from '../contracts/sync';
import type { Sealed } from '../sync/seal';
import { DB_NAME } from './db-name';

/** The session, kept in IndexedDB so the service worker can replay the outbox with it. */
export interface StoredSession extends LoginResponse {
  key: 'current';
  /** Set when a refresh failed: queued writes wait until the user logs in again. */
  needsLogin: boolean;
  /** Set after 20 minutes without activity: the screens wait for the password (nothing is lost). */
  lockedAt?: number;
}

/** A rest day as the device holds it; `pending` is 1 while a local edit is not on the server. */
export interface LocalRestDay extends RestDay {
  pending: 0 | 1;
}

/** 'sealed': a logged-out user's change on a shared device, unreadable until they log in (sync/seal). */
export type OutboxStatus = 'pending' | 'sending' | 'conflict' | 'rejected' | 'sealed';

/** The operation part of an entry: `op` and its `body`, kept as one discriminated union. */
export type OutboxOp = SyncOp extends infer O ? (O extends SyncOp ? Pick<O, 'op' | 'body'> : never) : never;

export type OutboxEntry = OutboxOp & {
  /** ULID: also the idempotency key the server keeps. */
  id: string;
  baseVersion: number;
  status: OutboxStatus;
  /** How many times it was handed to the server; an entry sent even once is never rewritten. */
  attempts: number;
  nextAttemptAt: number;
  createdAt: number;
  /** Entries with the same key edit the same record and may be merged before sending. */
  coalesceKey: string | null;
  userId: number;
  /**
   * An entry handed to the server and not yet answered that this one builds on (an undo of a
   * decision whose answer the link lost): it waits until that one is answered, then takes the
   * version it produced as its base. Dropped with it when the user discards that one.
   */
  follows?: string;
  lastError?: string;
  conflict?: Extract<SyncResult, { status: 'conflict' }>;
  rejection?: Extract<SyncResult, { status: 'rejected' }>;
  /** While sealed: the operation, body, status and answers, encrypted (body is then null). */
  sealed?: Sealed;
};

/** Device secrets: the signing key (private half not extractable) and the offline password verifier. */
export type SecretRow =
  | { key: 'device'; userId: number; keyId: string; privateKey: CryptoKey }
  | { key: 'verifier'; userId: number; salt: string; hash: string; iterations: number }
  | { key: 'countersign-until'; userId: number; until: number }
  /** The user chose no handwritten signature on this device (queued for the server too). */
  | { key: 'signature-opt-out'; userId: number }
  /** The server said the user has a handwritten signature on file (or one was drawn here). */
  | { key: 'signature-on-file'; userId: number };

export interface MetaRow {
  /**
   * queryCache: the server answers kept for offline use (see lib/query-client); firstSync:
   * where a new device's first sync has got to (see sync/first-sync); focusVessel: the vessel
   * the user last opened, whose records come first; fileBudget: bytes of opened files kept;
   * pinnedVessels: JSON list of vessel ids whose files are kept whatever the budget;
   * lastStatus: JSON of the last badges the server sent and the vessel they were for (the badges
   * offline); badgesFor: the vessel whose badges the page shows (0: all), asked with each poll;
   * sendOneByOne: set while changes go one at a time to find one the server refuses (sync/run-sync);
   * shoreClockOffset: the shore's clock minus the device's at the last sync answer, in ms
   * (domain/dates/shore-clock).
   */
  key:
    | 'cursor'
    | 'lastSyncAt'
    | 'lastError'
    | 'queryCache'
    | 'firstSync'
    | 'focusVessel'
    | 'fileBudget'
    | 'pinnedVessels'
    | 'lastStatus'
    | 'badgesFor'
    | 'sendOneByOne'
    | 'shoreClockOffset';
  value: number | string | null;
}

/**
 * The newest server copy of a record that has an unsent local edit: a pulled row does not
 * overwrite the edit, it waits here, so 'Discard my change' can put the server's copy back.
 */
export interface ShadowRow {
  /** refId(kind, key) */
  id: string;
  kind: string;
  row: { version: number };
}

/**
 * A file on the device: one chosen or made here waits to be uploaded ('queued', then
 * 'uploading' with the server's upload URL and the bytes it has), one opened from the
 * server is a cached copy ('stored'). Both keep the bytes as a Blob in IndexedDB.
 */
export interface FileRow {
  /** ULID chosen on the device, so an operation can refer to it before it is uploaded. */
  id: string;
  vesselId: number;
  userId: number;
  /** Who queued it: it is uploaded in their session only (a shared phone). */
  queuedBy?: number;
  purpose: FilePurpose;
  name: string;
  type: string;
  size: number;
  blob: Blob | null;
  state: 'queued' | 'uploading' | 'stored' | 'refused';
  uploadUrl?: string;
  /** Bytes the server has confirmed (resumes from here). */
  offset: number;
  /** For the cache: the least recently used go first when over budget. */
  lastUsedAt: number;
  error?: string;
  /** Uploads the shore failed on (a 5xx), and when the next may start: the files after it go on. */
  attempts?: number;
  nextAttemptAt?: number;
  /** While its user is logged out the blob is encrypted with this initialisation vector. */
  sealed?: { iv: Uint8Array<ArrayBuffer> };
}

export type AppDb = Dexie & {
  session: EntityTable<StoredSession, 'key'>;
  restDays: Table<LocalRestDay, [number, number, string]>;
  restMonths: Table<RestMonth, [number, number, string]>;
  outbox: EntityTable<OutboxEntry, 'id'>;
  meta: EntityTable<MetaRow, 'key'>;
  members: Table<Member, [number, number]>;
  comments: EntityTable<RestComment, 'id'>;
  presets: EntityTable<Preset, 'id'>;
  secrets: EntityTable<SecretRow, 'key'>;
  shadows: EntityTable<ShadowRow, 'id'>;
  files: EntityTable<FileRow, 'id'>;
  reopenRequests: EntityTable<ReopenRequest, 'id'>;
  messages: EntityTable<InboxMessage, 'id'>;
  crew: EntityTable<Pending<CrewRecord>, 'id'>;
  crewDetails: EntityTable<Pending<CrewDetails>, 'crewId'>;
  crewPrivate: EntityTable<Pending<CrewPrivate>, 'crewId'>;
  salaries: EntityTable<Pending<SalaryRecord>, 'id'>;
  leaveIncrements: EntityTable<Pending<LeaveIncrement>, 'id'>;
  departments: EntityTable<Department, 'id'>;
  positions: EntityTable<Position, 'id'>;
  drafts: EntityTable<DraftRow, 'id'>;
  requirements: EntityTable<Requirement, 'id'>;
  crewDocuments: EntityTable<Pending<CrewDocument>, 'id'>;
  leaveSettings: EntityTable<Pending<LeaveSettings>, 'vesselId'>;
  leaveTypes: EntityTable<LeaveType, 'id'>;
  leaveProfiles: EntityTable<Pending<LeaveProfileRecord>, 'id'>;
  leaveRequests: EntityTable<Pending<LeaveRequestRecord>, 'id'>;
  leaveAdjustments: EntityTable<Pending<LeaveAdjustmentRecord>, 'id'>;
  certSections: EntityTable<CertSection, 'id'>;
  vesselParameters: EntityTable<VesselParameter, 'id'>;
  certTypes: EntityTable<Pending<CertType>, 'id'>;
  certSettings: EntityTable<Pending<CertSettings>, 'vesselId'>;
  certificates: EntityTable<Pending<CertificateRecord>, 'id'>;
  certAttachments: EntityTable<Pending<CertAttachment>, 'id'>;
  docSettings: EntityTable<Pending<DocSettings>, 'vesselId'>;
  docSections: EntityTable<Pending<DocSection>, 'id'>;
  libraryDocs: EntityTable<Pending<LibraryDoc>, 'id'>;
  guests: EntityTable<Pending<GuestRecord>, 'id'>;
  erasures: EntityTable<Erasure, 'id'>;
  issueNotes: EntityTable<Pending<IssueNoteRecord>, 'id'>;
  clockChanges: Table<Pending<ClockChangeRecord>, [number, string]>;
};

/**
 * A form filled in over several steps and kept until it is finished or cancelled (the add-crew
 * wizard): offline, or with the app closed half way, it goes on from where it was.
 */
export interface DraftRow {
  /** What the draft is, and for whom: `crew-wizard:{userId}:{vesselId}`. */
  id: string;
  userId: number;
  value: unknown;
  updatedAt: number;
  /** While its user is logged out: the value, encrypted (value is then null). */
  sealed?: Sealed;
}

/** A record that may carry an unsent local edit (1 while it waits for the server). */
export type Pending<T> = T & { pending?: 0 | 1 };

export { DB_NAME };

/**
 * Every table with its Dexie key and indexes, and the database version that last changed it.
 * A module adds its tables here with the next version number; Dexie upgrades from whatever
 * version a device has (only the latest declaration is needed without upgrade code).
 */
const TABLES = {
  session: { since: 1, schema: 'key' },
  outbox: { since: 1, schema: 'id, status, coalesceKey, createdAt' },
  meta: { since: 1, schema: 'key' },
  restDays: { since: 1, schema: '[userId+vesselId+date], [userId+vesselId], pending' },
  restMonths: { since: 1, schema: '[userId+vesselId+month], [userId+vesselId]' },
  // Hours of rest: the crew list, comments, presets and device secrets.
  members: { since: 2, schema: '[userId+vesselId], vesselId' },
  comments: { since: 2, schema: 'id, [userId+vesselId+date], [userId+vesselId]' },
  presets: { since: 2, schema: 'id, [userId+vesselId]' },
  secrets: { since: 2, schema: 'key' },
  shadows: { since: 3, schema: 'id' },
  // Files waiting to be uploaded and files kept from the server (sync/files).
  files: { since: 4, schema: 'id, state, vesselId, lastUsedAt' },
  // Changes kept as requests to reopen a countersigned month.
  reopenRequests: { since: 5, schema: 'id, [userId+vesselId], vesselId' },
  // The inbox: the user's messages (removed ones stay as tombstones, marked deleted).
  messages: { since: 6, schema: 'id, userId' },
  // Crew records (doc 2): the crew list, personal and private details, pay and leave history,
  // and each vessel's departments and positions.
  crew: { since: 7, schema: 'id, vesselId, userId' },
  crewDetails: { since: 7, schema: 'crewId, vesselId' },
  crewPrivate: { since: 7, schema: 'crewId, vesselId' },
  salaries: { since: 7, schema: 'id, crewId' },
  leaveIncrements: { since: 7, schema: 'id, crewId' },
  departments: { since: 7, schema: 'id, vesselId' },
  positions: { since: 7, schema: 'id, vesselId' },
  // Forms kept between steps (the add-crew wizard).
  drafts: { since: 8, schema: 'id, userId' },
  // Requirements of positions and vessels (tombstones marked deleted).
  requirements: { since: 8, schema: 'id, vesselId' },
  // Crew documents (deleted ones kept, marked, for the history).
  crewDocuments: { since: 9, schema: 'id, crewId, vesselId' },
  // Leave (doc 3): settings and leave types per vessel, profiles, requests and adjustments.
  leaveSettings: { since: 10, schema: 'vesselId' },
  leaveTypes: { since: 10, schema: 'id, vesselId' },
  leaveProfiles: { since: 10, schema: 'id, vesselId, userId, crewId' },
  leaveRequests: { since: 10, schema: 'id, vesselId, userId, profileId' },
  leaveAdjustments: { since: 10, schema: 'id, vesselId, profileId' },
  // Vessel certificates (doc 2): the catalogue (sections, types, vessel parameters), each
  // vessel's own types, certificate settings and certificates (tombstones marked deleted).
  certSections: { since: 11, schema: 'id' },
  vesselParameters: { since: 11, schema: 'id' },
  certTypes: { since: 11, schema: 'id, vesselId, sectionId' },
  certSettings: { since: 11, schema: 'vesselId' },
  certificates: { since: 11, schema: 'id, vesselId, certificateTypeId' },
  // Certificate attachments (doc 2): by certificate; deleted ones leave the device.
  certAttachments: { since: 12, schema: 'id, certificateId, vesselId' },
  // The vessel document library (doc 2): docs settings, sections and documents per vessel
  // (deleted ones kept as tombstones, marked deleted).
  docSettings: { since: 13, schema: 'vesselId' },
  docSections: { since: 13, schema: 'id, vesselId' },
  libraryDocs: { since: 13, schema: 'id, vesselId, sectionId' },
  // Guest records (doc 3: reports/guest-details), per vessel (deleted ones kept as tombstones).
  guests: { since: 14, schema: 'id, vesselId' },
  // Records the server deleted (five-year retention): the feed's notices, applied to the tables
  // they name and never kept (the table only gives the kind its place in the registry).
  erasures: { since: 15, schema: 'id' },
  // Notes on a vessel's issues, by vessel and the crew member the issue is about (tombstones marked deleted).
  issueNotes: { since: 16, schema: 'id, [vesselId+userId], vesselId' },
  // A vessel's clock changes on passage, one per date (deleted ones kept as tombstones).
  clockChanges: { since: 17, schema: '[vesselId+date], vesselId' },
} as const;

export function openAppDb(name = DB_NAME): AppDb {
  const db = new Dexie(name) as AppDb;
  const version = Math.max(...Object.values(TABLES).map((t) => t.since));
  db.version(version).stores(Object.fromEntries(Object.entries(TABLES).map(([k, t]) => [k, t.schema])));
  return db;
}

export const restDayKey = (userId: number, vesselId: number, date: string) =>
  [userId, vesselId, date] as const;
