import { startTestServer } from './test-server';

/** The demo roles whose crew records the crew tests use. */
export const CREW_ROLES = ['crew', 'officer', 'purser', 'captain', 'fleet'] as const;

/**
 * The crew tests' server: the demo fleet, and for each demo role a token, a user id and the id
 * of their crew record (crew-on-yacht) on M/Y Aurora.
 */
export async function crewServer() {
  const s = await startTestServer();
  const aurora = await s.vesselId('aurora');
  const token: Record<string, string> = {};
  const userId: Record<string, number> = {};
  const crewId: Record<string, number> = {};
  for (const who of CREW_ROLES) {
    const session = await s.login(`${who}@demo.yacht`);
    token[who] = session.accessToken;
    userId[who] = session.user.id;
    const [row] = await s.db.query<{ id: number }>(
      'SELECT id FROM user_vessel_roles WHERE user_id = $1 AND vessel_id = $2',
      [session.user.id, aurora],
    );
    crewId[who] = row!.id;
  }
  return { s, aurora, token, userId, crewId };
}
