import { idSchema, isoDateSchema, monthSchema } from '@contracts/common';
import { commentTextSchema } from '@contracts/rest-hours';
import { LEVEL } from '@domain/access/permissions';
import { datesInMonth, monthOf } from '@domain/calendar/iso-date';
import { blankDays } from '@domain/rest-hours/month-record';
import { weekCompliance, weeksOfMonth } from '@domain/rest-hours/weeks';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ServerDeps } from '../../../deps';
import type { AppEnv } from '../../../http/env';
import { forbidden, notFound, parseId, parseParam, readJson } from '../../../http/errors';
import { from, policies } from '../../../http/policy';
import { answerOutcome } from '../../../kernel/outcome';
import { writeOutcome } from '../../../kernel/write-outcome';
import { editCommentText } from '../comments-presets';
import { dayNonCompliance, issuesAround } from '../compliance';
import { COMMENT_SELECT, PRESET_SELECT, toComment, toPreset } from '../hor-feed-repo';
import { findDays, findMonth } from '../rest-repo';
import { commentAnswer, presetAnswer } from '../spec-answers';
import { presetVessel } from './preset-source';

const signStateSchema = z.object({ date: isoDateSchema, userID: idSchema, yachtID: idSchema });
const commentEditSchema = z.object({ text: commentTextSchema });

/** The read calls of the spec's /hor list that the app itself answers from its offline copy. */
export function horQueryRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps, { module: 'hoursofrest' });
  const yacht = from.param('yacht');
  // A crew member reads their own records; an officer (level 4+) anyone's on that vessel.
  const ownOrOfficer = () => policy.ownOrLevel(LEVEL.officer, yacht, from.param('user'));
  const ids = (c: { req: { param: (k: string) => string } }) => ({
    vesselId: parseId('yacht', c.req.param('yacht')),
    userId: parseId('user', c.req.param('user')),
  });

  app.post(
    '/signoff/signState',
    policy.ownOrLevel(LEVEL.officer, from.body('yachtID'), from.body('userID')),
    async (c) => {
      const b = await readJson(c, signStateSchema);
      const month = monthOf(b.date);
      const state = await findMonth(deps.db, b.userID, b.yachtID, month);
      // The spec's signature state has its fields even for a month nobody signed (all cleared).
      const unsigned = {
        signedBy: null,
        signedByName: null,
        counterSignedBy: null,
        counterSignedByName: null,
      };
      return c.json({ ...unsigned, userID: b.userID, yachtID: b.yachtID, month, ...state });
    },
  );

  // The sign-off pre-check of the spec, for the caller's own month.
  app.get('/signoff/check/:yacht/:month', policy.member(yacht), async (c) => {
    const vesselId = parseId('yacht', c.req.param('yacht'));
    const month = parseParam('month', monthSchema, c.req.param('month'));
    const me = c.get('actor').id;
    const days = await findDays(deps.db, me, vesselId, datesInMonth(month));
    const [sig] = await deps.db.query<{ has: boolean; opted_out: boolean }>(
      'SELECT png IS NOT NULL AS has, opted_out FROM digital_signatures WHERE user_id = $1',
      [me],
    );
    const issues = days.length
      ? await issuesAround(
          deps.db,
          me,
          vesselId,
          days.map((d) => d.date),
        )
      : [];
    const state = await findMonth(deps.db, me, vesselId, month);
    const today = deps.clock().toISOString().slice(0, 10);
    return c.json({
      digitalSignature: sig?.has ?? false,
      digitalSignatureOptOut: sig?.opted_out ?? false,
      nonCompliance: issues.some((i) => i.rule !== 3),
      monthHasBlanks: blankDays(month, days, today).length > 0,
      signedOf: state?.signedByName ?? null,
    });
  });

  app.get('/compliance/daily/:yacht/:user/:date', ownOrOfficer(), async (c) => {
    const { vesselId, userId } = ids(c);
    const date = parseParam('date', isoDateSchema, c.req.param('date'));
    const issues = await issuesAround(deps.db, userId, vesselId, [date]);
    return c.json({ date, issues, ...(await dayNonCompliance(deps.db, userId, vesselId, date, issues)) });
  });

  app.get('/compliance/weekly/:yacht/:user/:month', ownOrOfficer(), async (c) => {
    const { vesselId, userId } = ids(c);
    const month = parseParam('month', monthSchema, c.req.param('month'));
    const issues = await issuesAround(deps.db, userId, vesselId, datesInMonth(month));
    const recorded = new Set(
      (await findDays(deps.db, userId, vesselId, datesInMonth(month))).map((d) => d.date),
    );
    const flagged = new Set(issues.map((i) => i.date));
    // Each week as the calendar reads it (status, issueDays), with its non-compliances.
    return c.json(
      weeksOfMonth(month).map((week) => ({
        ...weekCompliance(week, (d) => recorded.has(d), flagged),
        issues: issues
          .filter((i) => week.includes(i.date))
          .map(({ rule, date, text, ruleId, start, end }) => ({ rule, date, text, ruleId, start, end })),
      })),
    );
  });

  app.get('/comment/:yacht/:user/:date', ownOrOfficer(), async (c) => {
    const { vesselId, userId } = ids(c);
    const date = parseParam('date', isoDateSchema, c.req.param('date'));
    const rows = await deps.db.query<Record<string, unknown>>(
      `SELECT * FROM (${COMMENT_SELECT}) x WHERE x.user_id = $1 AND x.vessel_id = $2 AND x.day = $3 AND NOT x.deleted ORDER BY x.posted_at`,
      [userId, vesselId, date],
    );
    return c.json(rows.map((r) => commentAnswer(toComment(r))));
  });

  // Presets are personal.
  app.get('/preset/all/:yacht/:user', policy.own(yacht, from.param('user')), async (c) => {
    const { vesselId, userId } = ids(c);
    const rows = await deps.db.query<Record<string, unknown>>(
      `${PRESET_SELECT} WHERE user_id = $1 AND vessel_id = $2 AND NOT deleted ORDER BY name`,
      [userId, vesselId],
    );
    return c.json(rows.map((r) => presetAnswer(toPreset(r))));
  });

  const ownPreset = async (id: string, actorId: number) => {
    const [row] = await deps.db.query<Record<string, unknown>>(
      `${PRESET_SELECT} WHERE id = $1 AND NOT deleted`,
      [id],
    );
    if (!row) throw notFound();
    const preset = toPreset(row);
    if (preset.userId !== actorId) throw forbidden();
    return preset;
  };
  // By id: on the preset's vessel (its module on, the caller still there); only its owner reads it.
  app.get('/preset/getHours/:id', policy.member(presetVessel(deps.db)), async (c) => {
    const { workHours, restHours, binary } = presetAnswer(
      await ownPreset(c.req.param('id'), c.get('actor').id),
    );
    return c.json({ workHours, restHours, binary });
  });
  app.get('/preset/:id', policy.member(presetVessel(deps.db)), async (c) =>
    c.json(presetAnswer(await ownPreset(c.req.param('id'), c.get('actor').id))),
  );

  // Editing a comment's text: its author only (the service checks).
  app.post('/comment/:yacht/:id', policy.member(yacht), async (c) => {
    const vesselId = parseId('yacht', c.req.param('yacht'));
    const id = c.req.param('id');
    const { text } = await readJson(c, commentEditSchema);
    const outcome = await writeOutcome(deps.db, (tx) =>
      editCommentText(tx, c.get('actor'), id, vesselId, text, deps.clock()),
    );
    if (outcome.status !== 'applied') return answerOutcome(c, outcome);
    return c.json({ id, text });
  });

  app.get('/records/:yacht/:user', ownOrOfficer(), async (c) => {
    const { vesselId, userId } = ids(c);
    const rows = await deps.db.query<{ month: string }>(
      "SELECT DISTINCT to_char(day, 'YYYY-MM') AS month FROM rest_days WHERE user_id = $1 AND vessel_id = $2 AND NOT cleared ORDER BY 1 DESC",
      [userId, vesselId],
    );
    return c.json(rows.map((r) => r.month));
  });
  return app;
}
