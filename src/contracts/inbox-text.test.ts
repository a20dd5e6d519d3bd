import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { showDate, showDateRange, showFullDate, showMonth } from '../domain/dates/format';
import { activateLanguage, t } from '../i18n/i18n';
import { INBOX_TEXT } from './inbox-text';

afterEach(() => activateLanguage('en'));

/** The messages as the server writes them: English, dates in its style, whatever the reader reads. */
const written = () => {
  const cert = { name: 'Radio Licence', number: 'RD01', vessel: 'M/Y Aurora', open: '/fleet/aurora/certs' };
  return [
    INBOX_TEXT.certExpiring({ ...cert, date: showFullDate('2027-01-25') }),
    INBOX_TEXT.certExpired({ ...cert, date: showFullDate('2026-11-24') }),
    INBOX_TEXT.toCountersign({ name: 'Sam Taylor', month: showMonth('2026-11'), open: '/x' }),
    INBOX_TEXT.leaveRequest({
      sender: 'James Whitfield',
      name: 'Sam Taylor',
      own: false,
      dates: showDateRange('2026-12-21', '2026-12-27'),
      status: 'Pending',
      open: '/y',
    }),
    INBOX_TEXT.recordsNotSent({ name: null, month: showMonth('2026-10'), to: 'a@b.c' }),
  ];
};
const read = (m: { header: string; text: string }) => `${t(m.header)} | ${t(m.text)}`;

describe('the inbox messages the app writes (its reader’s language)', () => {
  it('are written in English, as before', () => {
    expect(written().map(read)).toEqual([
      'Certificate expiring: Radio Licence | Radio Licence (RD01) on M/Y Aurora expires on 25 Jan 2027. Please arrange its renewal. /fleet/aurora/certs',
      'Certificate expired: Radio Licence | Radio Licence (RD01) on M/Y Aurora expired on 24 Nov 2026. /fleet/aurora/certs',
      'Hours of rest ready to countersign: Sam Taylor, November 2026 | Sam Taylor has signed off their hours of rest for November 2026. Please review and countersign. /x',
      "Leave request: Sam Taylor, 21 Dec – 27 Dec 26 (Pending) | James Whitfield would like you to look at Sam Taylor's leave request, 21 Dec – 27 Dec 26, now Pending. /y",
      "Email not sent: hours of rest, whole vessel, October 2026 | Email hasn't been sent. Please try again or contact support\nTo: a@b.c",
    ]);
  });

  it('read in Spanish, their dates with Spanish month names, the path kept for the link', async () => {
    const english = written();
    await activateLanguage('es');
    expect(showDate('2026-12-02')).toBe('02 dic 26');
    expect(english.map(read)).toEqual([
      'Certificado próximo a caducar: Radio Licence | Radio Licence (RD01) de M/Y Aurora caduca el 25 ene 2027. Organiza su renovación. /fleet/aurora/certs',
      'Certificado caducado: Radio Licence | Radio Licence (RD01) de M/Y Aurora caducó el 24 nov 2026. /fleet/aurora/certs',
      'Horas de descanso listas para refrendar: Sam Taylor, noviembre de 2026 | Sam Taylor ha firmado sus horas de descanso de noviembre de 2026. Revísalas y refréndalas. /x',
      'Solicitud de permiso: Sam Taylor, 21 dic – 27 dic 26 (Pendiente) | James Whitfield quiere que revises la solicitud de permiso de Sam Taylor, 21 dic – 27 dic 26, en estado Pendiente. /y',
      'Correo no enviado: horas de descanso, todo el buque, octubre de 2026 | El correo no se ha enviado. Vuelve a intentarlo o contacta con soporte\nPara: a@b.c',
    ]);
  });

  it('are shown with t() where the app shows a message (the inbox, the Sync page’s failed sends)', () => {
    for (const f of [
      'src/features/inbox/components/inbox-panel.tsx',
      'src/features/sync/components/send-failures.tsx',
    ]) {
      const src = readFileSync(f, 'utf8');
      expect(src, f).toContain('t(m.header)');
      expect(src, f).toContain('t(m.text)');
      expect(src, f).not.toMatch(/\{m\.(header|text)\}|[^t]\(m\.text\)|[^(]m\.text\.split/);
    }
  });
});
