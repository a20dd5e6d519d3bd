import { addDays, monthOf } from '@domain/calendar/iso-date';
import type { Db } from '../db/client';
import type { FileStorage } from '../files/file-storage';
import { seedDemoCerts } from './demo-certs';
import { seedDemoCrew } from './demo-crew';
import { seedDemoGuests } from './demo-guests';
import { seedDemoLeave } from './demo-leave';
import { seedDemoLibrary } from './demo-library';
import { seedDemoPassports } from './demo-passports';
import { DEMO_PASSWORD, demoPasswordHash } from './demo-password';
import { seedDemoVesselDetails } from './demo-vessel-details';
import { CHARTER_DAY, DAY_OFF, PATTERNS } from './watch-patterns';

export { DEMO_PASSWORD };

/** The fixed demo logins, printed at start and listed in the README. */
export const DEMO_LOGINS = [
  { email: 'fleet@demo.yacht', role: 'Fleet Manager (level 8) on all three vessels' },
  { email: 'captain@demo.yacht', role: 'Captain (level 6) on M/Y Aurora' },
  { email: 'purser@demo.yacht', role: 'Purser (level 5) on M/Y Aurora' },
  { email: 'officer@demo.yacht', role: 'Chief Officer (level 4) on M/Y Aurora' },
  { email: 'crew@demo.yacht', role: 'Crew (level 2) on M/Y Aurora and S/Y Meridian' },
] as const;

const VESSELS = [
  {
    name: 'M/Y Aurora',
    codename: 'aurora',
    modules: ['admin', 'crew', 'docs', 'reports', 'leave', 'hoursofrest', 'certs'],
  },
  { name: 'S/Y Meridian', codename: 'meridian', modules: ['admin', 'crew', 'hoursofrest', 'certs'] },
  { name: 'M/Y Solstice', codename: 'solstice', modules: ['admin', 'crew', 'leave', 'reports'] },
];
const ROLES = [
  { name: 'Crew', level: 2, crew: true },
  { name: 'Officer', level: 4, crew: true },
  { name: 'Purser', level: 5, crew: true },
  { name: 'Captain', level: 6, crew: false },
  { name: 'Fleet Manager', level: 8, crew: false },
];
const DEPARTMENTS = ['Deck', 'Engine', 'Interior', 'Galley'];
const POSITIONS: Record<string, string[]> = {
  Deck: ['Captain', 'Chief Officer', 'Bosun', 'Deckhand'],
  Engine: ['Chief Engineer', '2nd Engineer'],
  Interior: ['Chief Stew', 'Stew'],
  Galley: ['Head Chef', 'Sous Chef'],
};
const FIRST = [
  'Liam',
  'Ava',
  'Noah',
  'Mia',
  'Lucas',
  'Isla',
  'Mateo',
  'Zoe',
  'Finn',
  'Chloe',
  'Oscar',
  'Ruby',
  'Leo',
  'Nora',
  'Hugo',
  'Freya',
  'Jonas',
  'Elena',
  'Kai',
  'Sofia',
  'Tomas',
  'Ines',
];
const LAST = [
  'Hart',
  'Moreau',
  'Jensen',
  'Costa',
  'Novak',
  'Walsh',
  'Berg',
  'Rossi',
  'Silva',
  'Kowalski',
  'Dubois',
  'Larsen',
];

/** A small deterministic generator, so the demo fleet is the same on every machine. */
function seededRandom(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

interface Member {
  email: string;
  first: string;
  last: string;
  vessels: { codename: string; role: string; department: string; position: string }[];
}

function members(): Member[] {
  const named: Member[] = [
    {
      email: 'fleet@demo.yacht',
      first: 'Fiona',
      last: 'Grant',
      vessels: VESSELS.map((v) => ({
        codename: v.codename,
        role: 'Fleet Manager',
        department: 'Deck',
        position: '', // ashore: no position on board, so lists show the role
      })),
    },
    {
      email: 'captain@demo.yacht',
      first: 'James',
      last: 'Whitfield',
      vessels: [{ codename: 'aurora', role: 'Captain', department: 'Deck', position: 'Captain' }],
    },
    {
      email: 'purser@demo.yacht',
      first: 'Clara',
      last: 'Mendes',
      vessels: [{ codename: 'aurora', role: 'Purser', department: 'Interior', position: 'Chief Stew' }],
    },
    {
      email: 'officer@demo.yacht',
      first: 'Erik',
      last: 'Holm',
      vessels: [{ codename: 'aurora', role: 'Officer', department: 'Deck', position: 'Chief Officer' }],
    },
    {
      email: 'crew@demo.yacht',
      first: 'Sam',
      last: 'Taylor',
      vessels: [
        { codename: 'aurora', role: 'Crew', department: 'Deck', position: 'Deckhand' },
        { codename: 'meridian', role: 'Crew', department: 'Deck', position: 'Deckhand' },
      ],
    },
  ];
  const rnd = seededRandom(7);
  const generated: Member[] = [];
  for (let i = 0; i < 22; i++) {
    const codename = VESSELS[i % 3]!.codename;
    const department = DEPARTMENTS[i % DEPARTMENTS.length]!;
    const positions = POSITIONS[department]!.filter((p) => p !== 'Captain'); // one captain: James
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[Math.floor(rnd() * LAST.length)]!;
    generated.push({
      email: `${first}.${last}${i}@demo.yacht`.toLowerCase(),
      first,
      last,
      vessels: [{ codename, role: 'Crew', department, position: positions[i % positions.length]! }],
    });
  }
  return [...named, ...generated];
}

/** A day of a crew member's month: their usual watch, days off, and some charter runs. */
function restPattern(userIndex: number, dayIndex: number, rnd: () => number): string {
  const usual = Object.values(PATTERNS)[userIndex % Object.keys(PATTERNS).length]!;
  // Every fourth crew member has a charter week each month: five long days break rules 1-5.
  if (userIndex % 4 === 1 && dayIndex % 30 >= 10 && dayIndex % 30 < 15) return CHARTER_DAY;
  if (rnd() < 0.08) return DAY_OFF;
  return usual;
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.query<{ n: number | string }>('SELECT count(*) AS n FROM users');
  return Number(row!.n) === 0;
}

/**
 * Creates the demo fleet with three months of rest records ending yesterday. With the server's
 * file storage, Aurora's document library gets its PDFs and its crew their passports too.
 * `passwordHash`: the demo password's hash when it is already on its way (the server's entry
 * begins it while the database opens).
 */
export async function seedDemoFleet(
  db: Db,
  now: Date,
  files?: FileStorage,
  passwordHash: Promise<string> = demoPasswordHash(),
): Promise<void> {
  const hash = await passwordHash;
  const today = now.toISOString().slice(0, 10);
  const thisMonth = monthOf(today);
  const firstMonth = monthOf(addDays(`${thisMonth}-01`, -40));
  const secondMonth = monthOf(addDays(`${thisMonth}-01`, -1));
  await db.transaction(async (tx) => {
    const [group] = await tx.query<{ id: number }>(
      "INSERT INTO company_groups (name) VALUES ('Blue Horizon Yachting') RETURNING id",
    );
    const vesselIds = new Map<string, number>();
    const deptIds = new Map<string, number>();
    const posIds = new Map<string, number>();
    for (const v of VESSELS) {
      const [row] = await tx.query<{ id: number }>(
        'INSERT INTO vessels (group_id, name, codename, modules) VALUES ($1, $2, $3, $4) RETURNING id',
        [group!.id, v.name, v.codename, v.modules],
      );
      vesselIds.set(v.codename, row!.id);
      for (const d of DEPARTMENTS) {
        const [dep] = await tx.query<{ id: number }>(
          'INSERT INTO departments (vessel_id, name) VALUES ($1, $2) RETURNING id',
          [row!.id, d],
        );
        deptIds.set(`${v.codename}/${d}`, dep!.id);
        for (const p of POSITIONS[d]!) {
          const [pos] = await tx.query<{ id: number }>(
            'INSERT INTO positions (vessel_id, department_id, name) VALUES ($1, $2, $3) RETURNING id',
            [row!.id, dep!.id, p],
          );
          posIds.set(`${v.codename}/${p}`, pos!.id);
        }
      }
    }
    const roleIds = new Map<string, number>();
    for (const r of ROLES) {
      const [row] = await tx.query<{ id: number }>(
        'INSERT INTO roles (name, permission_level, is_crew_role) VALUES ($1, $2, $3) RETURNING id',
        [r.name, r.level, r.crew],
      );
      roleIds.set(r.name, row!.id);
    }

    const rnd = seededRandom(42);
    const days = {
      users: [] as number[],
      vessels: [] as number[],
      dates: [] as string[],
      work: [] as string[],
    };
    const start = `${firstMonth}-01`;
    const all = members();
    // Members are created in order, so the captain exists before any crew month is countersigned.
    let captain = 0;
    for (const [index, m] of all.entries()) {
      const [user] = await tx.query<{ id: number }>(
        `INSERT INTO users (email, password_hash, first_name, last_name, terms_accepted_at)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [m.email, hash, m.first, m.last, now.toISOString()],
      );
      if (m.email === 'captain@demo.yacht') captain = user!.id;
      for (const v of m.vessels) {
        const vesselId = vesselIds.get(v.codename)!;
        await tx.query(
          'INSERT INTO user_vessel_roles (user_id, vessel_id, role_id, department_id, position_id, start_date) VALUES ($1, $2, $3, $4, $5, $6)',
          [
            user!.id,
            vesselId,
            roleIds.get(v.role)!,
            deptIds.get(`${v.codename}/${v.department}`)!,
            posIds.get(`${v.codename}/${v.position}`) ?? null,
            start,
          ],
        );
        if (!VESSELS.find((x) => x.codename === v.codename)!.modules.includes('hoursofrest')) continue;
        if (v.role === 'Fleet Manager') continue;
        for (let d = start, i = 0; d < today; d = addDays(d, 1), i++) {
          days.users.push(user!.id);
          days.vessels.push(vesselId);
          days.dates.push(d);
          days.work.push(restPattern(index, i, rnd));
        }
        // The first month is signed and countersigned by the captain; most crew signed the second.
        await tx.query(
          `INSERT INTO rest_months (user_id, vessel_id, month, signed_by, signed_at, countersigned_by, countersigned_at, version)
           VALUES ($1, $2, $3, $1, $4, $5, $6, nextval('change_seq'))`,
          [
            user!.id,
            vesselId,
            firstMonth,
            `${secondMonth}-01T09:00:00Z`,
            captain,
            `${secondMonth}-02T10:00:00Z`,
          ],
        );
        if (index % 3 !== 0) {
          await tx.query(
            `INSERT INTO rest_months (user_id, vessel_id, month, signed_by, signed_at, version)
             VALUES ($1, $2, $3, $1, $4, nextval('change_seq'))`,
            [user!.id, vesselId, secondMonth, `${thisMonth}-01T09:00:00Z`],
          );
        }
      }
    }
    await tx.query(
      `INSERT INTO rest_days (user_id, vessel_id, day, work, version, updated_by, updated_at)
       SELECT u, v, d::date, w, nextval('change_seq'), u, $5 FROM unnest($1::int[], $2::int[], $3::text[], $4::text[]) AS t(u, v, d, w)`,
      [days.users, days.vessels, days.dates, days.work, now.toISOString()],
    );
    await seedDemoCrew(tx, today);
    await seedDemoLeave(tx, today);
    await seedDemoCerts(tx, today);
    await seedDemoLibrary(tx, today, files);
    await seedDemoGuests(tx, today);
    await seedDemoVesselDetails(tx);
    await seedDemoPassports(tx, today, files);
  });
}
