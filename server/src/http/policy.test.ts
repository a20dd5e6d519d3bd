import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { apiRoutes, composedApiRoutes } from '../../testing/route-table';
import type { ServerDeps } from '../deps';
import { type PolicyRule, policies } from './policy';

/** One line per route: who may call it ("ownOrLevel 4: vessel yachtId, user user"), and the
 * query fields it takes (any other is refused). */
function describeRule(rule: (PolicyRule & { query?: readonly string[] }) | undefined): string {
  const query = rule?.query ? `; query ${rule.query.join(', ')}` : '';
  return `${whoMay(rule)}${query}`;
}

function whoMay(rule: PolicyRule | undefined): string {
  if (!rule) return 'NONE';
  if (rule.kind === 'public' || rule.kind === 'signedIn') return rule.kind;
  if (rule.kind === 'anyVessel') return `anyVessel ${rule.level}: on some vessel`;
  const level = 'level' in rule ? ` ${rule.level}` : '';
  const user = 'user' in rule ? `, user ${rule.user}` : '';
  const approvers = rule.kind === 'ownOrLevel' && rule.approvers ? ', or the approval group' : '';
  const group = 'group' in rule && rule.group ? `, or the ${rule.group} approval group` : '';
  return `${rule.kind}${level}: vessel ${rule.vessel}${user}${approvers}${group}`;
}

/** Issue 6, defect 8: no API route without a declared policy, in front of its handler. */
describe('the route table', () => {
  const routes = composedApiRoutes();

  it('lists the API routes (the walk sees them all)', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.map((r) => r.key)).toEqual(
      expect.arrayContaining(['POST /api/v1/login', 'POST /api/v1/hor/day/:user', 'POST /api/v1/sync']),
    );
  });

  it('every API route declares exactly one policy, as its first handler', () => {
    const missing = routes.filter((r) => r.policies.length === 0).map((r) => r.key);
    const several = routes.filter((r) => r.policies.length > 1).map((r) => r.key);
    const late = routes.filter((r) => r.policies.length > 0 && !r.policyFirst).map((r) => r.key);
    expect({ missing, several, late }).toEqual({ missing: [], several: [], late: [] });
  });

  // Who may call what, in one reviewed file: a policy that changes shows in the diff of the snapshot.
  it('the permission matrix', () => {
    expect(Object.fromEntries(routes.map((r) => [r.key, describeRule(r.policies[0])]))).toMatchSnapshot();
  });

  it('the walk catches a route without one, or with one behind its handler', () => {
    const policy = policies({} as ServerDeps);
    const app = new Hono();
    const handler = () => new Response('ok');
    app.use('*', async (_c, next) => next());
    app.get('/api/v1/declared', policy.signedIn(), handler);
    app.get('/api/v1/forgotten', handler);
    app.get('/api/v1/behind', handler, policy.public());
    app.all('*', handler);
    const walked = apiRoutes(app.routes);
    expect(walked.map((r) => [r.key, r.policies.length, r.policyFirst])).toEqual([
      ['GET /api/v1/declared', 1, true],
      ['GET /api/v1/forgotten', 0, false],
      ['GET /api/v1/behind', 1, false],
    ]);
  });
});
