import type { TestServer } from './test-server';

let made = 0;

/**
 * A vessel of its own with a crew member (level 2) and an officer (level 4), both with the
 * demo password: a test that syncs whole devices reads only its own records.
 */
export async function scratchVessel(s: TestServer) {
  const n = ++made;
  const tag = `${Date.now().toString(36)}${n}`;
  const db = s.db;
  const [group] = await db.query<{ group_id: number }>('SELECT group_id FROM vessels LIMIT 1');
  const [vessel] = await db.query<{ id: number }>(
    `INSERT INTO vessels (group_id, name, codename, modules) VALUES ($1, $2, $3, $4) RETURNING id`,
    [group!.group_id, `M/Y Scratch ${tag}`, `scratch-${tag}`, ['admin', 'hoursofrest']],
  );
  const [hash] = await db.query<{ password_hash: string }>(
    "SELECT password_hash FROM users WHERE email = 'crew@demo.yacht'",
  );
  const person = async (role: string, first: string) => {
    const email = `${first.toLowerCase()}.${tag}@scratch.yacht`;
    const [user] = await db.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, first_name, last_name) VALUES ($1, $2, $3, 'Scratch') RETURNING id`,
      [email, hash!.password_hash, first],
    );
    const [r] = await db.query<{ id: number }>('SELECT id FROM roles WHERE name = $1', [role]);
    await db.query('INSERT INTO user_vessel_roles (user_id, vessel_id, role_id) VALUES ($1, $2, $3)', [
      user!.id,
      vessel!.id,
      r!.id,
    ]);
    return { id: user!.id, email };
  };
  return {
    vesselId: vessel!.id,
    crew: await person('Crew', 'Nina'),
    officer: await person('Officer', 'Omar'),
  };
}
