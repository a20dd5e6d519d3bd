import { CREW_STATUS } from '@contracts/crew';
import { REFUSAL_TEXT } from '@contracts/refusal-text';
import type { ReportFileFormat } from '@contracts/reports';
import { levelOn } from '@domain/access/permissions';
import { seesPrivate } from '@domain/crew/crew-access';
import { type Answer, answered, type Refusal, refused } from '../../../kernel/outcome';
import { moduleOffMessage, vesselHasModule } from '../../../kernel/vessel-modules';
import { CONTENT_TYPES, type ReportContext, type ReportDocument } from '../report-kind';

/**
 * The crew a report lists, read once for every report type: only crew records of the vessel
 * asked about, in the vessel's crew order, with what every report shows of them.
 */

export interface ReportCrew {
  crewId: number;
  userId: number;
  firstName: string;
  lastName: string;
  name: string;
  position: string | null;
  department: string | null;
  /** The card number printed on an access card: the crew member's custom id when they have one. */
  customId: string | null;
}

export const NOT_CREW_OF_VESSEL = 'Some of the chosen crew are not crew of this vessel.';

type Row = {
  id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  position: string | null;
  department: string | null;
  custom_id: string | null;
};

/**
 * The chosen crew of `ctx.choice.yachtId`. An empty choice means all current crew of the vessel
 * (current and prospective, as GET /crew/onyacht answers), which is what the reports page sends
 * when nobody is ticked. An id that is no crew record of this vessel (another vessel's, or none)
 * refuses the whole report with a 404: a report never quietly drops or lists someone else's crew.
 */
export async function chosenCrew(ctx: ReportContext): Promise<Answer<ReportCrew[]>> {
  const { yachtId, crewList } = ctx.choice;
  const ids = crewList.length ? [...new Set(crewList)] : null;
  const rows = await ctx.db.query<Row>(
    `SELECT uvr.id, uvr.user_id, u.first_name, u.last_name, p.name AS position, d.name AS department,
            uvr.custom_id
       FROM user_vessel_roles uvr JOIN users u ON u.id = uvr.user_id
       LEFT JOIN positions p ON p.id = uvr.position_id
       LEFT JOIN departments d ON d.id = uvr.department_id
      WHERE uvr.vessel_id = $1
        AND (CASE WHEN $2::int[] IS NULL
                  THEN uvr.crew_status <> $3 AND (uvr.end_date IS NULL OR uvr.end_date >= $4::date)
                  ELSE uvr.id = ANY($2::int[]) END)
      ORDER BY uvr.crew_order NULLS LAST, lower(u.last_name), lower(u.first_name), uvr.id`,
    [yachtId, ids, CREW_STATUS.former, ctx.today],
  );
  if (ids && rows.length !== ids.length) return refused(NOT_CREW_OF_VESSEL, 404);
  return answered(
    rows.map((r) => ({
      crewId: Number(r.id),
      userId: Number(r.user_id),
      firstName: r.first_name,
      lastName: r.last_name,
      name: `${r.first_name} ${r.last_name}`,
      position: r.position,
      department: r.department,
      customId: r.custom_id,
    })),
  );
}

/** The vessel's name as reports print it. */
export async function vesselName(ctx: ReportContext): Promise<Answer<string>> {
  const [row] = await ctx.db.query<{ name: string }>('SELECT name FROM vessels WHERE id = $1', [
    ctx.choice.yachtId,
  ]);
  if (!row) return refused(REFUSAL_TEXT.vesselNotFound, 404);
  return answered(row.name);
}

export const privateRefusal = (what: keyof typeof REFUSAL_TEXT.privateInReport): Refusal =>
  refused(REFUSAL_TEXT.privateInReport[what], 403);

/**
 * Bank details, next of kin and salary reach a device (the crewPrivate and salaries feeds) and a
 * REST read (GET /crew/{yachtId}/{crewId}) only for their owner and from level 5 on the vessel
 * (domain/crew/crew-access: seesPrivate). A report is held to the same rule, so it is no way round it.
 */
export function seesPrivateOf(ctx: ReportContext, crew: ReportCrew): boolean {
  return seesPrivate(levelOn(ctx.actor.roles, ctx.choice.yachtId), crew.userId === ctx.actor.id);
}

/**
 * Personal details, bank details and pay are the crew module's profile (GET /crew/{yachtId}/{crewId}
 * needs it on): a vessel with the crew module off has them in no report either, as the leave
 * reports need the leave module and the access cards' photos the crew module.
 */
export async function crewModuleRefusal(ctx: ReportContext): Promise<Refusal | null> {
  return (await vesselHasModule(ctx.db, ctx.choice.yachtId, 'crew'))
    ? null
    : refused(moduleOffMessage('crew'), 403);
}

/** The report's refusal when one of the crew's private records is hidden from the caller, else null. */
export function hiddenPrivateRefusal(
  ctx: ReportContext,
  crew: readonly ReportCrew[],
  what: keyof typeof REFUSAL_TEXT.privateInReport,
): Refusal | null {
  return crew.some((c) => !seesPrivateOf(ctx, c)) ? privateRefusal(what) : null;
}

/** 'M/Y Aurora salary history 2026-11-15.pdf': characters no file system takes become '-'. */
export function reportFile(
  vessel: string,
  title: string,
  today: string,
  format: ReportFileFormat,
  body: Uint8Array,
): ReportDocument {
  const name = `${vessel} ${title} ${today}`
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-')
    .replace(/\s+/g, ' ')
    .trim();
  return { fileName: `${name}.${format}`, contentType: CONTENT_TYPES[format], body };
}

/** The names of crew left out of a report, for a line such as 'No leave profile: …'. */
export const namesOf = (crew: readonly ReportCrew[]) => crew.map((c) => c.name).join(', ');
