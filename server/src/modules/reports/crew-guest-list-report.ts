import { toErrorList } from '@contracts/errors';
import { REPORT_TEXT, type ReportChoice, type ReportTrip, reportTripSchema } from '@contracts/reports';
import { type Answer, answered, badInput } from '../../kernel/outcome';
import { readCrewGuestList } from './crew-guest-list-data';
import { crewGuestListXlsx } from './crew-guest-list-xlsx';
import { reportFile } from './kinds/report-crew';
import type { ReportBuilder } from './report-kind';

// The PDF writer (shared with the device): loaded by the first list, not at start.
const pdfLib = () => import('@reports/crew-guest-list-pdf');

/** The choice's trip, or a 400 naming each missing field; a list of nobody is refused too. */
export function crewGuestTrip(choice: ReportChoice): Answer<ReportTrip> {
  const trip = reportTripSchema.safeParse({
    portOfDeparture: choice.portOfDeparture,
    departureDate: choice.departureDate,
    portOfArrival: choice.portOfArrival,
    arrivalDate: choice.arrivalDate,
  });
  if (!trip.success) return badInput(toErrorList(trip.error));
  if (!choice.crewList.length && !choice.guestList.length)
    return badInput([{ property: 'crewList', message: REPORT_TEXT.nobodyChosen }]);
  return answered(trip.data);
}

/**
 * The crew and guest list of a trip (report type 'crewandguests'): the trip's four fields are
 * required (doc 3, section 5: 400 naming each missing one) and at least one person chosen; the
 * document is the FAL 5 crew list and FAL 6 passenger list, as a PDF for printing or a workbook.
 */
export const crewGuestListReport: ReportBuilder = async (ctx, format) => {
  const { choice } = ctx;
  const checked = crewGuestTrip(choice);
  if (checked.status !== 'applied') return checked;
  const trip = checked.value;
  const read = await readCrewGuestList(
    ctx.db,
    ctx.actor,
    { vesselId: choice.yachtId, crewIds: choice.crewList, guestIds: choice.guestList, trip },
    ctx.today,
  );
  if (read.status !== 'applied') return read;
  const list = read.value;
  const body =
    format === 'pdf' ? await (await pdfLib()).crewGuestListPdf(list) : await crewGuestListXlsx(list);
  // Named by the trip's departure day: the list belongs to that voyage, whenever it is printed.
  return answered(reportFile(list.vessel.name, 'crew and guest list', trip.departureDate, format, body));
};
