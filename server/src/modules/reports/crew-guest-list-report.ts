import { REPORT_TEXT, type ReportChoice, type ReportTrip, reportTripSchema } from '@contracts/reports';
import { crewGuestListPdf } from '@reports/crew-guest-list-pdf';
import { badRequest, parseWith } from '../../http/errors';
import { readCrewGuestList } from './crew-guest-list-data';
import { crewGuestListXlsx } from './crew-guest-list-xlsx';
import { reportFile } from './kinds/report-crew';
import type { ReportBuilder } from './report-kind';

/** The choice's trip, or a 400 naming each missing field; a list of nobody is refused too. */
export function crewGuestTrip(choice: ReportChoice): ReportTrip {
  const trip = parseWith(reportTripSchema, {
    portOfDeparture: choice.portOfDeparture,
    departureDate: choice.departureDate,
    portOfArrival: choice.portOfArrival,
    arrivalDate: choice.arrivalDate,
  });
  if (!choice.crewList.length && !choice.guestList.length)
    throw badRequest([{ property: 'crewList', message: REPORT_TEXT.nobodyChosen }]);
  return trip;
}

/**
 * The crew and guest list of a trip (report type 'crewandguests'): the trip's four fields are
 * required (doc 3, section 5: 400 naming each missing one) and at least one person chosen; the
 * document is the FAL 5 crew list and FAL 6 passenger list, as a PDF for printing or a workbook.
 */
export const crewGuestListReport: ReportBuilder = async (ctx, format) => {
  const { choice } = ctx;
  const trip = crewGuestTrip(choice);
  const list = await readCrewGuestList(
    ctx.db,
    ctx.actor,
    { vesselId: choice.yachtId, crewIds: choice.crewList, guestIds: choice.guestList, trip },
    ctx.today,
  );
  const body = format === 'pdf' ? await crewGuestListPdf(list) : await crewGuestListXlsx(list);
  // Named by the trip's departure day: the list belongs to that voyage, whenever it is printed.
  return reportFile(list.vessel.name, 'crew and guest list', trip.departureDate, format, body);
};
