import { inCrewOrder } from '@domain/access/crew-order';
import { LEVEL, levelOn, reaches } from '@domain/access/permissions';
import { addDays, datesInMonth, monthOf } from '@domain/calendar/iso-date';
import { calendarMembers, ownRowFirst } from '@domain/rest-hours/own-row';
import { weekCompliance, weeksOfMonth } from '@domain/rest-hours/weeks';
import type { Queryable } from '../../db/client';
import { withSpecFields } from '../../http/spec-names';
import type { Actor } from '../../kernel/actors';
import { approvedPairs } from '../../kernel/approval-group';
import { issuesAround } from './compliance';
import { MEMBER_SELECT, toMember } from './hor-feed-repo';
import { findDays, findMonth } from './rest-repo';

/**
 * The hours-of-rest calendar's users (doc 3, section 3: id, departmentid, firstname, lastname,
 * weekly compliance, counter-signed, signed) for the month holding `date`, as the app's calendar
 * shows them: the rows `calendarMembers` gives the caller (an officer everyone but fleet
 * managers; others themselves and the crew their approval group covers), in crew order, their
 * own first; each week read by `weekCompliance` from the rules' flags, as the calendar's chips.
 * `issues` stays the non-compliances of the week ending on `date` (the call's earlier answer).
 */
export async function calendarUsers(db: Queryable, actor: Actor, vesselId: number, date: string) {
  const officer = reaches(levelOn(actor.roles, vesselId), LEVEL.officer);
  const approved = await approvedPairs(db, actor);
  const covered = new Set(approved.users.filter((_, i) => approved.vessels[i] === vesselId));
  // What the caller's copy of the vessel's people holds (the members feed's rule).
  const held = (
    await db.query<Record<string, unknown>>(`${MEMBER_SELECT} WHERE uvr.vessel_id = $1`, [vesselId])
  )
    .map(toMember)
    .filter((m) => officer || m.userId === actor.id || covered.has(m.userId));
  const rows = ownRowFirst(inCrewOrder(calendarMembers(held, actor.id, officer)), actor.id);

  const month = monthOf(date);
  const inMonth = datesInMonth(month);
  const weekEnding = Array.from({ length: 7 }, (_, i) => addDays(date, i - 6));
  const result = [];
  for (const m of rows) {
    const issues = await issuesAround(db, m.userId, vesselId, [...new Set([...inMonth, ...weekEnding])]);
    const recorded = new Set((await findDays(db, m.userId, vesselId, inMonth)).map((d) => d.date));
    const flagged = new Set(issues.map((i) => i.date));
    const state = await findMonth(db, m.userId, vesselId, month);
    const row = {
      userId: m.userId,
      firstName: m.firstName,
      lastName: m.lastName,
      departmentId: m.departmentId,
      month,
      weeks: weeksOfMonth(month).map((w) => weekCompliance(w, (d) => recorded.has(d), flagged)),
      signedByName: state?.signedByName ?? null,
      counterSignedByName: state?.counterSignedByName ?? null,
      issues: issues.filter((i) => weekEnding.includes(i.date)),
    };
    result.push(
      withSpecFields(row, {
        id: 'userId',
        departmentid: 'departmentId',
        firstname: 'firstName',
        lastname: 'lastName',
        weeklyCompliance: 'weeks',
        signed: (r) => r.signedByName !== null,
        // The calendar state's name for who signed (as the sign-off pre-check answers it).
        signedOf: 'signedByName',
        counterSigned: (r) => r.counterSignedByName !== null,
      }),
    );
  }
  return result;
}
