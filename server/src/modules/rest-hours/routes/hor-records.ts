import { monthSchema } from '@contracts/common';
import { MSG } from '@contracts/messages';
import { RECORD_EMAIL_TEXT } from '@contracts/record-email';
import { recordsEmailSchema } from '@contracts/rest-hours';
import { LEVEL, levelOn, seesAllRestRecords } from '@domain/access/permissions';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ServerDeps } from '../../../deps';
import type { AppEnv } from '../../../http/env';
import { HttpError, notFound, parseId, parseParam, readJson } from '../../../http/errors';
import { from, policies } from '../../../http/policy';
import { appendAudit } from '../../../kernel/audit';
import { holdDailyCap } from '../../../kernel/daily-cap';
import {
  loadRecords,
  RECORD_EMAIL_AUDIT,
  RECORD_EMAIL_FAILED_AUDIT,
  RECORD_EMAILS_CAPPED,
  RECORD_EMAILS_PER_DAY,
  RECORD_TYPES,
  recordEmailsSince,
  recordFileName,
  renderRecords,
} from '../records/email-records';
import { lastLivedDay, loadSeafarerRecord, type SeafarerRecord } from '../records/load-record';

const formatSchema = z.enum(['pdf', 'xlsx']).default('pdf');
const emailSchema = z.object({
  format: formatSchema,
  /** One address or several (the device queues e-mails through /sync with a list). */
  to: z
    .union([z.email(MSG.email).max(254), recordsEmailSchema.shape.to], {
      // Neither branch taken: say what the list said ('At most 10 addresses.'), not zod's 'Invalid input'.
      error: (issue) =>
        issue.code === 'invalid_union'
          ? ((issue.errors as { code: string; message: string }[][])
              .flat()
              .find((e) => e.code !== 'invalid_type')?.message ?? MSG.email)
          : undefined,
    })
    .optional(),
});
const TYPES = RECORD_TYPES;

/** Records of hours of rest: lists, downloads (PDF, xlsx) and e-mail (doc 3, section 7). */
export function horRecordRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps, { module: 'hoursofrest' });
  const yacht = from.param('yacht');
  // One seafarer's record: their own, or anyone's for an officer (level 4+); the whole vessel: officers.
  const ownOrOfficer = () => policy.ownOrLevel(LEVEL.officer, yacht, from.param('user'));
  const officer = () => policy.level(LEVEL.officer, yacht);

  const ids = (c: { req: { param: (k: string) => string } }) => ({
    vesselId: parseId('yacht', c.req.param('yacht')),
    month: c.req.param('month') ? parseParam('month', monthSchema, c.req.param('month')) : '',
  });
  const render = renderRecords;
  const one = async (vesselId: number, userId: number, month: string) => {
    const record = await loadSeafarerRecord(deps.db, vesselId, userId, month, lastLivedDay(deps.clock()));
    if (!record) throw notFound();
    return record;
  };
  const all = (vesselId: number, month: string) =>
    loadRecords(deps.db, vesselId, null, month, lastLivedDay(deps.clock()));
  const userOf = (c: { req: { param: (k: string) => string } }) => parseId('user', c.req.param('user'));
  const fileName = recordFileName;

  // Everyone on board lists the records they may read: their own, or everyone's for officers.
  app.get('/records/users/:yacht', policy.member(yacht), async (c) => {
    const { vesselId } = ids(c);
    const actor = c.get('actor');
    const level = levelOn(actor.roles, vesselId);
    const rows = await deps.db.query<{
      id: number;
      name: string;
      months: string[];
      has_signature: boolean;
      former: boolean;
    }>(
      `SELECT u.id, u.first_name || ' ' || u.last_name AS name,
              ARRAY(SELECT DISTINCT to_char(d.day, 'YYYY-MM') FROM rest_days d WHERE d.user_id = u.id AND d.vessel_id = $1 AND NOT d.cleared ORDER BY 1) AS months,
              EXISTS (SELECT 1 FROM digital_signatures s WHERE s.user_id = u.id AND s.png IS NOT NULL) AS has_signature,
              (uvr.end_date IS NOT NULL AND uvr.end_date < $4) AS former
         FROM user_vessel_roles uvr JOIN users u ON u.id = uvr.user_id
        WHERE uvr.vessel_id = $1 AND ($2 OR u.id = $3)
        ORDER BY uvr.crew_order NULLS LAST, lower(u.last_name), lower(u.first_name), u.id`,
      [vesselId, seesAllRestRecords(level), actor.id, deps.clock().toISOString().slice(0, 10)],
    );
    // Spec: users with id, name, hasSignature, records; former crew (their role ended) are marked.
    return c.json(
      rows.map((r) => ({
        id: r.id,
        name: r.name,
        hasSignature: r.has_signature,
        records: r.months,
        ...(r.former ? { former: true } : {}),
      })),
    );
  });

  app.get('/records/download/:yacht/:user/:month', ownOrOfficer().taking('format'), async (c) => {
    const { vesselId, month } = ids(c);
    const format = parseParam('format', formatSchema, c.req.query('format'));
    const record = await one(vesselId, userOf(c), month);
    c.header(
      'content-disposition',
      `attachment; filename="${fileName(record.seafarer.name, month, format)}"`,
    );
    return c.body(new Uint8Array(await render([record], format)), 200, { 'content-type': TYPES[format] });
  });

  app.get('/records/downloadYacht/:yacht/:month', officer().taking('format'), async (c) => {
    const { vesselId, month } = ids(c);
    const format = parseParam('format', formatSchema, c.req.query('format'));
    const records = await all(vesselId, month);
    c.header('content-disposition', `attachment; filename="${fileName('vessel', month, format)}"`);
    return c.body(new Uint8Array(await render(records, format)), 200, { 'content-type': TYPES[format] });
  });

  const mailTo = async (actorId: number, to?: string | string[]) => {
    if (to) return Array.isArray(to) ? to.join(', ') : to;
    const [u] = await deps.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [actorId]);
    return u!.email;
  };
  /**
   * Sends at once, under the same daily cap as the queued e-mail ('hor/records/email'). The send
   * is counted (an audit entry) under the per-user lock before the mail goes, so two at once cannot
   * both pass the cap; the mail goes outside any transaction, so a slow mail server holds up no
   * one else's request; a failed send is entered too and gives its place back.
   */
  const send = async (
    actorId: number,
    sent: { vesselId: number; key: string; to: string },
    records: SeafarerRecord[],
    format: 'pdf' | 'xlsx',
    name: string,
  ) => {
    const content = await render(records, format);
    const entry = (action: string) => ({
      actorId,
      vesselId: sent.vesselId,
      action,
      entity: 'restRecords',
      entityKey: sent.key,
      before: null,
      after: { to: sent.to, format },
    });
    await deps.db.transaction(async (tx) => {
      await holdDailyCap(tx, 'recordEmails', actorId);
      const now = deps.clock();
      if ((await recordEmailsSince(tx, actorId, now)) >= RECORD_EMAILS_PER_DAY)
        throw new HttpError(429, { message: RECORD_EMAILS_CAPPED });
      await appendAudit(tx, now, entry(RECORD_EMAIL_AUDIT));
    });
    try {
      await deps.mail.send({
        to: sent.to,
        subject: `Record of hours of rest: ${name}`,
        text: 'The record of hours of rest you asked for is attached.',
        attachments: [{ filename: name, content, contentType: TYPES[format] }],
      });
    } catch (error) {
      deps.log(error);
      await appendAudit(deps.db, deps.clock(), entry(RECORD_EMAIL_FAILED_AUDIT));
      throw new HttpError(502, { message: RECORD_EMAIL_TEXT.failed });
    }
  };

  app.post('/records/email/:yacht/:user/:month', ownOrOfficer(), async (c) => {
    const { vesselId, month } = ids(c);
    const actor = c.get('actor');
    const body = await readJson(c, emailSchema);
    const userId = userOf(c);
    const record = await one(vesselId, userId, month);
    const to = await mailTo(actor.id, body.to);
    const key = `${vesselId}/${userId}/${month}`;
    await send(
      actor.id,
      { vesselId, key, to },
      [record],
      body.format,
      fileName(record.seafarer.name, month, body.format),
    );
    return c.json({ message: RECORD_EMAIL_TEXT.sent });
  });

  app.post('/records/emailYacht/:yacht/:month', officer(), async (c) => {
    const { vesselId, month } = ids(c);
    const actor = c.get('actor');
    const body = await readJson(c, emailSchema);
    const records = await all(vesselId, month);
    const to = await mailTo(actor.id, body.to);
    await send(
      actor.id,
      { vesselId, key: `${vesselId}/all/${month}`, to },
      records,
      body.format,
      fileName('vessel', month, body.format),
    );
    return c.json({ message: RECORD_EMAIL_TEXT.sent });
  });
  return app;
}
