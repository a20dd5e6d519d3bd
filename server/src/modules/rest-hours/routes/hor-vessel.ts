import { idSchema, isoDateSchema, monthSchema } from '@contracts/common';
import { MSG } from '@contracts/messages';
import { guideTextSchema, presetSaveSchema } from '@contracts/rest-hours';
import { shipsStampSchema, vesselDetailsSchema } from '@contracts/vessel-details';
import { LEVEL, levelOn, reaches } from '@domain/access/permissions';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ServerDeps } from '../../../deps';
import type { AppEnv } from '../../../http/env';
import {
  badRequest,
  parseId,
  parseParam,
  parseWith,
  readJson,
  refuseUnknownFields,
} from '../../../http/errors';
import { from, policies, type Source } from '../../../http/policy';
import { readSpecJson } from '../../../http/spec-names';
import type { Actor } from '../../../kernel/actors';
import { approves } from '../../../kernel/approval-group';
import { ownCrewStatus } from '../../../kernel/crew-status';
import { answerOutcome } from '../../../kernel/outcome';
import { writeOutcome } from '../../../kernel/write-outcome';
import { calendarUsers } from '../calendar-users';
import { savePreset } from '../comments-presets';
import { dayNonCompliance, issuesAround } from '../compliance';
import { serverMonthHash } from '../signatures';
import { updateVesselDetails, writeGuide } from '../vessel-settings';

const guideSchema = z.object({ text: guideTextSchema });
const presetUpdateSchema = presetSaveSchema.omit({ presetId: true }).partial({ yachtId: true });
const weeklySchema = z.object({ Date: isoDateSchema });
const countersignCheckSchema = z.object({ userId: idSchema, yachtId: idSchema, month: monthSchema });

/** Vessel-level hours-of-rest calls: compliance for the crew, the guide, vessel details, presets by id. */
export function horVesselRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps, { module: 'hoursofrest' });
  const yacht = from.param('yacht');
  const officer = () => policy.level(LEVEL.officer, yacht);
  const vessel = (c: { req: { param: (k: string) => string } }) => parseId('yacht', c.req.param('yacht'));
  const crewOf = async (vesselId: number) =>
    (
      await deps.db.query<{ user_id: number }>('SELECT user_id FROM user_vessel_roles WHERE vessel_id = $1', [
        vesselId,
      ])
    ).map((r) => r.user_id);

  // Can the caller countersign this month now? (level 4+ or approval group, signed, unchanged since)
  // Asked only about a month the caller may see: their own, or as an officer or approver for it.
  const mayAsk = policy.ownOrLevel(LEVEL.officer, from.body('yachtId'), from.body('userId'), {
    approvers: true,
  });
  // The spec writes it with a trailing slash; both spellings answer.
  app.on('POST', ['/countersign/check', '/countersign/check/'], mayAsk, async (c) => {
    const b = await readJson(c, countersignCheckSchema);
    const actor = c.get('actor');
    const onVessel = await deps.db.query(
      'SELECT 1 FROM user_vessel_roles WHERE user_id = $1 AND vessel_id = $2',
      [b.userId, b.yachtId],
    );
    const allowed =
      onVessel.length > 0 &&
      actor.id !== b.userId &&
      (reaches(levelOn(actor.roles, b.yachtId), LEVEL.officer) ||
        (await approves(deps.db, actor.id, b.yachtId, b.userId)));
    const [m] = await deps.db.query<{
      signed_by: number | null;
      signed_hash: string | null;
      countersigned_by: number | null;
    }>(
      'SELECT signed_by, signed_hash, countersigned_by FROM rest_months WHERE user_id = $1 AND vessel_id = $2 AND month = $3',
      [b.userId, b.yachtId, b.month],
    );
    const unchanged =
      Boolean(m?.signed_hash) &&
      m!.signed_hash === (await serverMonthHash(deps.db, b.userId, b.yachtId, b.month));
    return c.json({
      allowed,
      signed: Boolean(m?.signed_by),
      countersigned: Boolean(m?.countersigned_by),
      unchanged,
    });
  });

  // The calendar's users for the month holding Date (the calendar asks with day 4), each with
  // the month's weekly compliance, its signatures and the week ending on Date's non-compliances:
  // the rows the caller's calendar shows (crew: their own).
  app.post('/compliance/weekly/:yacht', policy.member(yacht), async (c) => {
    const { Date: date } = await readJson(c, weeklySchema);
    return c.json(await calendarUsers(deps.db, c.get('actor'), vessel(c), date));
  });
  // The crew's non-compliances for one date.
  app.get('/compliance/daily/:yacht/:date', officer(), async (c) => {
    const id = vessel(c);
    const date = parseParam('date', isoDateSchema, c.req.param('date'));
    const result = [];
    for (const userId of await crewOf(id)) {
      const issues = await issuesAround(deps.db, userId, id, [date]);
      if (issues.length)
        result.push({ userId, issues, ...(await dayNonCompliance(deps.db, userId, id, date, issues)) });
    }
    return c.json(result);
  });

  app.get('/guide/:yacht', policy.member(yacht), async (c) => {
    const id = vessel(c);
    const [row] = await deps.db.query<{ guide: string | null }>(
      'SELECT guide FROM hor_vessel_settings WHERE vessel_id = $1',
      [id],
    );
    return c.json({ text: row?.guide ?? '' });
  });
  app.post('/guide/:yacht', officer(), async (c) => {
    const id = vessel(c);
    const { text } = await readJson(c, guideSchema);
    await writeGuide(deps.db, id, text, deps.clock());
    return c.json({ text });
  });

  // Update a preset by id (its owner only: the service checks, by id). The spec's body names no
  // vessel: the preset's own is meant.
  const presetVessel: Source = {
    ...from.body('yachtId'),
    read: async (c) => {
      const sent = await from.body('yachtId').read(c);
      if (sent !== undefined) return sent;
      const [row] = await deps.db.query<{ vessel_id: number }>(
        'SELECT vessel_id FROM rest_presets WHERE id = $1',
        [c.req.param('id')],
      );
      return row?.vessel_id;
    },
  };
  app.post('/preset/:id', policy.member(presetVessel), async (c) => {
    const body = await readSpecJson(c, presetUpdateSchema, { presetName: 'name' });
    const yachtId = body.yachtId ?? parseId('yachtId', await presetVessel.read(c));
    const outcome = await writeOutcome(deps.db, (tx) =>
      savePreset(tx, c.get('actor'), { ...body, yachtId, presetId: c.req.param('id') }),
    );
    return answerOutcome(c, outcome);
  });
  return app;
}

const UNSET_DETAILS = Object.fromEntries(Object.keys(vesselDetailsSchema.shape).map((k) => [k, null]));

/** GET and PUT /yacht/{id}/details: read by anyone on board, changed by officers. */
export function vesselDetailsRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps);
  const vessel = from.param('id');
  // The spec's two flags of the caller on the vessel, computed as GET /fleet computes them
  // (level 4+ loads requirements); a PUT may send them back unchanged, as id and codename.
  const callerFlags = async (actor: Actor, id: number) => ({
    currentCrewStatus: (await ownCrewStatus(deps.db, actor.id, [id]))(id),
    canAccessRequirements: reaches(levelOn(actor.roles, id), LEVEL.officer),
  });
  app.get('/:id/details', policy.member(vessel), async (c) => {
    const id = parseId('id', c.req.param('id'));
    const [row] = await deps.db.query<{ details: unknown; codename: string; ships_stamp: string | null }>(
      'SELECT details, codename, ships_stamp FROM vessels WHERE id = $1',
      [id],
    );
    const details = typeof row?.details === 'string' ? JSON.parse(row.details) : (row?.details ?? {});
    // Every field of the spec's vessel details, an unset one as null, and the caller's flags.
    return c.json({
      ...UNSET_DETAILS,
      ...details,
      id,
      codename: row?.codename,
      shipsStamp: row?.ships_stamp ?? null,
      ...(await callerFlags(c.get('actor'), id)),
    });
  });
  app.put('/:id/details', policy.level(LEVEL.officer, vessel), async (c) => {
    const id = parseId('id', c.req.param('id'));
    const raw = (await readJson(c, z.record(z.string(), z.unknown()))) as Record<string, unknown>;
    // Spec: a shipsStamp sent as a string (the one read) is removed from the PUT body; a new one
    // comes as its file name and content, and null removes it.
    if (typeof raw.shipsStamp === 'string') delete raw.shipsStamp;
    // What the GET answered may come back with it: the vessel's id and codename, which a PUT
    // cannot change. Any other field the details do not have is refused, never ignored.
    const { id: sentId, codename, currentCrewStatus, canAccessRequirements, ...sent } = raw;
    // A field left out keeps its stored value; null (as the GET answers an unset one) or '' clears it.
    const clears = (v: unknown) => v === null || v === '';
    const fields = Object.fromEntries(Object.entries(sent).filter(([, v]) => !clears(v)));
    const cleared = Object.fromEntries(Object.entries(sent).filter(([, v]) => clears(v)));
    // Sent back as read, or as the spec's text ("3", "true"): the same value either way.
    const differs = (a: unknown, b: unknown) => a !== undefined && String(a) !== String(b);
    if (differs(sentId, id)) throw badRequest([{ property: 'id', message: MSG.invalidId }]);
    const flags = await callerFlags(c.get('actor'), id);
    for (const [name, sent] of Object.entries({ currentCrewStatus, canAccessRequirements }))
      if (differs(sent, flags[name as keyof typeof flags]))
        throw badRequest([{ property: name, message: MSG.unknownField }]);
    const [vessel] = await deps.db.query<{ codename: string }>('SELECT codename FROM vessels WHERE id = $1', [
      id,
    ]);
    if (codename !== undefined && codename !== vessel?.codename)
      throw badRequest([{ property: 'codename', message: MSG.unknownField }]);
    refuseUnknownFields(vesselDetailsSchema.extend({ shipsStamp: z.unknown() }), sent);
    const stamp =
      'shipsStamp' in raw ? parseWith(z.object({ shipsStamp: shipsStampSchema }), raw).shipsStamp : undefined;
    const { shipsStamp: _stamp, ...toClear } = cleared;
    const changes = { ...parseWith(vesselDetailsSchema, fields), ...toClear };
    const details = await deps.db.transaction(async (tx) => {
      const stored = await updateVesselDetails(tx, id, changes);
      if (stamp !== undefined)
        await tx.query('UPDATE vessels SET ships_stamp = $2 WHERE id = $1', [id, stamp?.content ?? null]);
      return stored;
    });
    // The whole details as now stored, an unset field as null (as the GET answers them).
    return c.json({ message: 'Vessel details has been updated.', details: { ...UNSET_DETAILS, ...details } });
  });
  return app;
}
