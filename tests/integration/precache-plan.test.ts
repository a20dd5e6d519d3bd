import { describe, expect, it } from 'vitest';
import { type ChunkLike, warmPlanOf } from '../../scripts/precache-plan';

const chunk = (
  fileName: string,
  facade: string | null,
  imports: string[] = [],
  kind = 'dynamic',
): ChunkLike => ({
  fileName,
  facadeModuleId: facade,
  imports,
  isEntry: kind === 'entry',
  isDynamicEntry: kind === 'dynamic',
});

const SRC = '/repo/src';
const build = [
  chunk('assets/index.js', `${SRC}/app/main.tsx`, ['assets/react.js'], 'entry'),
  chunk('assets/react.js', null, [], 'shared'),
  chunk('assets/login-page.js', `${SRC}/features/access/pages/login-page.tsx`, ['assets/react.js']),
  chunk('assets/app-shell.js', `${SRC}/app/layouts/app-shell.tsx`, ['assets/react.js']),
  chunk('assets/calendar-page.js', `${SRC}/features/rest-hours/pages/calendar-page.tsx`, [
    'assets/date-field.js',
  ]),
  chunk('assets/date-field.js', null, ['assets/react.js'], 'shared'),
  chunk('assets/leave-page.js', `${SRC}/features/leave/pages/leave-page.tsx`, ['assets/date-field.js']),
  chunk('assets/welcome-page.js', `${SRC}/features/fleet/pages/welcome-page.tsx`),
  chunk('assets/crew-guest-list-pdf.js', `${SRC}/reports/crew-guest-list-pdf.ts`, ['assets/pdf-writer.js']),
  chunk('assets/pdf-writer.js', null, [], 'shared'),
  chunk('assets/accounts-page.js', `${SRC}/features/accounts/pages/accounts-page.tsx`),
  chunk('assets/es.js', `${SRC}/i18n/compiled/es.ts`),
];
const plan = warmPlanOf(build, [...build.map((c) => c.fileName), 'assets/rules.worker-xyz.js']);

describe('the install plan of a build', () => {
  it('precaches the entry, the login form and the shell, with what they import', () => {
    expect(plan.shell.sort()).toEqual(
      ['/assets/app-shell.js', '/assets/index.js', '/assets/login-page.js', '/assets/react.js'].sort(),
    );
  });

  it("warms each module's screens with what they import, never again what the shell has", () => {
    expect(plan.modules.hoursofrest?.sort()).toEqual(['/assets/calendar-page.js', '/assets/date-field.js']);
    expect(plan.modules.leave?.sort()).toEqual(['/assets/date-field.js', '/assets/leave-page.js']);
    // The rules' Web Worker is no chunk of the graph: it comes with everyone's screens.
    expect(plan.core).toEqual(['/assets/welcome-page.js', '/assets/rules.worker-xyz.js']);
  });

  it('warms the device PDF engine with the reports (the list is built at sea), for no one else', () => {
    expect(plan.modules.reports?.sort()).toEqual(['/assets/crew-guest-list-pdf.js', '/assets/pdf-writer.js']);
    const others = [
      ...plan.shell,
      ...plan.core,
      ...Object.entries(plan.modules).filter(([k]) => k !== 'reports'),
    ];
    expect(others.flat()).not.toContain('/assets/pdf-writer.js');
  });

  it("warms a language's catalogue for those who read the app in it, for no one else", () => {
    expect(plan.modules['language-es']).toEqual(['/assets/es.js']);
    expect([...plan.shell, ...plan.core]).not.toContain('/assets/es.js');
  });

  it('leaves the admin screens to their first use', () => {
    const warmed = [...plan.shell, ...plan.core, ...Object.values(plan.modules).flat()];
    expect(warmed).not.toContain('/assets/accounts-page.js');
    expect(plan.all).toContain('/assets/accounts-page.js');
  });
});
