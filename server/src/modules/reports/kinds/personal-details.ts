import type { CrewDetails, CrewPrivate } from '@contracts/crew';
import { REFUSAL_TEXT } from '@contracts/refusal-text';
import { levelOn } from '@domain/access/permissions';
import { seesCrewList } from '@domain/crew/crew-access';
import { showFullDate } from '@domain/dates/format';
import { countryName } from '@domain/reference/countries';
import { refused } from '../../../kernel/outcome';
import { addTable, asDate, DAY } from '../../../render/report-xlsx';
import { DETAILS_SELECT, toCrewDetails } from '../../crew/crew-repo';
import type { ReportBuilder, ReportContext } from '../report-kind';
import { privateRecords } from './bank-details';
import { crewModuleRefusal, namesOf, type ReportCrew, seesPrivateOf } from './report-crew';
import { crewAndVessel, drawReport } from './report-drawing';

/**
 * personaldetails: each chosen crew member's personal details and next of kin. The two reach a
 * device and a REST read by different rules (crew-feeds, crew-read), and so they reach this
 * report: personal details from level 4 (the crew list), next of kin only to its owner and from
 * level 5. An officer's report leaves next of kin out and says so, rather than showing it.
 */

export const NOK_HIDDEN = 'Next of kin is shown from level 5 only; not shown for: ';

async function detailsOf(ctx: ReportContext, crew: readonly ReportCrew[]) {
  const rows = await ctx.db.query<Record<string, unknown>>(
    `${DETAILS_SELECT} WHERE d.crew_id = ANY($1::int[])`,
    [crew.map((c) => c.crewId)],
  );
  return new Map(rows.map((r) => [Number(r.crew_id), toCrewDetails(r)]));
}

const genderText = (g: CrewDetails['gender'] | undefined) => (g === 'M' ? 'Male' : g === 'F' ? 'Female' : '');
const nationalities = (d: CrewDetails | undefined) =>
  (d?.nationality ?? [])
    .map((id) => countryName(id) ?? '')
    .filter(Boolean)
    .join(', ');

const NOK_FIELDS = [
  ['Name', 'nokName'],
  ['Relationship', 'nokRelationship'],
  ['Phone', 'nokPhone'],
  ['Mobile', 'nokMobile'],
  ['E-mail', 'nokEmail'],
  ['Address', 'nokAddress'],
] as const satisfies readonly (readonly [string, keyof CrewPrivate])[];

export const personalDetails: ReportBuilder = async (ctx, format) => {
  const off = await crewModuleRefusal(ctx);
  if (off) return off;
  const level = levelOn(ctx.actor.roles, ctx.choice.yachtId);
  // Below level 4 a crew member reads only their own profile (crew-write: crewScope).
  const data = await crewAndVessel(ctx, (crew) =>
    crew.some((c) => c.userId !== ctx.actor.id) && !seesCrewList(level)
      ? refused(REFUSAL_TEXT.personalDetailsLevel, 403)
      : null,
  );
  if (data.status !== 'applied') return data;
  const { crew, vessel } = data.value;
  const details = await detailsOf(ctx, crew);
  const shown = crew.filter((c) => seesPrivateOf(ctx, c));
  const hidden = crew.filter((c) => !seesPrivateOf(ctx, c));
  const priv = await privateRecords(ctx, shown);
  const notes = hidden.length ? [`${NOK_HIDDEN}${namesOf(hidden)}.`] : [];
  const nok = (c: ReportCrew) => NOK_FIELDS.map(([, key]) => priv.get(c.crewId)?.[key] ?? null);

  return drawReport(ctx, format, {
    title: 'Personal details',
    vessel,
    notes,
    sheets: (book) =>
      addTable(
        book,
        'Personal details',
        [
          { header: 'Name', width: 26 },
          { header: 'Position', width: 22 },
          { header: 'Phone', width: 18 },
          { header: 'Mobile', width: 18 },
          { header: 'Gender', width: 8 },
          { header: 'Date of birth', width: 13, format: DAY },
          { header: 'Place of birth', width: 16 },
          { header: 'Nationality', width: 18 },
          { header: 'Marital status', width: 13 },
          { header: 'Address', width: 32 },
          ...NOK_FIELDS.map(([h]) => ({ header: `Next of kin ${h.toLowerCase()}`, width: 20 })),
        ],
        crew.map((c) => {
          const d = details.get(c.crewId);
          return [
            c.name,
            c.position,
            d?.phoneNumber ?? null,
            d?.mobileNumber ?? null,
            genderText(d?.gender) || null,
            asDate(d?.dob ?? null),
            d?.placeOfBirth ?? null,
            nationalities(d) || null,
            d?.maritalStatus ?? null,
            d?.address ?? null,
            ...nok(c),
          ];
        }),
      ),
    pages: (pdf) => {
      for (const n of notes) pdf.note(n);
      if (crew.length === 0) pdf.note('No crew in this report.');
      for (const c of crew) {
        const d = details.get(c.crewId);
        const mine: [string, string][] = [
          ['Phone', d?.phoneNumber ?? ''],
          ['Mobile', d?.mobileNumber ?? ''],
          ['Gender', genderText(d?.gender)],
          ['Date of birth', d?.dob ? showFullDate(d.dob) : ''],
          ['Place of birth', d?.placeOfBirth ?? ''],
          ['Nationality', nationalities(d)],
          ['Marital status', d?.maritalStatus ?? ''],
          ['Address', d?.address ?? ''],
        ];
        const kin = seesPrivateOf(ctx, c) ? nok(c).map((v, i) => [NOK_FIELDS[i]![0], v ?? '']) : [];
        pdf.heading(c.name, [c.position, c.department].filter(Boolean).join('  ·  ') || undefined);
        pdf.table(
          [
            { header: 'Personal details', width: 80 },
            { header: '', width: 0 },
            { header: kin.length ? 'Next of kin' : '', width: 70 },
            { header: '', width: 0 },
          ],
          mine.map(([k, v], i) => [k, v, kin[i]?.[0] ?? '', kin[i]?.[1] ?? '']),
          c.name,
        );
      }
    },
  });
};
