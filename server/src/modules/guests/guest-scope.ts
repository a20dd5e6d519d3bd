import { type GuestStanding, keepsGuests, seesGuests } from '@domain/access/guest-access';
import { levelOn } from '@domain/access/permissions';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { vesselHasModule } from '../../kernel/vessel-modules';

/**
 * The vessels whose guests reach the actor's devices (the feed's audience): level 4+ where the
 * reports module is on (domain/access/guest-access). The REST calls and queued operations refuse
 * a vessel with the module off; the feed must not be the side door to it.
 */
export async function guestVessels(db: Queryable, actor: Actor): Promise<number[]> {
  const on = await db.query<{ id: number }>(
    "SELECT id FROM vessels WHERE id = ANY($1::int[]) AND 'reports' = ANY(modules)",
    [actor.roles.map((r) => r.vesselId)],
  );
  const withModule = new Set(on.map((r) => Number(r.id)));
  return actor.roles
    .filter((r) => seesGuests({ level: r.permissionLevel, reportsOn: withModule.has(r.vesselId) }))
    .map((r) => r.vesselId);
}

export interface GuestScope {
  standing: GuestStanding;
  sees: boolean;
  keeps: boolean;
}

/** Null when the caller has no role on the vessel. */
export async function guestScope(db: Queryable, actor: Actor, vesselId: number): Promise<GuestScope | null> {
  const level = levelOn(actor.roles, vesselId);
  if (level === null) return null;
  const standing = { level, reportsOn: await vesselHasModule(db, vesselId, 'reports') };
  return { standing, sees: seesGuests(standing), keeps: keepsGuests(standing) };
}
