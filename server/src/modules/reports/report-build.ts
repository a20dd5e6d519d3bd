import { REPORT_TEXT, type ReportChoice } from '@contracts/reports';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { type Answer, badInput } from '../../kernel/outcome';
import { REPORT_BUILDERS } from './report-builders';
import type { ReportDocument } from './report-kind';

/**
 * One report's document, in the chosen format, by its type's builder. The caller's standing on
 * the vessel has been checked (route policy, or reportRefusal for the queued e-mail).
 */
export function buildReport(
  db: Queryable,
  actor: Actor,
  choice: ReportChoice,
  today: string,
): Promise<Answer<ReportDocument>> {
  const stray = crewAndGuestsOnly(choice);
  if (stray) return Promise.resolve(badInput([{ property: stray, message: REPORT_TEXT.crewAndGuestsOnly }]));
  return REPORT_BUILDERS[choice.reportType]({ db, actor, choice, today }, choice.format);
}

/**
 * The part of a choice only the crew and guest list reads (guests, the trip), sent for another
 * type: its name, or null. A bank details report with guests chosen was drawn for all current
 * crew, the guests dropped unseen. The download, the e-mail and the queued e-mail all build here.
 */
function crewAndGuestsOnly(choice: ReportChoice): string | null {
  if (choice.reportType === 'crewandguests') return null;
  if (choice.guestList.length) return 'guestList';
  const trip = ['portOfDeparture', 'portOfArrival', 'departureDate', 'arrivalDate'] as const;
  return trip.find((field) => choice[field]) ?? null;
}
