import { afterEach, describe, expect, it } from 'vitest';
import { DOCUMENT_TEXT } from '../contracts/crew-documents';
import { LEAVE_TYPE_TEXT } from '../contracts/leave-text';
import { MSG } from '../contracts/messages';
import { MODULE_NAMES } from '../domain/access/modules';
import { roleNameId } from '../domain/access/role-names';
import { CERT_SECTION_NAMES } from '../domain/certificates/cert-section-names';
import { showTimeAgo } from '../domain/dates/format';
import { counted, expiringText, sayFigures, WELCOME_TILE } from '../domain/home/needs-me-words';
import { vesselIssueTitle } from '../domain/issues/issue-text';
import type { VesselIssue } from '../domain/issues/issue-types';
import { type HistoryRow, historyRowText, rateDetail } from '../domain/leave/history-rows';
import { rulesLine } from '../domain/rest-hours/log-today';
import { activateLanguage, t } from './i18n';
import { msg, msgIn } from './msg';

afterEach(() => activateLanguage('en'));

/** A leave history row of a rate change, as leaveHistoryRows makes it. */
const rateRow = { kind: 'rate', detail: rateDetail('yearly', 35), span: null } as HistoryRow;

const EXPIRING: VesselIssue = {
  kind: 'certificateExpiring',
  certificateID: 'c1',
  certificateTypeID: 't1',
  sectionID: 9,
  sectionNumber: 'RD01',
  yachtID: 1,
  name: 'Radio Licence',
  date: '2027-01-22',
  path: '/fleet/aurora/certs/certificate?certID=c1',
};

/** Texts the server and the domain write in English with values, as a screen shows them. */
const shown = () => ({
  limit: t(MSG.maxLength(100)),
  notKept: t(DOCUMENT_TEXT.notKept('Expiry date', 'Visa')),
  logged: t(WELCOME_TILE.logged(2, 3)),
  thisMonth: t(WELCOME_TILE.thisMonth),
  users: t(counted(4, 'user')),
  expiring: sayFigures(expiringText({ certificates: 3, documents: 1 }), t),
  rules: t(rulesLine([1, 2], true)),
  history: historyRowText(rateRow, () => '', t),
  accrued: t(rateDetail('accrued', 0.5)),
  role: t(roleNameId('Captain')),
  crewRole: t(roleNameId('Crew')),
  crewModule: t(MODULE_NAMES.crew),
  ownRole: t(roleNameId('Bosun')),
  section: t(CERT_SECTION_NAMES[2]),
  // A certificate's section the device does not hold yet (cert-list.ts).
  unknownSection: t(msg('Section {id}', { id: 12 })),
  ago: t(showTimeAgo(0, 3 * 3_600_000)),
  // The issues page: an expiry and how far it is.
  issueExpiring: t(vesselIssueTitle(EXPIRING, '2026-12-03', t)),
  // The server's refusals of a leave types list (leave-types-save.ts).
  typeInUse: t(LEAVE_TYPE_TEXT.inUse('Sick')),
  typeViewOnly: t(LEAVE_TYPE_TEXT.viewOnly),
  // A library section is a thing (section-list-editor.tsx); a person takes Spanish's 'a' (crew order).
  sectionUp: t(msgIn('library section', 'Move {name} up'), { name: 'Manuals' }),
  personUp: t('Move {name} up', { name: 'Sam Taylor' }),
  // English's one word for any count ('1 chosen', '2 chosen'); Spanish agrees with the count.
  chosen: [1, 2].map((n) => t('{n} chosen.', { n })).join(' '),
  changed: [1, 1234].map((count) => t('{count} changed', { count })).join(' '),
  // A count English words for many only: Spanish says one as one.
  recorded: [1, 3].map((count) => t('{count} days recorded', { count })).join(' · '),
});

describe('texts built with values, on screen (issue 33, part 4)', () => {
  it('stay word for word in English', () => {
    expect(shown()).toEqual({
      limit: 'Max length is 100 characters.',
      notKept:
        'Expiry date is not kept for the category Visa: leave it empty or choose a category that has it.',
      logged: '2 of 3 days logged',
      thisMonth: 'This month, so far',
      users: '4 users',
      expiring: '3 certificates · 1 document',
      rules: '2 rules would break',
      history: 'Rate changed: 35.00 days per year',
      accrued: '0.5 days for each day worked',
      role: 'Captain',
      crewRole: 'Crew',
      crewModule: 'Crew',
      ownRole: 'Bosun',
      section: 'Load Line',
      unknownSection: 'Section 12',
      ago: '3 hours ago',
      issueExpiring: 'Radio Licence expires on 22 Jan 2027 · in 50 days',
      typeInUse: '‘Sick’ is used by leave requests and cannot be removed.',
      typeViewOnly: 'The ‘Not on payroll’ leave type cannot be changed or removed.',
      sectionUp: 'Move Manuals up',
      personUp: 'Move Sam Taylor up',
      chosen: '1 chosen. 2 chosen.',
      changed: '1 changed 1234 changed',
      recorded: '1 days recorded · 3 days recorded',
    });
  });

  it('read in Spanish, values in place (a value that is a message too, translated; a decimal with its comma)', async () => {
    await activateLanguage('es');
    expect(shown()).toEqual({
      limit: 'La longitud máxima es de 100 caracteres.',
      notKept: expect.stringMatching(/^Fecha de caducidad no se guarda para la categoría Visa: /),
      logged: '2 de 3 días registrados',
      thisMonth: 'Este mes, hasta hoy',
      users: '4 usuarios',
      expiring: '3 certificados · 1 documento',
      rules: 'Se incumplirían 2 reglas',
      history: 'Tasa cambiada: 35,00 días al año',
      accrued: '0,5 días por cada día trabajado',
      role: 'Capitán',
      // The level is one person; the module, the crew as a whole.
      crewRole: 'Tripulante',
      crewModule: 'Tripulación',
      ownRole: 'Bosun',
      section: 'Líneas de carga',
      unknownSection: 'Sección 12',
      ago: 'hace 3 horas',
      issueExpiring: 'Radio Licence caduca el 22 ene 2027 · dentro de 50 días',
      typeInUse: '‘Sick’ se usa en solicitudes de permiso y no se puede quitar.',
      typeViewOnly: 'El tipo de permiso ‘Fuera de nómina’ no se puede cambiar ni quitar.',
      sectionUp: 'Subir Manuals',
      personUp: 'Subir a Sam Taylor',
      chosen: '1 elegido. 2 elegidos.',
      changed: '1 cambiado 1234 cambiados',
      recorded: '1 día registrado · 3 días registrados',
    });
  });
});
