import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '@contracts/auth';
import { MSG } from '@contracts/messages';
import { TRIAL_DAYS } from '@contracts/registration';
import type { Queryable } from '../../db/client';
import type { ServerDeps } from '../../deps';
import { lockAddress } from '../../kernel/address-lock';
import { type Answer, answered, badInput, type Refusal, refused } from '../../kernel/outcome';
import { writeOutcome } from '../../kernel/write-outcome';
import { hashPassword } from './passwords';
import { startSession } from './session';
import { settleAttempt, takeAttempt } from './throttle';

/** Every module is on during the trial; admin always is. */
const TRIAL_MODULES = ['admin', 'crew', 'docs', 'reports', 'leave', 'hoursofrest', 'certs'];
const FIRST_DEPARTMENTS = ['Deck', 'Engine', 'Interior'];
/** Paths under /fleet that a vessel's codename must not take. */
const RESERVED = new Set(['users', 'empty', 'add-yacht', 'welcome', 'accounts']);
/** Registrations per address in 15 minutes: an open form must not mint accounts by the thousand. */
const REGISTRATIONS_PER_ADDRESS = 5;

const registeredAlready = () => badInput([{ property: 'email', message: MSG.emailRegistered }]);

/** POST /utils/checkemail: between the steps, whether the address can still register. */
export async function checkEmailFree(db: Queryable, email: string): Promise<Answer<{ available: true }>> {
  return (await emailTaken(db, email)) ?? answered({ available: true });
}

async function emailTaken(db: Queryable, email: string): Promise<Refusal | null> {
  const [taken] = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [email]);
  return taken ? registeredAlready() : null;
}

/**
 * POST /users/register: the user (agreeing to the terms now), a company group on a 30-day
 * trial with every module on, its first vessel with a few departments, the user at the top
 * level there; then a session, as a login answers.
 */
interface RegisterBody {
  user: { firstName: string; lastName: string; email: string; phone: string; newPassword: string };
  yacht: {
    type: number;
    yachtName: string;
    grossTonnage?: number | null | undefined;
    loa?: number | null | undefined;
  };
}

export async function register(
  deps: ServerDeps,
  body: RegisterBody,
  address: string,
): Promise<Answer<LoginResponse>> {
  const now = deps.clock();
  // Taken before the slow hash, so a burst of registrations cannot all pass the count at once.
  const keys = [{ key: `register:${address}`, limit: REGISTRATIONS_PER_ADDRESS }];
  const wait = await takeAttempt(deps.db, keys, now);
  if (wait > 0) return refused(MSG.tooManyRegistrations, 429);
  let answer: Awaited<ReturnType<typeof createAccount>>;
  try {
    answer = await createAccount(deps, body, now);
  } catch (e) {
    await settleAttempt(deps.db, keys, true, now);
    throw e;
  }
  // A registration refused (an address already taken) does not count.
  await settleAttempt(deps.db, keys, answer.status !== 'applied', now);
  return answer;
}

async function createAccount(deps: ServerDeps, body: RegisterBody, now: Date) {
  const hash = await hashPassword(body.user.newPassword);
  return writeOutcome(deps.db, async (tx) => {
    await lockAddress(tx, body.user.email);
    const taken = await emailTaken(tx, body.user.email);
    if (taken) return taken;
    const [type] = await tx.query('SELECT 1 FROM vessel_types WHERE id = $1', [body.yacht.type]);
    if (!type) return badInput([{ property: 'type', message: MSG.required }]);
    const [role] = await tx.query<{ id: number }>(
      'SELECT id FROM roles WHERE permission_level > 0 ORDER BY permission_level DESC, id LIMIT 1',
    );
    if (!role) return refused(MSG.status500, 500);
    const [user] = await tx.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, first_name, last_name, phone, terms_accepted_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [body.user.email, hash, body.user.firstName, body.user.lastName, body.user.phone, now.toISOString()],
    );
    const trialEnds = new Date(now.getTime() + TRIAL_DAYS * 86_400_000);
    const [group] = await tx.query<{ id: number }>(
      'INSERT INTO company_groups (name, trial_ends_at, created_at) VALUES ($1, $2, $3) RETURNING id',
      [body.yacht.yachtName, trialEnds.toISOString(), now.toISOString()],
    );
    const details = { grossTonnage: body.yacht.grossTonnage ?? null, loa: body.yacht.loa ?? null };
    const [vessel] = await tx.query<{ id: number }>(
      `INSERT INTO vessels (group_id, name, codename, modules, vessel_type_id, details)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        group!.id,
        body.yacht.yachtName,
        await freeCodename(tx, body.yacht.yachtName),
        TRIAL_MODULES,
        body.yacht.type,
        JSON.stringify(details),
      ],
    );
    for (const [i, name] of FIRST_DEPARTMENTS.entries())
      await tx.query('INSERT INTO departments (vessel_id, name, sort_order) VALUES ($1, $2, $3)', [
        vessel!.id,
        name,
        i + 1,
      ]);
    await tx.query(
      'INSERT INTO user_vessel_roles (user_id, vessel_id, role_id, start_date) VALUES ($1, $2, $3, $4)',
      [user!.id, vessel!.id, role.id, now.toISOString().slice(0, 10)],
    );
    return answered(await startSession(deps, tx, user!.id, randomUUID(), now));
  });
}

/** The vessel's codename from its name ('M/Y Blue Horizon' -> 'm-y-blue-horizon'), unique. */
async function freeCodename(tx: Queryable, name: string) {
  const base =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'vessel';
  for (let n = 1; ; n++) {
    const candidate = n === 1 && !RESERVED.has(base) ? base : `${base}-${n}`;
    const [taken] = await tx.query('SELECT 1 FROM vessels WHERE codename = $1', [candidate]);
    if (!taken) return candidate;
  }
}

/** POST /terms/accept. */
export async function acceptTerms(deps: ServerDeps, userId: number) {
  await deps.db.query('UPDATE users SET terms_accepted_at = coalesce(terms_accepted_at, $2) WHERE id = $1', [
    userId,
    deps.clock().toISOString(),
  ]);
  return { agreedWithTerms: true };
}
