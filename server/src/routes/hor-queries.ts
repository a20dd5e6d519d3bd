import { Hono } from 'hono';
import { z } from 'zod';
import { idSchema, isoDateSchema, monthSchema } from '../../../src/contracts/common';
import { MSG } from '../../../src/contracts/messages';
import { COMMENT_MAX } from '../../../src/contracts/rest-hours';
import { levelOn, seesAllRestRecords } from '../../../src/domain/access/permissions';
import { datesInMonth, monthOf } from '../../../src/domain/calendar/iso-date';
import { blankDays } from '../../../src/domain/rest-hours/month-record';
import { weeksOfMonth } from '../../../src/domain/rest-hours/weeks';
import type { ServerDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { forbidden, HttpError, notFound, parseWith, readJson } from '../http/errors';
import { issuesAround } from '../services/rest-hours/compliance';
import { COMMENT_SELECT, PRESET_SELECT, toComment, toPreset } from '../services/rest-hours/hor-feed-repo';
import { findDays, findMonth, nextVersion } from '../services/rest-hours/rest-repo';

const signStateSchema = z.object({ date: isoDateSchema, userID: idSchema, yachtID: idSchema });
const commentEditSchema = z.object({
  text: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(COMMENT_MAX, MSG.maxLength(COMMENT_MAX)),
});

/** The read calls of the spec's /hor list that the app itself answers from its offline copy. */
export function horQueryRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const guard = (
    c: {
      get: (k: 'actor') => {
        id: number;
        roles: { vesselId: number; roleId: number; permissionLevel: number }[];
      };
    },
    vesselId: number,
    userId: number,
  ) => {
    const actor = c.get('actor');
    const level = levelOn(actor.roles, vesselId);
    if (level === null || (actor.id !== userId && !seesAllRestRecords(level))) throw forbidden();
  };

  app.post('/signoff/signState', async (c) => {
    const b = await readJson(c, signStateSchema);
    guard(c, b.yachtID, b.userID);
    return c.json(await findMonth(deps.db, b.userID, b.yachtID, monthOf(b.date)));
  });

  // The sign-off pre-check of the spec, for the caller's own month.
  app.get('/signoff/check/:yacht/:month', async (c) => {
    const vesselId = parseWith(idSchema, c.req.param('yacht'));
    const month = parseWith(monthSchema, c.req.param('month'));
    const me = c.get('actor').id;
    guard(c, vesselId, me);
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

  app.get('/compliance/daily/:yacht/:user/:date', async (c) => {
    const vesselId = parseWith(idSchema, c.req.param('yacht'));
    const userId = parseWith(idSchema, c.req.param('user'));
    const date = parseWith(isoDateSchema, c.req.param('date'));
    guard(c, vesselId, userId);
    return c.json({ date, issues: await issuesAround(deps.db, userId, vesselId, [date]) });
  });

  app.get('/compliance/weekly/:yacht/:user/:month', async (c) => {
    const vesselId = parseWith(idSchema, c.req.param('yacht'));
    const userId = parseWith(idSchema, c.req.param('user'));
    const month = parseWith(monthSchema, c.req.param('month'));
    guard(c, vesselId, userId);
    const issues = await issuesAround(deps.db, userId, vesselId, datesInMonth(month));
    return c.json(
      weeksOfMonth(month).map((week) => ({
        from: week[0],
        to: week.at(-1),
        issues: issues
          .filter((i) => week.includes(i.date))
          .map(({ rule, date, text }) => ({ rule, date, text })),
      })),
    );
  });

  app.get('/comment/:yacht/:user/:date', async (c) => {
    const vesselId = parseWith(idSchema, c.req.param('yacht'));
    const userId = parseWith(idSchema, c.req.param('user'));
    const date = parseWith(isoDateSchema, c.req.param('date'));
    guard(c, vesselId, userId);
    const rows = await deps.db.query<Record<string, unknown>>(
      `SELECT * FROM (${COMMENT_SELECT}) x WHERE x.user_id = $1 AND x.vessel_id = $2 AND x.day = $3 AND NOT x.deleted ORDER BY x.posted_at`,
      [userId, vesselId, date],
    );
    return c.json(rows.map(toComment));
  });

  app.get('/preset/all/:yacht/:user', async (c) => {
    const vesselId = parseWith(idSchema, c.req.param('yacht'));
    const userId = parseWith(idSchema, c.req.param('user'));
    if (userId !== c.get('actor').id) throw forbidden(); // presets are personal
    const rows = await deps.db.query<Record<string, unknown>>(
      `${PRESET_SELECT} WHERE user_id = $1 AND vessel_id = $2 AND NOT deleted ORDER BY name`,
      [userId, vesselId],
    );
    return c.json(
      rows.map(toPreset).map((p) => ({ ...p, title: p.isDefault ? `${p.name} - Default` : p.name })),
    );
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
  app.get('/preset/getHours/:id', async (c) => {
    const p = await ownPreset(c.req.param('id'), c.get('actor').id);
    const work = [...p.work].filter((x) => x === '1').length / 2;
    return c.json({ workHours: work, restHours: 24 - work, binary: p.work });
  });
  app.get('/preset/:id', async (c) => c.json(await ownPreset(c.req.param('id'), c.get('actor').id)));

  app.post('/comment/:yacht/:id', async (c) => {
    const vesselId = parseWith(idSchema, c.req.param('yacht'));
    const { text } = await readJson(c, commentEditSchema);
    const [row] = await deps.db.query<{ user_id: number; posted_by: number }>(
      'SELECT user_id, posted_by FROM rest_comments WHERE id = $1 AND vessel_id = $2 AND NOT deleted',
      [c.req.param('id'), vesselId],
    );
    if (!row) throw notFound();
    if (row.posted_by !== c.get('actor').id) throw new HttpError(403, { message: 'Invalid comment.' });
    await deps.db.transaction(async (tx) => {
      const version = await nextVersion(tx);
      await tx.query('UPDATE rest_comments SET text = $2, version = $3 WHERE id = $1', [
        c.req.param('id'),
        text,
        version,
      ]);
    });
    return c.json({ id: c.req.param('id'), text });
  });

  app.get('/records/:yacht/:user', async (c) => {
    const vesselId = parseWith(idSchema, c.req.param('yacht'));
    const userId = parseWith(idSchema, c.req.param('user'));
    guard(c, vesselId, userId);
    const rows = await deps.db.query<{ month: string }>(
      "SELECT DISTINCT to_char(day, 'YYYY-MM') AS month FROM rest_days WHERE user_id = $1 AND vessel_id = $2 AND NOT cleared ORDER BY 1 DESC",
      [userId, vesselId],
    );
    return c.json(rows.map((r) => r.month));
  });
  return app;
}
