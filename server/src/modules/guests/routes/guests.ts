import {
  guestIdSchema,
  guestSaveFromWire,
  guestSaveSchema,
  guestWireInSchema,
  toGuestWire,
  wireClash,
} from '@contracts/guests';
import { MSG } from '@contracts/messages';
import { LEVEL } from '@domain/access/permissions';
import { type Context, Hono } from 'hono';
import { ulid } from 'ulidx';
import type { Queryable } from '../../../db/client';
import type { ServerDeps } from '../../../deps';
import { baseVersionOf } from '../../../http/base-version';
import type { AppEnv } from '../../../http/env';
import { badRequest, parseId, parseWith, readJson } from '../../../http/errors';
import { noBody } from '../../../http/no-body';
import { from, policies } from '../../../http/policy';
import { type Outcome, outcomeError } from '../../../kernel/outcome';
import { writeOutcome } from '../../../kernel/write-outcome';
import { findGuest, listGuests } from '../guest-repo';
import { deleteGuest, saveGuest } from '../guest-save';

const YACHT = '{[0-9]{1,10}}';
/** A guest's id (made on the device, a ULID) in a path. */
const GUEST_ID = '{[0-9A-Za-z]{10,40}}';

/**
 * Guest records, the spec's calls (doc 3, section 7), gated by the reports module. Those who see
 * the vessel's reports (level 4+, domain/access/guest-access) list, add, edit and delete its
 * guests. Each write runs the use case its queued operation runs; an edit sent with the version
 * it was based on (x-base-version) is a 409 with the server's copy if the guest changed meanwhile.
 */
export function guestRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps, { module: 'reports' });
  const keeper = policy.level(LEVEL.officer, from.param('yachtId'));
  const actor = (c: Context<AppEnv>) => c.get('actor');
  const yachtOf = (c: Context<AppEnv>) => parseId('yachtId', c.req.param('yachtId'));
  const guestOf = (c: Context<AppEnv>) => parseWith(guestIdSchema, c.req.param('guestId'));
  const base = (c: Context<AppEnv>) => baseVersionOf(c);
  /** A write's answer: the guest as it now is with its version, a 409 with the server's copy, or the refusal. */
  const answer = async (c: Context<AppEnv>, guestId: string, run: (tx: Queryable) => Promise<Outcome>) => {
    const outcome = await writeOutcome(deps.db, run);
    if (outcome.status === 'conflict')
      return c.json({ message: outcome.message, records: outcome.records ?? {} }, 409);
    if (outcome.status !== 'applied') throw outcomeError(outcome);
    const guest = await findGuest(deps.db, guestId);
    return c.json(
      guest && !guest.deleted
        ? { ...toGuestWire(guest), version: outcome.version }
        : { version: outcome.version },
    );
  };
  const save = async (c: Context<AppEnv>, guestId: string, mustExist: boolean) => {
    const wire = await readJson(c, guestWireInSchema);
    const clash = wireClash(yachtOf(c), mustExist ? guestId : null, wire);
    if (clash) throw badRequest([{ property: clash, message: MSG.notTheAddress }]);
    const body = parseWith(guestSaveSchema, guestSaveFromWire(yachtOf(c), guestId, wire));
    const ctx = { now: deps.clock(), baseVersion: base(c), mustExist };
    return answer(c, guestId, (tx) => saveGuest(tx, actor(c), body, ctx));
  };

  app.get(`/guests/onyacht/:yachtId${YACHT}`, keeper, async (c) =>
    c.json((await listGuests(deps.db, yachtOf(c))).map(toGuestWire)),
  );
  // A new guest gets a ULID here, as a device would make one.
  app.post(`/guests/onyacht/:yachtId${YACHT}`, keeper, (c) => save(c, ulid(), false));
  app.put(`/guests/onyacht/:yachtId${YACHT}/:guestId${GUEST_ID}`, keeper, (c) => save(c, guestOf(c), true));
  app.delete(`/guests/onyacht/:yachtId${YACHT}/:guestId${GUEST_ID}`, keeper, noBody(), (c) => {
    const body = { yachtId: yachtOf(c), guestId: guestOf(c) };
    const ctx = { now: deps.clock(), baseVersion: base(c) };
    return answer(c, body.guestId, (tx) => deleteGuest(tx, actor(c), body, ctx));
  });
  return app;
}
