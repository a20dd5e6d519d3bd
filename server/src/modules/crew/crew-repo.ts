import type {
  CrewDetails,
  CrewPrivate,
  CrewRecord,
  Department,
  LeaveIncrement,
  Position,
  SalaryRecord,
} from '@contracts/crew';
import type { Queryable } from '../../db/client';

/**
 * The crew kinds as the feed and the REST answers read them. Each select exposes `vessel_id`,
 * `user_id` and `version` (the change number) beside its fields, as the feed engine needs.
 */

type Row = Record<string, unknown>;
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
const day = (v: unknown) => (v === null || v === undefined ? null : String(v).slice(0, 10));

export const CREW_SELECT = `SELECT uvr.id, uvr.user_id, uvr.vessel_id, u.first_name, u.last_name, u.email,
    uvr.role_id, r.name AS role_name, r.permission_level, uvr.department_id, uvr.position_id, uvr.crew_status,
    uvr.start_date::text AS start_date, uvr.end_date::text AS end_date, uvr.is_on_board, uvr.crew_order,
    uvr.custom_id, uvr.port_of_embarkation, uvr.repatriation, uvr.leave_days, uvr.version
  FROM user_vessel_roles uvr JOIN users u ON u.id = uvr.user_id JOIN roles r ON r.id = uvr.role_id`;

export const toCrewRecord = (r: Row): CrewRecord => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  vesselId: Number(r.vessel_id),
  firstName: String(r.first_name),
  lastName: String(r.last_name),
  email: String(r.email),
  roleId: Number(r.role_id),
  roleName: String(r.role_name),
  permissionLevel: Number(r.permission_level),
  departmentId: num(r.department_id),
  positionId: num(r.position_id),
  status: Number(r.crew_status),
  startDate: day(r.start_date),
  endDate: day(r.end_date),
  isOnBoard: Boolean(r.is_on_board),
  crewOrder: num(r.crew_order),
  customId: str(r.custom_id),
  portOfEmbarkation: str(r.port_of_embarkation),
  repatriation: str(r.repatriation),
  leaveDays: num(r.leave_days),
  version: Number(r.version),
});

export const DETAILS_SELECT = `SELECT d.crew_id, uvr.user_id, uvr.vessel_id, d.phone_number, d.mobile_number, d.gender,
    d.dob::text AS dob, d.place_of_birth, d.nationality, d.marital_status, d.address, d.version
  FROM crew_details d JOIN user_vessel_roles uvr ON uvr.id = d.crew_id`;

export const toCrewDetails = (r: Row): CrewDetails => ({
  crewId: Number(r.crew_id),
  userId: Number(r.user_id),
  vesselId: Number(r.vessel_id),
  phoneNumber: str(r.phone_number),
  mobileNumber: str(r.mobile_number),
  gender: (str(r.gender) as CrewDetails['gender']) ?? null,
  dob: day(r.dob),
  placeOfBirth: str(r.place_of_birth),
  nationality: ((r.nationality as unknown[] | null) ?? []).map(Number),
  maritalStatus: (str(r.marital_status) as CrewDetails['maritalStatus']) ?? null,
  address: str(r.address),
  version: Number(r.version),
});

export const PRIVATE_SELECT = `SELECT p.*, uvr.user_id, uvr.vessel_id
  FROM crew_private p JOIN user_vessel_roles uvr ON uvr.id = p.crew_id`;

export const toCrewPrivate = (r: Row): CrewPrivate => ({
  crewId: Number(r.crew_id),
  userId: Number(r.user_id),
  vesselId: Number(r.vessel_id),
  bankAccountOwner: str(r.bank_account_owner),
  bankName: str(r.bank_name),
  bankAddress: str(r.bank_address),
  bankAccountNo: str(r.bank_account_no),
  bankIban: str(r.bank_iban),
  bankSwift: str(r.bank_swift),
  bankAdditionalInfo: str(r.bank_additional_info),
  nokName: str(r.nok_name),
  nokRelationship: str(r.nok_relationship),
  nokPhone: str(r.nok_phone),
  nokMobile: str(r.nok_mobile),
  nokEmail: str(r.nok_email),
  nokAddress: str(r.nok_address),
  version: Number(r.version),
});

export const SALARY_SELECT = `SELECT s.id, s.crew_id, uvr.user_id, uvr.vessel_id, s.amount, s.currency_id,
    s.change_date::text AS change_date, s.is_bonus, s.comment, s.version
  FROM crew_salaries s JOIN user_vessel_roles uvr ON uvr.id = s.crew_id`;

export const toSalary = (r: Row): SalaryRecord => ({
  id: String(r.id),
  crewId: Number(r.crew_id),
  userId: Number(r.user_id),
  vesselId: Number(r.vessel_id),
  amount: Number(r.amount),
  currencyId: Number(r.currency_id),
  changeDate: String(r.change_date).slice(0, 10),
  isBonus: Boolean(r.is_bonus),
  comment: str(r.comment),
  version: Number(r.version),
});

export const LEAVE_SELECT = `SELECT l.id, l.crew_id, uvr.user_id, uvr.vessel_id, l.amount,
    l.change_date::text AS change_date, l.comment, l.version
  FROM crew_leave_increments l JOIN user_vessel_roles uvr ON uvr.id = l.crew_id`;

export const toLeaveIncrement = (r: Row): LeaveIncrement => ({
  id: String(r.id),
  crewId: Number(r.crew_id),
  userId: Number(r.user_id),
  vesselId: Number(r.vessel_id),
  amount: Number(r.amount),
  changeDate: String(r.change_date).slice(0, 10),
  comment: str(r.comment),
  version: Number(r.version),
});

export const DEPARTMENT_SELECT = `SELECT d.id, d.vessel_id, NULL::int AS user_id, d.name, d.sort_order, d.deleted, d.version
  FROM departments d`;
export const POSITION_SELECT = `SELECT p.id, p.vessel_id, NULL::int AS user_id, p.department_id, p.name, p.sort_order,
    p.deleted, p.version
  FROM positions p`;

export const toDepartment = (r: Row): Department => ({
  id: Number(r.id),
  vesselId: Number(r.vessel_id),
  name: String(r.name),
  order: Number(r.sort_order),
  deleted: Boolean(r.deleted),
  version: Number(r.version),
});
export const toPosition = (r: Row): Position => ({ ...toDepartment(r), departmentId: num(r.department_id) });

/** One crew member (their time on a vessel) by id, or null. */
export async function findCrew(db: Queryable, crewId: number): Promise<CrewRecord | null> {
  const [row] = await db.query<Row>(`${CREW_SELECT} WHERE uvr.id = $1`, [crewId]);
  return row ? toCrewRecord(row) : null;
}

export async function findDetails(db: Queryable, crewId: number): Promise<CrewDetails | null> {
  const [row] = await db.query<Row>(`${DETAILS_SELECT} WHERE d.crew_id = $1`, [crewId]);
  return row ? toCrewDetails(row) : null;
}

export async function findPrivate(db: Queryable, crewId: number): Promise<CrewPrivate | null> {
  const [row] = await db.query<Row>(`${PRIVATE_SELECT} WHERE p.crew_id = $1`, [crewId]);
  return row ? toCrewPrivate(row) : null;
}
