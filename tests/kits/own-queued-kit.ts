import { type LeaveTestServer, leaveServer } from '../../server/testing/leave-fixture';
import { TEST_TODAY } from '../../server/testing/test-server';
import { savePosition } from '../../src/features/crew/data/crew-commands';
import { serverDevice } from './server-device';

/**
 * The tests of a user's own queued changes (own-queued-*.test.ts): the demo fleet's leave server,
 * a purser's device with the app's real sync code, and the crew the purser stands over.
 */
export type ServerDevice = Awaited<ReturnType<typeof serverDevice>>;

export const NOW = new Date(`${TEST_TODAY}T12:00:00Z`).getTime();

export async function ownQueuedServer() {
  const L: LeaveTestServer = await leaveServer();
  /** Crew below the purser (whose leave days a purser edits) with an active yearly profile, one per test. */
  const targets = await L.s.db.query<{ crewId: number; profileId: string }>(
    `SELECT p.crew_id AS "crewId", p.id AS "profileId" FROM leave_profiles p
       JOIN user_vessel_roles uvr ON uvr.id = p.crew_id JOIN roles r ON r.id = uvr.role_id
      WHERE p.vessel_id = $1 AND p.active AND NOT p.deleted AND p.type = 'yearly' AND r.permission_level < 5
      ORDER BY p.crew_id`,
    [L.aurora],
  );
  /** Crew below the purser, from the other end of the list (none of `targets` in the first ones). */
  const crewTargets = (
    await L.s.db.query<{ id: number }>(
      `SELECT uvr.id FROM user_vessel_roles uvr JOIN roles r ON r.id = uvr.role_id
        WHERE uvr.vessel_id = $1 AND r.permission_level < 5 ORDER BY uvr.id DESC`,
      [L.aurora],
    )
  ).map((r) => Number(r.id));
  return { L, targets, crewTargets };
}

/** A run that says more waits (a first sync in parts). */
const syncing = (r: Awaited<ReturnType<ServerDevice['sync']>>) => 'more' in r && Boolean(r.more);

/** The purser's device, synced (its first sync in every part); `afterAnswer` as serverDevice's. */
export async function purserDevice(L: LeaveTestServer, afterAnswer?: (url: string) => Promise<void>) {
  const d = await serverDevice(L.s, 'purser@demo.yacht', () => NOW, afterAnswer);
  for (let i = 0; i < 10 && syncing(await d.sync()); i++);
  return d;
}

/** The device's queue as `op:status`. */
export const statuses = async (d: ServerDevice) =>
  (await d.db.outbox.toArray()).map((e) => `${e.op}:${e.status}`);

export const serverProfile = async (L: LeaveTestServer, id: string) =>
  (
    await L.s.db.query<{ flight_entitlement: number | null; initial_leave: string; rates: unknown }>(
      'SELECT flight_entitlement, initial_leave, rates FROM leave_profiles WHERE id = $1',
      [id],
    )
  )[0]!;

/** At sea: Edit position details (the port of embarkation) on the device's crew record. */
export async function queuePosition(d: ServerDevice, crewId: number, port: string) {
  const crew = (await d.db.crew.get(crewId))!;
  await savePosition({ db: d.db, userId: d.login.user.id, now: NOW }, crew, {
    crewId,
    departmentId: crew.departmentId,
    positionId: crew.positionId,
    portOfEmbarkation: port,
  });
}

export const portOf = async (L: LeaveTestServer, crewId: number) =>
  (
    await L.s.db.query<{ port: string | null }>(
      'SELECT port_of_embarkation AS port FROM user_vessel_roles WHERE id = $1',
      [crewId],
    )
  )[0]!.port;
