import { idSchema, storableText } from '@contracts/common';
import { LEVEL } from '@domain/access/permissions';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ServerDeps } from '../../../deps';
import type { AppEnv } from '../../../http/env';
import { notFound, parseId, parseWith, readJson } from '../../../http/errors';
import { noBody } from '../../../http/no-body';
import { from, policies } from '../../../http/policy';
import { todayOf } from '../../../kernel/today';
import {
  clearApprovalDepartments,
  listGroup,
  setApprovalDepartment,
  setApprovalMember,
} from '../approval-group';

const departmentBody = z.object({ userID: idSchema, departmentID: idSchema });
const memberBody = z.object({ watchkeeper: z.boolean().optional() });
const searchQuery = z.object({
  searchStr: storableText(z.string().max(60)).default(''),
  maxResults: z.coerce.number().int().min(1).max(50).default(5),
});

/** The hours-of-rest approval group (doc 3, section 7): officers manage it. */
export function horApprovalRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps, { module: 'hoursofrest' });
  const yacht = from.param('yacht');
  const officer = () => policy.level(LEVEL.officer, yacht);
  const vesselOf = (c: { req: { param: (k: string) => string } }) => parseId('yacht', c.req.param('yacht'));
  const userOf = (c: { req: { param: (k: string) => string } }) => parseId('user', c.req.param('user'));

  app.get('/approvalGroup/list/:yacht', officer(), async (c) =>
    c.json(await listGroup(deps.db, vesselOf(c))),
  );
  app.get('/approvalGroup/isMember/:yacht', policy.member(yacht), async (c) => {
    const rows = await deps.db.query(
      'SELECT 1 FROM hor_approval_members WHERE vessel_id = $1 AND user_id = $2',
      [vesselOf(c), c.get('actor').id],
    );
    return c.json({ isMember: rows.length > 0 });
  });
  app.get(
    '/approvalGroup/eligible/:yacht',
    officer().taking(...Object.keys(searchQuery.shape)),
    async (c) => {
      const id = vesselOf(c);
      const q = parseWith(searchQuery, c.req.query());
      const rows = await deps.db.query<{ user_id: number; name: string }>(
        `SELECT u.id AS user_id, u.first_name || ' ' || u.last_name AS name FROM user_vessel_roles uvr JOIN users u ON u.id = uvr.user_id
        WHERE uvr.vessel_id = $1 AND (u.first_name || ' ' || u.last_name) ILIKE '%' || $2 || '%'
          AND uvr.crew_status <> 2 AND (uvr.end_date IS NULL OR uvr.end_date >= $4::date)
          AND NOT EXISTS (SELECT 1 FROM hor_approval_members m WHERE m.vessel_id = $1 AND m.user_id = u.id)
        ORDER BY uvr.crew_order NULLS LAST, lower(u.last_name), lower(u.first_name), u.id LIMIT $3`,
        [id, q.searchStr.replace(/[%_]/g, ''), q.maxResults, todayOf(deps)],
      );
      return c.json(rows.map((r) => ({ userId: r.user_id, name: r.name })));
    },
  );
  // Department routes first: '/approvalGroup/department/1' would otherwise read as vessel 'department'.
  app.put('/approvalGroup/department/:yacht', officer(), async (c) => {
    const id = vesselOf(c);
    const body = await readJson(c, departmentBody);
    if (!(await setApprovalDepartment(deps.db, id, body.userID, body.departmentID, true))) throw notFound();
    return c.json(await listGroup(deps.db, id));
  });
  app.delete('/approvalGroup/department/:yacht', officer(), async (c) => {
    const id = vesselOf(c);
    const body = await readJson(c, departmentBody);
    if (!(await setApprovalDepartment(deps.db, id, body.userID, body.departmentID, false))) throw notFound();
    return c.json(await listGroup(deps.db, id));
  });
  app.delete('/approvalGroup/departments/:yacht', officer().taking('userID'), noBody(), async (c) => {
    const id = vesselOf(c);
    const userId = parseId('userID', c.req.query('userID'));
    if (!(await deps.db.transaction((tx) => clearApprovalDepartments(tx, id, userId)))) throw notFound();
    return c.json(await listGroup(deps.db, id));
  });
  app.put('/approvalGroup/:yacht/:user', officer(), async (c) => {
    const id = vesselOf(c);
    const body = await readJson(c, memberBody);
    if (!(await setApprovalMember(deps.db, id, userOf(c), true, todayOf(deps), body.watchkeeper)))
      throw notFound();
    return c.json(await listGroup(deps.db, id));
  });
  app.delete('/approvalGroup/:yacht/:user', officer(), noBody(), async (c) => {
    const id = vesselOf(c);
    if (!(await setApprovalMember(deps.db, id, userOf(c), false, todayOf(deps)))) throw notFound();
    return c.json(await listGroup(deps.db, id));
  });
  return app;
}
