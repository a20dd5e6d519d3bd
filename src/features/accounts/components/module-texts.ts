import { msg } from '../../../i18n/msg';

/**
 * The modules as the server's price list names and describes them (migration 0016, the same for
 * every vessel), in the catalogue: the Modules tab says them with t() in the reader's language.
 * The names are the modules' (MODULE_NAMES), 'Support' is the one module without pages.
 */
export const MODULE_TEXTS = [
  msg('Support'),
  msg(
    'Crew log their hours of work and rest on their phones, offline; the app checks them against MLC 2006 and STCW, and officers countersign each month.',
  ),
  msg('Crew records, departments and positions, next of kin and crew documents in one place.'),
  msg("The vessel's certificates with their survey windows, attachments and expiry alerts."),
  msg("The vessel's document library, sorted in sections and readable offline."),
  msg('Leave profiles, requests and approvals, with accrual worked out for each crew member.'),
  msg('Crew and guest lists for port authorities, salary and leave reports, as PDF or spreadsheet.'),
  msg('Help from our team by e-mail or phone, and data entry on request.'),
] as const;
