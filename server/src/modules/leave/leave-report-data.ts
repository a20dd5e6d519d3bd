import { CREW_STATUS } from '@contracts/crew';
import type { LeaveProfileRecord, LeaveRateRecord } from '@contracts/leave-records';
import { LEAVE_REPORT_TEXT, LEAVE_REPORT_TITLES, type LeaveReportKind } from '@contracts/leave-reports';
import { MSG } from '@contracts/messages';
import { REPORTS_MODULE_NEEDED } from '@contracts/reports-module';
import { leaveInputOf } from '@domain/leave/from-records';
import { type HistoryRow, leaveHistoryRows } from '@domain/leave/history-rows';
import { balanceNow } from '@domain/leave/leave-figures';
import { type LeaveMonthRow, leaveMonthlyTable } from '@domain/leave/monthly-table';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { moduleOffMessage, vesselHasModule } from '../../kernel/vessel-modules';
import { mathsSettings } from './leave-maths';
import {
  ADJUSTMENT_SELECT,
  PROFILE_SELECT,
  REQUEST_SELECT,
  toAdjustment,
  toProfile,
  toRequest,
  vesselTypes,
} from './leave-repo';
import { type LeaveScope, leaveScope } from './leave-setup';

/**
 * The figures of the leave reports (doc 3: leave history, individual summary, flights), read
 * once for every profile asked for and worked out with the same leave maths as the app
 * (src/domain/leave). The PDF and the workbook only lay them out.
 */

type Row = Record<string, unknown>;

export interface ReportPerson {
  profileId: string;
  name: string;
  profile: LeaveProfileRecord;
  /** The rate in force on the report's last day (the first one, for a period before it). */
  rate: LeaveRateRecord | null;
}

interface ReportHead {
  title: string;
  vessel: { name: string; codename: string };
  from: string;
  to: string;
  generatedOn: string;
  /** Lines printed under the heading, e.g. who a report of chosen crew left out and why. */
  notes?: string[];
}
export interface FlightRow {
  name: string;
  kind: 'outbound' | 'return';
  destination: string;
  date: string;
  requestFrom: string;
  requestTo: string;
  status: string;
}
export type LeaveReport =
  | (ReportHead & {
      kind: 'history';
      people: {
        person: ReportPerson;
        rows: HistoryRow[];
        /** The popup's foot, 'Available today': when the period holds today and it can be worked out. */
        availableToday: number | null;
      }[];
    })
  | (ReportHead & {
      kind: 'summary';
      /** Days after it are not counted (as on the calculations page): the period's end or today. */
      asOf: string;
      people: { person: ReportPerson; months: LeaveMonthRow[]; error: string | null }[];
    })
  | (ReportHead & { kind: 'flights'; people: ReportPerson[]; rows: FlightRow[] });

export interface ReportAsk {
  yachtId: number;
  report: LeaveReportKind;
  profileIds?: string[] | undefined;
  from: string;
  to: string;
}
export type ReportRefusal = { ok: false; status: 400 | 403 | 404; message: string };
type Access = { ok: true; scope: LeaveScope; people: ReportPerson[] };

const refuse = (status: ReportRefusal['status'], message: string): ReportRefusal => ({
  ok: false,
  status,
  message,
});

/** Still on board: a role on the vessel that has not ended and is not marked former. */
async function activeOn(db: Queryable, actor: Actor, vesselId: number, today: string) {
  const rows = await db.query(
    `SELECT 1 FROM user_vessel_roles WHERE user_id = $1 AND vessel_id = $2 AND crew_status <> $3
        AND (end_date IS NULL OR end_date >= $4)`,
    [actor.id, vesselId, CREW_STATUS.former, today],
  );
  return rows.length > 0;
}

/**
 * Who may have which report, as the leave reads decide (leave-read): full access (level 5 or
 * the approval group) any profile of the vessel, others only their own, and the summary not
 * when the vessel hides calculations from them. Export needs the reports module (doc 3,
 * section 6), and former crew do not export. Someone else's profile is a 403; an id that is
 * no profile of this vessel a 404, so nothing of another vessel shows through.
 */
export async function reportAccess(
  db: Queryable,
  actor: Actor,
  ask: ReportAsk,
  today: string,
): Promise<Access | ReportRefusal> {
  const scope = await leaveScope(db, actor, ask.yachtId);
  if (!scope) return refuse(403, MSG.status403);
  // Leave itself on too: a queued e-mail's job runs after its check, maybe after leave was
  // switched off (the routes' policy and the sync gate ask only when the call comes in).
  if (!(await vesselHasModule(db, ask.yachtId, 'leave'))) return refuse(403, moduleOffMessage('leave'));
  if (!(await vesselHasModule(db, ask.yachtId, 'reports'))) return refuse(403, REPORTS_MODULE_NEEDED);
  if (!(await activeOn(db, actor, ask.yachtId, today))) return refuse(403, LEAVE_REPORT_TEXT.formerCrew);
  if (ask.report === 'summary' && !scope.full && scope.settings.hideCalculations)
    return refuse(403, LEAVE_REPORT_TEXT.calculationsHidden);
  const ids = ask.profileIds ? [...new Set(ask.profileIds)] : null;
  const rows = await db.query<Row>(
    `SELECT x.*, u.first_name || ' ' || u.last_name AS name
       FROM (${PROFILE_SELECT}) x JOIN users u ON u.id = x.user_id
      WHERE x.vessel_id = $1 AND NOT x.deleted
        AND ($2::text[] IS NULL OR x.id = ANY($2::text[])) AND ($3 OR x.user_id = $4 OR $2::text[] IS NOT NULL)
      ORDER BY lower(u.last_name), lower(u.first_name), x.start_date, x.id`,
    [ask.yachtId, ids, scope.full, actor.id],
  );
  if (ids && rows.length !== ids.length) return refuse(404, MSG.status404);
  const people = rows.map((r) => {
    const profile = toProfile(r);
    const rates = profile.rates.filter((x) => x.from <= ask.to);
    return {
      profileId: profile.id,
      name: String(r.name),
      profile,
      rate: rates[rates.length - 1] ?? profile.rates[0] ?? null,
    };
  });
  if (!scope.full && people.some((p) => p.profile.userId !== actor.id)) return refuse(403, MSG.status403);
  return { ok: true, scope, people };
}

/** The vessel's records of the profiles, read once for all of them. */
async function recordsOf(db: Queryable, vesselId: number, ids: string[]) {
  const [settings, types, requests, adjustments] = [
    await mathsSettings(db, vesselId),
    await vesselTypes(db, vesselId),
    (
      await db.query<Row>(`${REQUEST_SELECT} WHERE q.profile_id = ANY($1::text[]) AND NOT q.deleted`, [ids])
    ).map(toRequest),
    (
      await db.query<Row>(`${ADJUSTMENT_SELECT} WHERE a.profile_id = ANY($1::text[]) AND NOT a.deleted`, [
        ids,
      ])
    ).map(toAdjustment),
  ];
  return { types, requests, adjustments, settings };
}

const yearsBetween = (from: string, to: string) => {
  const out: number[] = [];
  for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++) out.push(y);
  return out;
};

/** Each person's months in the period, from the same monthly table as the calculations page. */
function summaryOf(
  person: ReportPerson,
  records: Awaited<ReturnType<typeof recordsOf>>,
  ask: ReportAsk,
  asOf: string,
) {
  const { profile } = person;
  const input = leaveInputOf(profile, records.types, records.requests, records.adjustments, records.settings);
  const first = [ask.from.slice(0, 7), profile.startDate.slice(0, 7)].sort()[1]!;
  const last = [asOf.slice(0, 7), ...(profile.endDate ? [profile.endDate.slice(0, 7)] : [])].sort()[0]!;
  const months: LeaveMonthRow[] = [];
  if (first > last) return { person, months, error: null };
  for (const year of yearsBetween(`${first}-01`, `${last}-01`)) {
    const table = leaveMonthlyTable(input, year, asOf);
    if (!table.ok) return { person, months: [], error: table.error.message };
    months.push(...table.months.filter((m) => m.month >= first && m.month <= last));
  }
  return { person, months, error: null };
}

/** The balance the leave-history popup gives at its foot (balanceNow), or null when it cannot be worked out. */
function availableOn(records: Parameters<typeof balanceNow>[0], today: string): number | null {
  const now = balanceNow(records, today).today;
  return now.ok ? now.available : null;
}

/**
 * The report asked for, or the refusal. `today` is the server's day: the summary counts no
 * day after it, and it decides who is former crew.
 */
export async function buildLeaveReport(
  db: Queryable,
  actor: Actor,
  ask: ReportAsk,
  today: string,
): Promise<{ ok: true; report: LeaveReport } | ReportRefusal> {
  const access = await reportAccess(db, actor, ask, today);
  if (!access.ok) return access;
  const { people } = access;
  const [vessel] = await db.query<{ name: string; codename: string }>(
    'SELECT name, codename FROM vessels WHERE id = $1',
    [ask.yachtId],
  );
  const head = {
    title: LEAVE_REPORT_TITLES[ask.report],
    vessel: { name: vessel!.name, codename: vessel!.codename },
    from: ask.from,
    to: ask.to,
    generatedOn: today,
  };
  const ids = people.map((p) => p.profileId);
  const records = await recordsOf(db, ask.yachtId, ids);
  if (ask.report === 'summary') {
    const asOf = ask.to < today ? ask.to : today;
    const rows = people.map((p) => summaryOf(p, records, ask, asOf));
    return { ok: true, report: { ...head, kind: 'summary', asOf, people: rows } };
  }
  if (ask.report === 'flights') {
    const nameOf = new Map(people.map((p) => [p.profileId, p.name]));
    const rows = records.requests
      .flatMap((r) =>
        r.flights
          .filter((f) => f.date >= ask.from && f.date <= ask.to)
          .map((f) => ({
            name: nameOf.get(r.profileId) ?? '',
            kind: f.kind,
            destination: f.destination,
            date: f.date,
            requestFrom: r.startDate,
            requestTo: r.endDate,
            status: r.status,
          })),
      )
      .sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
    return { ok: true, report: { ...head, kind: 'flights', people, rows } };
  }
  // Every entry of the profiles: the type a rate was in, and a rollover's days, need the earlier ones.
  const entries = await db.query<Row>(
    `SELECT id, profile_id, what, change_date::text AS change_date, amount, comment, adjustment_id
       FROM leave_history WHERE profile_id = ANY($1::text[]) ORDER BY change_date, id`,
    [ids],
  );
  const holdsToday = ask.from <= today && today <= ask.to;
  const history = people.map((person) => ({
    person,
    availableToday: holdsToday ? availableOn({ profile: person.profile, ...records }, today) : null,
    rows: leaveHistoryRows(
      { profile: person.profile, ...records },
      entries
        .filter((e) => e.profile_id === person.profileId)
        .map((e) => ({
          id: Number(e.id),
          what: String(e.what),
          changeDate: String(e.change_date).slice(0, 10),
          amount: e.amount === null || e.amount === undefined ? null : Number(e.amount),
          comment: e.comment === null || e.comment === undefined ? null : String(e.comment),
          adjustmentId:
            e.adjustment_id === null || e.adjustment_id === undefined ? null : String(e.adjustment_id),
        })),
      ask,
      // Approved leave still to come is booked, not taken (as the leave-history popup says it).
      today,
    ),
  }));
  return { ok: true, report: { ...head, kind: 'history', people: history } };
}
