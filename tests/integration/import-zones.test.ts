import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  describeViolation,
  type ImportGraph,
  importSpecifiers,
  moduleCoupling,
  readImportGraph,
  resolveImport,
  zoneViolations,
} from '../../scripts/import-zones';

const repo = resolve(import.meta.dirname, '../..');

/** A graph in memory: importer -> targets (null for an npm package). */
const graphOf = (edges: Record<string, (string | null)[]>): ImportGraph =>
  new Map(
    Object.entries(edges).map(([from, targets]) => [
      from,
      targets.map((target) => ({ specifier: target ?? 'some-package', target })),
    ]),
  );

describe('import zones (issue 35)', () => {
  it('holds on the code as it is: every violating import is listed', () => {
    const violations = zoneViolations(readImportGraph(repo)).map(describeViolation);
    expect(violations).toEqual([]);
  });

  it('keeps the server modules apart: under 100 imports between them, none both ways, no cycle', () => {
    const { imports, twoWay, cycles } = moduleCoupling(readImportGraph(repo));
    expect(imports).toBeLessThan(100);
    expect(twoWay).toEqual([]);
    // What two modules share moves below them (the kernel, the domain), so each stands alone.
    expect(cycles).toEqual([]);
  });

  it('finds every import cycle among server modules, two-way or round, but not a test reaching back', () => {
    const graph = graphOf({
      // crew and leave import each other
      'server/src/modules/crew/crew-pay.ts': ['server/src/modules/leave/leave-days-link.ts'],
      'server/src/modules/leave/leave-days-link.ts': ['server/src/modules/crew/crew-repo.ts'],
      // certificates -> inbox -> issues -> certificates, none of them both ways
      'server/src/modules/issues/issues.ts': ['server/src/modules/certificates/cert-issues.ts'],
      'server/src/modules/certificates/cert-expiry-alerts.ts': ['server/src/modules/inbox/inbox.ts'],
      'server/src/modules/inbox/inbox.ts': [
        'server/src/modules/issues/issues.ts',
        'server/src/kernel/audit.ts',
      ],
      // a module above a cycle, one below, a module's own files: no cycle
      'server/src/modules/reports/reports.ts': ['server/src/modules/crew/crew-repo.ts'],
      'server/src/modules/users/users-read.ts': ['server/src/modules/auth/session.ts'],
      'server/src/modules/auth/session.ts': ['server/src/modules/auth/tokens.ts'],
      // tests may reach anywhere: auth's test importing users closes no cycle
      'server/src/modules/auth/session.test.ts': ['server/src/modules/users/users-read.ts'],
      'server/src/modules/auth/testing/auth-kit.ts': ['server/src/modules/users/users-read.ts'],
    });
    const { imports, twoWay, cycles } = moduleCoupling(graph);
    expect(imports).toBe(7);
    expect(twoWay).toEqual(['crew <-> leave']);
    expect(cycles).toEqual(['certificates -> inbox -> issues -> certificates', 'crew -> leave -> crew']);
  });

  it('finds one violation of each zone and lets the allowed imports through', () => {
    const graph = graphOf({
      // (a) the server reaching device code; its own imports and shared code are fine
      'server/src/modules/crew/routes/crew.ts': [
        'src/lib/api-client.ts',
        'src/contracts/crew.ts',
        'src/domain/dates/format.ts',
        'server/src/modules/users/users-read.ts',
      ],
      // (b) the kernel or other shared server code reaching a module; the composition root may
      'server/src/kernel/audit.ts': ['server/src/modules/crew/crew-write.ts', 'server/src/db/client.ts'],
      'server/src/sync/changes-since.ts': [
        'server/src/modules/leave/leave-setup.ts',
        'server/src/composition.ts',
      ],
      'server/src/composition.ts': ['server/src/modules/crew/module.ts'],
      // (c) the domain reaching contracts; packages and the domain itself are fine
      'src/domain/issues/issue-text.ts': ['src/contracts/issues.ts', null, 'src/domain/dates/format.ts'],
      // (d) a feature reaching inside another; its public doors and its own files are fine
      'src/features/fleet/pages/fleet-page.tsx': [
        'src/features/rest-hours/components/log-today-slot.tsx',
        'src/features/rest-hours/public.ts',
        'src/features/rest-hours/public-approver.ts',
        'src/features/fleet/components/welcome-rows.tsx',
      ],
      // Tests may reach anywhere.
      'src/features/crew/pages/crew-page.test.tsx': ['src/features/users/data/users-api.ts'],
      'server/testing/device-kit.ts': ['src/db/app-db.ts'],
    });
    expect(zoneViolations(graph).map((v) => [v.zone, v.from, v.target])).toEqual([
      ['server imports device code', 'server/src/modules/crew/routes/crew.ts', 'src/lib/api-client.ts'],
      ['kernel imports a module', 'server/src/kernel/audit.ts', 'server/src/modules/crew/crew-write.ts'],
      [
        'shared server code imports a module',
        'server/src/sync/changes-since.ts',
        'server/src/modules/leave/leave-setup.ts',
      ],
      ['domain imports outside domain', 'src/domain/issues/issue-text.ts', 'src/contracts/issues.ts'],
      [
        'feature imports another feature',
        'src/features/fleet/pages/fleet-page.tsx',
        'src/features/rest-hours/components/log-today-slot.tsx',
      ],
    ]);
  });

  it('reads static imports, re-exports and dynamic imports, but not those in comments', () => {
    const text = [
      "import type { A } from './a';",
      'import {',
      '  B,',
      '  C,',
      "} from '../b';",
      "import './c.css';",
      "export { D } from './d';",
      "export * from './e';",
      "const Page = lazy(() => import('./f'));",
      "// lazy(() => import('./not-this'))",
      " * import('./nor-this')",
      "export const g = { from: 'nothing' };",
    ].join('\n');
    expect(importSpecifiers(text)).toEqual(['./a', '../b', './c.css', './d', './e', './f']);
  });

  it('resolves relative paths and the shared-code aliases to repo files', () => {
    expect(resolveImport(repo, 'src/features/inbox/pages/inbox-page.tsx', '../components/inbox-panel')).toBe(
      'src/features/inbox/components/inbox-panel.tsx',
    );
    expect(resolveImport(repo, 'server/src/app.ts', '@domain/dates/format')).toBe(
      'src/domain/dates/format.ts',
    );
    expect(resolveImport(repo, 'server/src/app.ts', '@contracts/issues')).toBe('src/contracts/issues.ts');
    expect(resolveImport(repo, 'server/src/app.ts', 'hono')).toBeNull();
  });
});
