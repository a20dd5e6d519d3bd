import type { CrewDetails, CrewPrivate, CrewRecord, LeaveIncrement, SalaryRecord } from '@contracts/crew';
import type { Queryable } from '../../db/client';
import { withSpecFields } from '../../http/spec-names';
import type { Actor } from '../../kernel/actors';
import { vesselIssues } from '../issues/issues';
import { LEAVE_SELECT, SALARY_SELECT, toLeaveIncrement, toSalary } from './crew-repo';

/**
 * The crew answers with the spec's names beside the app's (doc 2, section 3; issue 32): the app
 * reads its own names from the sync feed, clients written to the spec read these.
 */

/** The crew record's fields under the spec's names (crew list item and crew detail alike). */
const CREW_NAMES = {
  crewOnYachtId: 'id',
  crewUserId: 'userId',
  firstname: 'firstName',
  lastname: 'lastName',
  department: 'departmentId',
  position: 'positionId',
  order: 'crewOrder',
  leave: 'leaveDays',
} as const satisfies Record<string, keyof CrewRecord>;

/** A crew list item (GET /crew/onyacht, /xcrew/onyacht) as the spec names it. */
export const specCrewItem = (record: CrewRecord, haveIssues: boolean) =>
  withSpecFields(record, { ...CREW_NAMES, crewId: 'id', haveIssues: () => haveIssues });

/** A crew list with the spec's names; `haveIssues` as the issues page counts them for the caller. */
export async function specCrewList(
  db: Queryable,
  actor: Actor,
  vesselId: number,
  today: string,
  rows: CrewRecord[],
) {
  const withIssues = new Set((await vesselIssues(db, actor, vesselId, today)).map((c) => c.crewId));
  return rows.map((r) => specCrewItem(r, withIssues.has(r.id)));
}

/** A salary or leave history record as the spec names it (`currency` is the currency's id). */
export const specSalary = (s: SalaryRecord) => withSpecFields(s, { currency: 'currencyId' });

const PRIVATE_FIELDS = [
  ...['bankAccountOwner', 'bankName', 'bankAddress', 'bankAccountNo', 'bankIban', 'bankSwift'],
  ...['bankAdditionalInfo', 'nokName', 'nokRelationship', 'nokPhone', 'nokMobile', 'nokEmail', 'nokAddress'],
] as const;
const DETAIL_FIELDS = [
  ...['phoneNumber', 'mobileNumber', 'gender', 'dob', 'placeOfBirth', 'nationality'],
  ...['maritalStatus', 'address'],
] as const;

interface Profile {
  crew: CrewRecord;
  details: CrewDetails | null;
  private: CrewPrivate | null;
  /** Whether the caller sees the private part (bank, next of kin, pay). */
  seesPrivate: boolean;
}

/**
 * GET /crew/{yachtId}/{crewId}: the profile flattened as the spec's crew detail, beside the app's
 * `crew`, `details` and `private`. What the caller may not see (bank, next of kin, pay) is there
 * as null, as it is when the crew member has none. The leave increment and salary are those in
 * force `today` (the server's): a change dated later is not in force yet, as the salary report
 * and the crew record's leave days read it (reports/kinds/salary-reports, kernel/crew-leave-days),
 * and the previous salary is the review before the one in force.
 */
export async function specCrewDetail(db: Queryable, profile: Profile, today: string) {
  const { crew } = profile;
  const [user] = await db.query<{ alert_email: string | null; whatsapp_number: string | null }>(
    'SELECT alert_email, whatsapp_number FROM users WHERE id = $1',
    [crew.userId],
  );
  const [photo] = await db.query<{ content: string }>('SELECT content FROM crew_photos WHERE crew_id = $1', [
    crew.id,
  ]);
  const [increment] = await db.query<Record<string, unknown>>(
    `${LEAVE_SELECT} WHERE l.crew_id = $1 AND l.change_date <= $2
      ORDER BY l.change_date DESC, l.created_at DESC LIMIT 1`,
    [crew.id, today],
  );
  // Pay is private: read only for those who see the private part.
  const reviews = profile.seesPrivate
    ? await db.query<Record<string, unknown>>(
        `${SALARY_SELECT} WHERE s.crew_id = $1 AND NOT s.is_bonus AND s.change_date <= $2
          ORDER BY s.change_date DESC, s.created_at DESC LIMIT 2`,
        [crew.id, today],
      )
    : [];
  const salary = (r: Record<string, unknown> | undefined) => (r ? specSalary(toSalary(r)) : null);
  const fieldsOf = <K extends string>(keys: readonly K[], from: Record<K, unknown> | null) =>
    Object.fromEntries(keys.map((k) => [k, from ? from[k] : null]));
  return {
    ...profile,
    ...withSpecFields(crew, CREW_NAMES),
    notificationEmail: user?.alert_email ?? null,
    whatsAppNumber: user?.whatsapp_number ?? null,
    crewPhoto: photo?.content ?? null,
    ...fieldsOf(DETAIL_FIELDS, profile.details),
    nationality: profile.details?.nationality ?? [],
    ...fieldsOf(PRIVATE_FIELDS, profile.private),
    leaveIncrement: increment ? (toLeaveIncrement(increment) satisfies LeaveIncrement) : null,
    salary: salary(reviews[0]),
    previousSalary: salary(reviews[1]),
  };
}
