import { addDays } from '@domain/calendar/iso-date';
import { COUNTRIES } from '@domain/reference/countries';
import { ulid } from 'ulidx';
import type { Queryable } from '../db/client';

/**
 * The demo fleet's crew records (doc 2): personal details, next of kin, bank details, a pay
 * history and leave days for everyone on board, an order and an on-board flag, so the crew
 * list and profiles read like a real vessel's. Deterministic, like the rest of the seed.
 */

const NATIONS = ['GB', 'FR', 'ES', 'IT', 'NZ', 'AU', 'ZA', 'NL', 'SE', 'HR', 'PH', 'US'];
const CITIES = [
  'Southampton',
  'Antibes',
  'Palma',
  'Genoa',
  'Auckland',
  'Fremantle',
  'Cape Town',
  'Rotterdam',
];
const RELATIONS = ['Mother', 'Father', 'Partner', 'Sister', 'Brother', 'Spouse'];
const countryId = (code: string) => COUNTRIES.find((c) => c[1] === code)![0];

export async function seedDemoCrew(tx: Queryable, today: string): Promise<void> {
  // Departments and positions in the order they were made, as the order editor numbers them.
  for (const table of ['departments', 'positions'])
    await tx.query(
      `UPDATE ${table} t SET sort_order = o.n
         FROM (SELECT id, row_number() OVER (PARTITION BY vessel_id ORDER BY id) AS n FROM ${table}) o
        WHERE o.id = t.id`,
    );
  const crew = await tx.query<{
    id: number;
    vessel_id: number;
    first_name: string;
    last_name: string;
    level: number;
    start_date: string;
  }>(
    `SELECT uvr.id, uvr.vessel_id, u.first_name, u.last_name, r.permission_level AS level,
            uvr.start_date::text AS start_date
       FROM user_vessel_roles uvr JOIN users u ON u.id = uvr.user_id JOIN roles r ON r.id = uvr.role_id
      ORDER BY uvr.vessel_id, r.permission_level DESC, u.last_name, u.first_name, uvr.id`,
  );
  const orderOn = new Map<number, number>();
  for (const [i, c] of crew.entries()) {
    const nation = NATIONS[i % NATIONS.length]!;
    const city = CITIES[i % CITIES.length]!;
    const order = (orderOn.get(c.vessel_id) ?? 0) + 1;
    orderOn.set(c.vessel_id, order);
    const ashore = c.level >= 8; // the fleet manager works from the office
    await tx.query(
      `UPDATE user_vessel_roles SET crew_order = $2, is_on_board = $3, custom_id = $4, port_of_embarkation = $5,
          repatriation = $6, leave_days = $7, version = next_change() WHERE id = $1`,
      [c.id, order, !ashore && i % 7 !== 3, `SW-${String(1000 + c.id)}`, 'Palma', city, 30 + (i % 3) * 5],
    );
    await tx.query(
      `INSERT INTO crew_details (crew_id, phone_number, mobile_number, gender, dob, place_of_birth, nationality,
          marital_status, address)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        c.id,
        `+44 20 7946 ${String(1000 + i).slice(-4)}`,
        `+44 7700 9${String(10000 + i * 37).slice(-5)}`,
        i % 2 === 0 ? 'M' : 'F',
        addDays('1985-03-14', i * 211),
        city,
        [countryId(nation)],
        ['Single', 'Married', 'Other'][i % 3],
        `${12 + i} Harbour Road, ${city}`,
      ],
    );
    await tx.query(
      `INSERT INTO crew_private (crew_id, bank_account_owner, bank_name, bank_address, bank_account_no, bank_iban,
          bank_swift, nok_name, nok_relationship, nok_phone, nok_mobile, nok_email, nok_address)
       VALUES ($1, $2, 'Harbour Bank', $3, $4, $5, 'HRBKGB2L', $6, $7, $8, $8, $9, $10)`,
      [
        c.id,
        `${c.first_name} ${c.last_name}`,
        `1 Quay Street, ${city}`,
        String(40_000_000 + c.id * 7919),
        `GB${String(10 + (c.id % 89))}HRBK${String(60_161_331_926_819 + c.id * 97)}`,
        `Alex ${c.last_name}`,
        RELATIONS[i % RELATIONS.length],
        `+44 7700 8${String(10000 + i * 53).slice(-5)}`,
        `alex.${c.last_name.toLowerCase()}@example.com`,
        `${30 + i} Mill Lane, ${city}`,
      ],
    );
    const base = 3200 + c.level * 900 + (i % 5) * 150;
    for (const [n, entry] of [
      { date: c.start_date.slice(0, 10), amount: base, bonus: false, comment: 'Joining salary' },
      { date: addDays(today, -20 - (i % 10)), amount: base + 250, bonus: false, comment: 'Annual review' },
      { date: addDays(today, -10), amount: 500, bonus: true, comment: 'Charter season' },
    ].entries())
      if (n < 2 || i % 4 === 0)
        await tx.query(
          `INSERT INTO crew_salaries (id, crew_id, amount, currency_id, change_date, is_bonus, comment)
           VALUES ($1, $2, $3, 1, $4, $5, $6)`,
          [ulid(), c.id, entry.amount, entry.date, entry.bonus, entry.comment],
        );
    await tx.query(
      `INSERT INTO crew_leave_increments (id, crew_id, amount, change_date, comment)
       VALUES ($1, $2, $3, $4, 'Contract')`,
      [ulid(), c.id, 30 + (i % 3) * 5, c.start_date.slice(0, 10)],
    );
  }
}
