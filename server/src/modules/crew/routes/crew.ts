import {
  assignStateSchema,
  CREW_STATUS_NAMES,
  type CrewRecord,
  crewBankSchema,
  crewNokSchema,
  crewOrderSaveSchema,
  crewPositionSchema,
  crewProfileSchema,
  leaveIncrementSaveSchema,
  salarySaveSchema,
} from '@contracts/crew';
import { crewPhotoSchema } from '@contracts/crew-wizard';
import { MSG } from '@contracts/messages';
import { REPORTS_MODULE_NEEDED } from '@contracts/reports-module';
import { LEVEL } from '@domain/access/permissions';
import { seesPrivate } from '@domain/crew/crew-access';
import { countries } from '@domain/reference/countries';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { Queryable } from '../../../db/client';
import type { ServerDeps } from '../../../deps';
import { baseVersionOf } from '../../../http/base-version';
import type { AppEnv } from '../../../http/env';
import {
  badRequest,
  HttpError,
  jsonBody,
  parseId,
  parseWhole,
  parseWith,
  readJson,
} from '../../../http/errors';
import { noBody } from '../../../http/no-body';
import { from, policies, type Source } from '../../../http/policy';
import { recordOwner } from '../../../http/record-sources';
import { readSpecJson, withSpecFields } from '../../../http/spec-names';
import { answerValue, inCallersNames, type Outcome, outcomeError } from '../../../kernel/outcome';
import { todayOf } from '../../../kernel/today';
import { vesselHasModule } from '../../../kernel/vessel-modules';
import { answerWrite } from '../../../kernel/write-outcome';
import { changeAccessLevel } from '../crew-access-level';
import { saveCrewOrder } from '../crew-order';
import { saveLeaveIncrement, saveSalary } from '../crew-pay';
import { readPhoto, savePhoto } from '../crew-photo';
import { crewProfile, currencies, currentCrew, formerCrew, leaveHistory, salaryHistory } from '../crew-read';
import { specCrewDetail, specCrewList, specSalary } from '../crew-spec-fields';
import {
  BANK_NAMES,
  ordersFromSpecMap,
  POSITION_NAMES,
  PROFILE_NAMES,
  photoFromForm,
  positionNamesSent,
  SALARY_NAMES,
  serverMadeId,
} from '../crew-spec-names';
import { assignState } from '../crew-state';
import { crewScope, isOutcome, savePosition, savePrivate, saveProfile, setOnBoard } from '../crew-write';
import { renderCrewXlsx } from '../crew-xlsx';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const id = (c: Context<AppEnv>, name: string) => parseId(name, c.req.param(name));
const readForm = async (c: Context<AppEnv>) => {
  try {
    return await c.req.formData();
  } catch {
    throw badRequest([{ property: 'file', message: MSG.required }]);
  }
};

/** GET /xcrew/onyacht/{yachtId}: how many months back former crew are listed (doc 2, section 9: 12). */
const xcrewQuerySchema = z.object({ months: z.coerce.number().int().min(1).max(120).default(12) });

/**
 * Where a crew-on-yacht id in the path leads: its vessel and its user, for the policies. An id
 * that is no one's leads to no vessel at all (MAX_ID), so the caller is refused as an outsider
 * and learns nothing of which ids exist.
 */
export function crewSources(db: Queryable, param: string): { vessel: Source; user: Source } {
  const lookup = async (c: Context<AppEnv>) => {
    const [row] = await db.query<{ vessel_id: number; user_id: number }>(
      'SELECT vessel_id, user_id FROM user_vessel_roles WHERE id = $1',
      [parseId(param, c.req.param(param))],
    );
    return row;
  };
  return recordOwner(param, lookup);
}

/**
 * Crew records (doc 2, section 7, Crew). The crew list is level 4's; a profile is its owner's
 * and level 4's (the private part level 5's); each write checks the caller over that crew
 * member in its use case, the same one a queued operation runs.
 */
export function crewRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps, { module: 'crew' });
  const open = policies(deps);
  const yacht = from.param('yachtId');
  const officer = policy.level(LEVEL.officer, yacht);
  const byId = crewSources(deps.db, 'id');
  const byCrewId = crewSources(deps.db, 'crewId');
  const ownOr = (level: number) => policy.ownOrLevel(level, byId.vessel, byId.user);
  const over = (level: number) => policy.level(level, byId.vessel);

  const answer = (c: Context<AppEnv>, run: (tx: Queryable) => Promise<Outcome>) =>
    answerWrite(deps.db, c, run);
  const now = () => deps.clock();

  app.get('/crew/statuses', open.signedIn(), (c) =>
    c.json(Object.entries(CREW_STATUS_NAMES).map(([value, name]) => ({ id: Number(value), name }))),
  );
  // The spec's currency spells it `signbefore` (doc 1, section 3): both are answered.
  app.get('/currencies', open.signedIn(), async (c) =>
    c.json((await currencies(deps.db)).map((r) => withSpecFields(r, { signbefore: 'signBefore' }))),
  );
  app.get('/nationality', open.signedIn(), (c) =>
    c.json(countries().map((n) => ({ id: n.id, nationality: n.name }))),
  );
  app.get('/countries', open.signedIn(), (c) => c.json(countries()));

  // The lists carry the spec's names beside the app's, and whether each has open issues.
  const crewList = (c: Context<AppEnv>, rows: CrewRecord[]) =>
    specCrewList(deps.db, c.get('actor'), id(c, 'yachtId'), todayOf(deps), rows);
  app.get('/crew/onyacht/:yachtId{[0-9]{1,10}}', officer, async (c) =>
    c.json(await crewList(c, await currentCrew(deps.db, id(c, 'yachtId'), todayOf(deps)))),
  );
  app.get('/xcrew/onyacht/:yachtId{[0-9]{1,10}}', officer.taking('months'), async (c) => {
    // Named, so a refusal says which field; empty counts as absent (doc 1, section 7).
    const { months } = parseWith(xcrewQuerySchema, { months: c.req.query('months') || undefined });
    return c.json(await crewList(c, await formerCrew(deps.db, id(c, 'yachtId'), todayOf(deps), months)));
  });
  // Export (xlsx) needs the reports module (doc 1, section 6).
  app.get('/crew/onyacht/:yachtId{[0-9]{1,10}}/export', officer, async (c) => {
    const vesselId = id(c, 'yachtId');
    if (!(await vesselHasModule(deps.db, vesselId, 'reports')))
      throw new HttpError(403, { message: REPORTS_MODULE_NEEDED });
    const [v] = await deps.db.query<{ name: string; codename: string }>(
      'SELECT name, codename FROM vessels WHERE id = $1',
      [vesselId],
    );
    const rows = await currentCrew(deps.db, vesselId, todayOf(deps));
    c.header('content-disposition', `attachment; filename="crew-${v!.codename}-${todayOf(deps)}.xlsx"`);
    return c.body(
      new Uint8Array(await renderCrewXlsx(deps.db, { id: vesselId, name: v!.name }, rows, todayOf(deps))),
      200,
      {
        'content-type': XLSX,
      },
    );
  });
  app.get(
    '/crew/:yachtId{[0-9]{1,10}}/:crewId{[0-9]{1,10}}',
    policy.ownOrLevel(LEVEL.officer, yacht, byCrewId.user),
    async (c) => {
      const profile = await crewProfile(deps.db, c.get('actor'), id(c, 'yachtId'), id(c, 'crewId'), now());
      return c.json(await specCrewDetail(deps.db, answerValue(profile), todayOf(deps)));
    },
  );
  // The flag in any case, as a boolean is read everywhere (http/spec-types: .NET writes 'True').
  app.put(
    '/crew/isOnBoard/:yachtId{[0-9]{1,10}}/:crewId{[0-9]{1,10}}/:value{[Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee]}',
    officer,
    noBody(),
    (c) =>
      answer(c, (tx) =>
        setOnBoard(
          tx,
          c.get('actor'),
          {
            yachtId: id(c, 'yachtId'),
            crewId: id(c, 'crewId'),
            isOnBoard: c.req.param('value').toLowerCase() === 'true',
          },
          now(),
        ),
      ),
  );
  app.post('/crew/onyacht/:yachtId{[0-9]{1,10}}/order', officer, async (c) => {
    // The spec sends a map of crew id to order; the app its list of the changed ones.
    const body = parseWhole(
      crewOrderSaveSchema.omit({ yachtId: true }),
      ordersFromSpecMap(await jsonBody(c)),
    );
    return answer(c, (tx) =>
      saveCrewOrder(
        tx,
        c.get('actor'),
        { yachtId: id(c, 'yachtId'), orders: body.orders },
        { now: now(), today: todayOf(deps) },
      ),
    );
  });

  // Writes by crew-on-yacht id: the policy finds its vessel; the use case checks the caller over
  // that crew member (their level, the crew module, a change made meanwhile).
  const crewId = (c: Context<AppEnv>) => id(c, 'id');
  const base = (c: Context<AppEnv>) => baseVersionOf(c);
  app.put('/crewonyacht/:id{[0-9]{1,10}}/personalinformations', ownOr(LEVEL.purser), async (c) => {
    const body = await readSpecJson(c, crewProfileSchema.omit({ crewId: true }), PROFILE_NAMES);
    return answer(c, (tx) =>
      saveProfile(tx, c.get('actor'), { ...body, crewId: crewId(c) }, { now: now(), baseVersion: base(c) }),
    );
  });
  app.put('/crewonyacht/:id{[0-9]{1,10}}/nok', ownOr(LEVEL.purser), async (c) => {
    const body = await readJson(c, crewNokSchema.omit({ crewId: true }));
    return answer(c, (tx) =>
      savePrivate(tx, c.get('actor'), crewId(c), body, { now: now(), baseVersion: base(c), what: 'nok' }),
    );
  });
  app.put('/crewonyacht/:id{[0-9]{1,10}}/bankdetails', ownOr(LEVEL.purser), async (c) => {
    const body = await readSpecJson(c, crewBankSchema.omit({ crewId: true }), BANK_NAMES);
    return answer(c, (tx) =>
      savePrivate(tx, c.get('actor'), crewId(c), body, { now: now(), baseVersion: base(c), what: 'bank' }),
    );
  });
  app.put('/crewonyacht/:id{[0-9]{1,10}}/positiondetails', over(LEVEL.officer), async (c) => {
    // The names sent, read before the body is renamed (its case matched in place).
    const names = positionNamesSent(await jsonBody(c));
    const body = await readSpecJson(c, crewPositionSchema.omit({ crewId: true }), POSITION_NAMES);
    const ctx = () => ({ now: now(), baseVersion: base(c), asSent: true });
    return answer(c, async (tx) =>
      inCallersNames(await savePosition(tx, c.get('actor'), { ...body, crewId: crewId(c) }, ctx()), names),
    );
  });
  // The access level, as Edit user changes it (doc 1's rules; the role id in the path).
  app.put(
    '/crew/:yachtId{[0-9]{1,10}}/:crewId{[0-9]{1,10}}/EditUserAccessLevel/:level{[0-9]{1,10}}',
    officer,
    noBody(),
    async (c) => {
      const target = { yachtId: id(c, 'yachtId'), crewId: id(c, 'crewId'), roleId: id(c, 'level') };
      return c.json(answerValue(await changeAccessLevel(deps, c.get('actor'), target)));
    },
  );
  app.put('/crewonyacht/:id{[0-9]{1,10}}/assignstate', over(LEVEL.purser), async (c) => {
    const body = await readJson(c, assignStateSchema);
    return c.json(answerValue(await assignState(deps, c.get('actor'), crewId(c), body)));
  });

  // Salary and leave increments: history for whoever may see it; entries by level 5 over the crew member.
  const visibleCrew = async (c: Context<AppEnv>, priv: boolean) => {
    const scope = await crewScope(deps.db, c.get('actor'), crewId(c));
    if (isOutcome(scope)) throw outcomeError(scope);
    if (priv && !seesPrivate(scope.level, scope.own))
      throw new HttpError(403, { message: "You don't have access to requested resource." });
    return scope;
  };
  app.get('/crewonyacht/:id{[0-9]{1,10}}/photo', ownOr(LEVEL.officer), async (c) =>
    c.json(answerValue(await readPhoto(deps, c.get('actor'), crewId(c)))),
  );
  app.post('/crewonyacht/:id{[0-9]{1,10}}/photo', ownOr(LEVEL.officer), async (c) => {
    const isForm = (c.req.header('content-type') ?? '').startsWith('multipart/form-data');
    const photo = isForm
      ? parseWhole(crewPhotoSchema, await photoFromForm(await readForm(c)))
      : await readJson(c, crewPhotoSchema);
    return c.json(answerValue(await savePhoto(deps, c.get('actor'), crewId(c), photo)));
  });
  app.get('/salary/:id{[0-9]{1,10}}/history', ownOr(LEVEL.purser), async (c) => {
    await visibleCrew(c, true);
    return c.json((await salaryHistory(deps.db, crewId(c))).map(specSalary));
  });
  app.post('/salary/crewonyacht/:id{[0-9]{1,10}}', over(LEVEL.purser), async (c) => {
    const schema = salarySaveSchema.omit({ crewId: true }).partial({ salaryId: true });
    const body = await readSpecJson(c, schema, SALARY_NAMES);
    const salaryId = serverMadeId(body.salaryId);
    return answer(c, (tx) => saveSalary(tx, c.get('actor'), { ...body, salaryId, crewId: crewId(c) }, now()));
  });
  app.get('/leaveincrement/:id{[0-9]{1,10}}/history', ownOr(LEVEL.officer), async (c) => {
    await visibleCrew(c, false);
    return c.json(await leaveHistory(deps.db, crewId(c)));
  });
  app.post('/leaveincrement/crewonyacht/:id{[0-9]{1,10}}', over(LEVEL.purser), async (c) => {
    const body = await readJson(
      c,
      leaveIncrementSaveSchema.omit({ crewId: true }).partial({ incrementId: true }),
    );
    const incrementId = serverMadeId(body.incrementId);
    return answer(c, (tx) =>
      saveLeaveIncrement(tx, c.get('actor'), { ...body, incrementId, crewId: crewId(c) }, now()),
    );
  });
  return app;
}
