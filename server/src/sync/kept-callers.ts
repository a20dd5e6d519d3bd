import type { Db } from '../db/client';
import { type Actor, type ActorLoader, sessionLive } from '../kernel/actors';
import { loadActorAndHead } from './feed-head';

/** Callers kept at most between two writes (a fleet's open devices are a few thousand). */
const KEEP_MOST = 5_000;

/**
 * loadActorAndHead, answered from memory while nothing has been written since it was read: an
 * idle device's poll at the head then costs no statement at all (issue 34). Only on the embedded
 * database, whose one writer is this process (SoleWriter); on PostgreSQL another server may have
 * written meanwhile, so every poll reads. Kept by user, day (a role ends with its end date) and
 * token family; any write (a logout, a role, a change of any feed) ends the lot, and a caller is
 * kept only while its family's refresh token has not expired (time ends it, not a write). The loader is
 * bound to `db`, the database its requests are signed in on.
 */
export function keptCallersAndHeads(db: Db): ActorLoader {
  const sole = db.soleWriter;
  if (!sole) return loadActorAndHead;
  let kept = { writes: -1, callers: new Map<string, Actor>() };
  return async (_db, userId, today, session) => {
    const writes = sole.writes();
    if (kept.writes !== writes) kept = { writes, callers: new Map() };
    const key = `${userId} ${today} ${session?.family ?? ''}`;
    const hit = kept.callers.get(key);
    if (hit && (!session || sessionLive(hit, session.now))) return hit;
    const actor = await sole.readOnly((tx) => loadActorAndHead(tx, userId, today, session));
    // A write that ended while this read waited or ran may have come after it: not kept.
    if (actor && sole.writes() === writes && kept.writes === writes && kept.callers.size < KEEP_MOST)
      kept.callers.set(key, actor);
    return actor;
  };
}
