import { notificationSchema } from '@contracts/inbox';
import { LEVEL } from '@domain/access/permissions';
import { daysBetween } from '@domain/calendar/iso-date';
import { Hono } from 'hono';
import type { ServerDeps } from '../../../deps';
import type { AppEnv } from '../../../http/env';
import { parseId, readJson } from '../../../http/errors';
import { noBody } from '../../../http/no-body';
import { from, policies } from '../../../http/policy';
import { refuseChangedReadOnly } from '../../../http/read-only-fields';
import { withSpecFields } from '../../../http/spec-names';
import { answerValue } from '../../../kernel/outcome';
import { todayOf } from '../../../kernel/today';
import { listMessages, markMessageNow, notifyVessel, status } from '../inbox';

/** The inbox and the status badges (doc 1, section 7). A message is its recipient's alone. */
export function inboxRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps);
  // The spec's Message names the vessel `yachtId` (doc 1, section 3); the app reads vesselId.
  app.get('/notifications', policy.signedIn(), async (c) =>
    c.json(
      (await listMessages(deps.db, c.get('actor'))).map((m) => withSpecFields(m, { yachtId: 'vesselId' })),
    ),
  );
  app.get('/notifications/viewed/:id', policy.signedIn(), async (c) =>
    c.json(
      answerValue(await markMessageNow(deps.db, c.get('actor'), parseId('id', c.req.param('id')), 'seen')),
    ),
  );
  app.delete('/notifications/:id', policy.signedIn(), noBody(), async (c) =>
    c.json(
      answerValue(await markMessageNow(deps.db, c.get('actor'), parseId('id', c.req.param('id')), 'deleted')),
    ),
  );
  app.post('/notification', policy.level(LEVEL.officer, from.body('yachtId')), async (c) => {
    const { id, sender, date, seen, ...body } = await readJson(c, notificationSchema);
    const actor = c.get('actor');
    const now = deps.clock();
    // The spec's Message sent whole: read-only fields pass as a new message has them (no id,
    // unseen, sent by the caller; the server stamps the time); another value is refused. Its
    // date passes as the moment of sending: the day of now, give or take a day for a client's
    // clock and time zone (a wire date-time arrives as its nearest UTC day, spec-dates). Another
    // day would be a message dated otherwise than it is: refused, not stamped now unseen.
    const sentOn =
      date && Math.abs(daysBetween(now.toISOString().slice(0, 10), date)) <= 1 ? undefined : date;
    refuseChangedReadOnly<Record<string, unknown>>(
      {
        id: id || undefined,
        seen: seen || undefined,
        sender: sender || undefined,
        date: sentOn || undefined,
      },
      { sender: actor.name },
    );
    return c.json(answerValue(await notifyVessel(deps.db, actor, body, now)));
  });
  app.get('/status', policy.signedIn(), async (c) =>
    c.json(await status(deps.db, c.get('actor'), todayOf(deps))),
  );
  app.get('/status/foryacht/:yachtId', policy.member(from.param('yachtId')), async (c) =>
    c.json(await status(deps.db, c.get('actor'), todayOf(deps), parseId('yachtId', c.req.param('yachtId')))),
  );
  return app;
}
