import { addDays } from '@domain/calendar/iso-date';
import { tenYearsAfter } from '@domain/guests/guest-rules';
import type { Queryable } from '../db/client';

/**
 * The demo fleet's guests (doc 3: reports/guest-details). M/Y Aurora has four: the owner's party
 * of three on board (one passport with no expiry entered, so it shows the ten-year default), and a
 * guest expected at the next port, not yet on board and with no passport details yet. Dates count
 * from today; deterministic and safe to run again (fixed ids, added only when missing).
 */

export const demoGuestId = (n: number) => `01JDEMOGUEST${String(n).padStart(14, '0')}`;

interface DemoGuest {
  first: string;
  last: string;
  gender: 'm' | 'f';
  born: string;
  place: string;
  nationality: string;
  address: string;
  marital: string | null;
  passport: string | null;
  issuedAt: string | null;
  /** Days from today. */
  issued: number | null;
  expires: 'default' | number | null;
  port: string;
  onBoard: boolean;
}

const GUESTS: DemoGuest[] = [
  {
    first: 'Charles',
    last: 'Whitmore',
    gender: 'm',
    born: '1961-04-18',
    place: 'London',
    nationality: 'British',
    address: '12 Cheyne Walk, London SW3, United Kingdom',
    marital: 'Married',
    passport: '543219876',
    issuedAt: 'HM Passport Office',
    issued: -1500,
    expires: 'default',
    port: 'Antibes',
    onBoard: true,
  },
  {
    first: 'Helena',
    last: 'Whitmore',
    gender: 'f',
    born: '1965-09-02',
    place: 'Geneva',
    nationality: 'Swiss',
    address: '12 Cheyne Walk, London SW3, United Kingdom',
    marital: 'Married',
    passport: 'X1234567',
    issuedAt: 'Geneva',
    issued: -900,
    expires: 2750,
    port: 'Antibes',
    onBoard: true,
  },
  {
    first: 'Louis',
    last: 'Whitmore',
    gender: 'm',
    born: '2001-01-23',
    place: 'London',
    nationality: 'British',
    address: '12 Cheyne Walk, London SW3, United Kingdom',
    marital: 'Single',
    passport: '998877665',
    issuedAt: 'HM Passport Office',
    issued: -3400,
    expires: 250,
    port: 'Antibes',
    onBoard: true,
  },
  {
    first: 'Sofia',
    last: 'Marchetti',
    gender: 'f',
    born: '1988-06-30',
    place: 'Milan',
    nationality: 'Italian',
    address: 'Via Montenapoleone 8, Milan, Italy',
    marital: null,
    passport: null,
    issuedAt: null,
    issued: null,
    expires: null,
    port: 'Portofino',
    onBoard: false,
  },
];

export async function seedDemoGuests(tx: Queryable, today: string): Promise<void> {
  const [aurora] = await tx.query<{ id: number }>("SELECT id FROM vessels WHERE codename = 'aurora'");
  const [officer] = await tx.query<{ id: number }>("SELECT id FROM users WHERE email = 'officer@demo.yacht'");
  if (!aurora) return;
  for (const [i, g] of GUESTS.entries()) {
    const issued = g.issued === null ? null : addDays(today, g.issued);
    const expires =
      g.expires === 'default'
        ? issued && tenYearsAfter(issued)
        : g.expires === null
          ? null
          : addDays(today, g.expires);
    await tx.query(
      `INSERT INTO guests (id, vessel_id, first_name, last_name, gender, date_of_birth, place_of_birth, nationality,
          residence_address, marital_status, passport_no, passport_issued_at, passport_issue_date, passport_exp_date,
          port_of_embarkation, is_on_board, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) ON CONFLICT (id) DO NOTHING`,
      [
        demoGuestId(i + 1),
        aurora.id,
        g.first,
        g.last,
        g.gender,
        g.born,
        g.place,
        g.nationality,
        g.address,
        g.marital,
        g.passport,
        g.issuedAt,
        issued,
        expires,
        g.port,
        g.onBoard,
        officer?.id ?? null,
      ],
    );
  }
}
