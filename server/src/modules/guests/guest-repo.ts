import type { GuestRecord, GuestSaved } from '@contracts/guests';
import type { Queryable } from '../../db/client';
import { markTombstone, writtenVersion } from '../../kernel/change-numbers';

/**
 * Guest rows as the feed and the use cases read them. The select exposes `vessel_id`, `user_id`
 * (none: a guest is no user's) and `version` beside its fields, as the feed engine needs.
 */
type Row = Record<string, unknown>;
const day = (v: unknown) => (v === null || v === undefined ? null : String(v).slice(0, 10));
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

export const GUEST_SELECT = `SELECT g.id, g.vessel_id, NULL::int AS user_id, g.first_name, g.last_name, g.gender,
    g.date_of_birth::text AS date_of_birth, g.place_of_birth, g.nationality, g.residence_address,
    g.marital_status, g.passport_no, g.passport_issued_at, g.passport_issue_date::text AS passport_issue_date,
    g.passport_exp_date::text AS passport_exp_date, g.port_of_embarkation, g.is_on_board, g.deleted, g.version
  FROM guests g`;

export const toGuest = (r: Row): GuestRecord => ({
  id: String(r.id),
  vesselId: Number(r.vessel_id),
  firstName: String(r.first_name),
  lastName: String(r.last_name),
  gender: r.gender === 'm' ? 'm' : 'f',
  dateOfBirth: day(r.date_of_birth),
  placeOfBirth: text(r.place_of_birth),
  nationality: text(r.nationality),
  residenceAddress: text(r.residence_address),
  maritalStatus: text(r.marital_status),
  passportNo: text(r.passport_no),
  passportIssuedAt: text(r.passport_issued_at),
  passportIssueDate: day(r.passport_issue_date),
  passportExpDate: day(r.passport_exp_date),
  portOfEmbarkation: text(r.port_of_embarkation),
  isOnBoard: Boolean(r.is_on_board),
  deleted: Boolean(r.deleted),
  version: Number(r.version),
});

/** One guest, tombstones included; `lock` holds its row for the write that reads it. */
export async function findGuest(db: Queryable, id: string, lock = false): Promise<GuestRecord | undefined> {
  const [row] = await db.query<Row>(`${GUEST_SELECT} WHERE g.id = $1${lock ? ' FOR UPDATE OF g' : ''}`, [id]);
  return row ? toGuest(row) : undefined;
}

/** A vessel's guests (not the deleted), by name, for GET /guests/onyacht/{yachtId}. */
export async function listGuests(db: Queryable, vesselId: number): Promise<GuestRecord[]> {
  const rows = await db.query<Row>(
    `${GUEST_SELECT} WHERE g.vessel_id = $1 AND NOT g.deleted ORDER BY lower(g.last_name), lower(g.first_name), g.id`,
    [vesselId],
  );
  return rows.map(toGuest);
}

const values = (g: GuestSaved) => [
  g.guestId,
  g.yachtId,
  g.firstName,
  g.lastName,
  g.gender,
  g.dateOfBirth,
  g.placeOfBirth,
  g.nationality,
  g.residenceAddress,
  g.maritalStatus,
  g.passportNo,
  g.passportIssuedAt,
  g.passportIssueDate,
  g.passportExpDate,
  g.portOfEmbarkation,
  g.isOnBoard,
];

/** Writes a new guest; its new version. */
export async function insertGuest(tx: Queryable, g: GuestSaved, by: number, at: Date): Promise<number> {
  return writtenVersion(
    tx,
    `INSERT INTO guests (id, vessel_id, first_name, last_name, gender, date_of_birth, place_of_birth,
        nationality, residence_address, marital_status, passport_no, passport_issued_at, passport_issue_date,
        passport_exp_date, port_of_embarkation, is_on_board, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING version`,
    [...values(g), by, at.toISOString()],
  );
}

/** Overwrites a guest's fields; its new version. */
export async function updateGuest(tx: Queryable, g: GuestSaved): Promise<number> {
  return writtenVersion(
    tx,
    `UPDATE guests SET first_name = $3, last_name = $4, gender = $5, date_of_birth = $6, place_of_birth = $7,
        nationality = $8, residence_address = $9, marital_status = $10, passport_no = $11,
        passport_issued_at = $12, passport_issue_date = $13, passport_exp_date = $14,
        port_of_embarkation = $15, is_on_board = $16, version = next_change()
      WHERE id = $1 AND vessel_id = $2 RETURNING version`,
    values(g),
  );
}

/** Marks a guest deleted (a tombstone, so every device drops it); its new version. */
export const markGuestDeleted = (tx: Queryable, id: string) => markTombstone(tx, 'guests', id);
