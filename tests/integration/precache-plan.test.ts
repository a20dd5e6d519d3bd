import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type ChunkLike,
  packGroups,
  precacheOnlyShell,
  SHELL_PACK,
  unlistedFiles,
  WARM_PLAN_FILE,
  type WarmPack,
  warmPlanOf,
} from '../../scripts/precache-plan';
import { togetherGroups } from '../../scripts/warm-packs';
import { filesOfPlan } from '../../sw/plan-files';

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
  {
    ...chunk('assets/index.js', `${SRC}/app/main.tsx`, ['assets/react.js'], 'entry'),
    dynamicImports: [
      'assets/app-start.js',
      'assets/login-steps.js',
      'assets/es.js',
      'assets/forgot-password-dialog.js',
    ],
  },
  // Opened on a tap on the login form: its dialogs (which the shell imports too) are the shell's.
  chunk('assets/forgot-password-dialog.js', `${SRC}/features/access/components/forgot-password-dialog.tsx`, [
    'assets/dialogs.js',
  ]),
  chunk('assets/dialogs.js', null, [], 'shared'),
  chunk('assets/login-steps.js', `${SRC}/features/access/data/finish-login.ts`, ['assets/schemas.js']),
  chunk('assets/schemas.js', null, [], 'shared'),
  // The worker's registration, which the app (app-start) loads once the first screen shows, and
  // the shell imports too: a shared chunk without a facade.
  { ...chunk('assets/pwa.js', null, [], 'shared'), moduleIds: [`${SRC}/app/pwa.ts`] },
  chunk('assets/react.js', null, [], 'shared'),
  chunk('assets/login-page.js', `${SRC}/features/access/pages/login-page.tsx`, ['assets/react.js']),
  chunk('assets/app-start.js', `${SRC}/app/app-start.ts`, ['assets/react.js', 'assets/dexie.js']),
  chunk('assets/dexie.js', null, [], 'shared'),
  chunk('assets/app-shell.js', `${SRC}/app/layouts/app-shell.tsx`, [
    'assets/react.js',
    'assets/schemas.js',
    'assets/pwa.js',
    'assets/dialogs.js',
  ]),
  chunk('assets/calendar-page.js', `${SRC}/features/rest-hours/pages/calendar-page.tsx`, [
    'assets/date-field.js',
  ]),
  chunk('assets/date-field.js', null, ['assets/react.js'], 'shared'),
  chunk('assets/leave-page.js', `${SRC}/features/leave/pages/leave-page.tsx`, ['assets/date-field.js']),
  chunk('assets/welcome-page.js', `${SRC}/features/fleet/pages/welcome-page.tsx`),
  chunk('assets/crew-guest-list-pdf.js', `${SRC}/reports/crew-guest-list-pdf.ts`, ['assets/pdf-writer.js']),
  chunk('assets/pdf-writer.js', null, [], 'shared'),
  chunk('assets/accounts-page.js', `${SRC}/features/accounts/pages/accounts-page.tsx`),
  chunk('assets/new-preset-page.js', `${SRC}/features/rest-hours/pages/new-preset-page.tsx`),
  chunk('assets/vessel-details-page.js', `${SRC}/features/rest-hours/pages/vessel-details-page.tsx`),
  chunk('assets/former-employees-page.js', `${SRC}/features/leave/pages/former-employees-page.tsx`),
  chunk('assets/guidelines-page.js', `${SRC}/features/leave/pages/guidelines-page.tsx`),
  chunk('assets/es.js', `${SRC}/i18n/compiled/es.ts`),
];
const plan = warmPlanOf(build, [...build.map((c) => c.fileName), 'assets/rules.worker-xyz.js']);

describe('the install plan of a build', () => {
  it('precaches the entry, the login form, the app and the shell, with what they import', () => {
    // The app (the router, Dexie) loads apart from the entry: a start offline needs it too.
    expect(plan.shell.sort()).toEqual(
      [
        '/assets/app-shell.js',
        '/assets/app-start.js',
        '/assets/dexie.js',
        '/assets/dialogs.js',
        '/assets/index.js',
        '/assets/login-page.js',
        '/assets/pwa.js',
        '/assets/react.js',
        '/assets/schemas.js',
      ].sort(),
    );
  });

  it("precaches what the page loads with the login form file by file, the shell's other files as one pack", () => {
    // The page loads the entry, the app (app-start) and the login's steps itself: the worker
    // takes those from the browser's cache (schemas too, which the shell also imports), and the
    // worker's registration. The
    // login route and the shell come after login: one answer at install. Another language's
    // catalogue is not loaded with the form, nor the dialogs of one it opens on a tap.
    const packed = ['/assets/app-shell.js', '/assets/dialogs.js', '/assets/login-page.js'];
    expect(plan.shellPack.sort()).toEqual(packed);
    expect(packGroups(plan)[SHELL_PACK]?.sort()).toEqual(packed);
  });

  it('lists in the precache the shell files the page loads, the shell pack, not the files packed', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'seaworthy-plan-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets/warm-shell-abc.pack'), 'x'.repeat(42));
    const packs = { [SHELL_PACK]: { url: '/assets/warm-shell-abc.pack', files: [] } };
    writeFileSync(join(dist, WARM_PLAN_FILE), JSON.stringify({ ...plan, packs }));
    const others = ['/index.html', '/icons/icon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];
    const entries = [...plan.all, ...others].map((u) => ({
      url: u.slice(1),
      revision: u.startsWith('/assets/') ? null : 'r1',
      size: 1,
    }));
    const { manifest } = await precacheOnlyShell(dist)(entries);
    expect(manifest.map((e) => e.url).sort()).toEqual(
      [
        'assets/app-start.js',
        'assets/dexie.js',
        'assets/index.js',
        'assets/pwa.js',
        'assets/react.js',
        'assets/schemas.js',
        'assets/warm-shell-abc.pack',
        // The logo the app shows; the PNG icons are the browser's (the home screen's).
        'icons/icon.svg',
        'index.html',
      ].sort(),
    );
    expect(manifest.find((e) => e.url.endsWith('.pack'))).toEqual({
      url: 'assets/warm-shell-abc.pack',
      revision: null,
      size: 42,
    });
  });

  it("warms each module's screens with what they import, never again what the shell has", () => {
    expect(plan.modules.hoursofrest?.sort()).toEqual([
      '/assets/calendar-page.js',
      '/assets/date-field.js',
      '/assets/new-preset-page.js',
      '/assets/vessel-details-page.js',
    ]);
    expect(plan.modules.leave?.sort()).toEqual([
      '/assets/date-field.js',
      '/assets/guidelines-page.js',
      '/assets/leave-page.js',
    ]);
    // The rules' Web Worker is no chunk of the graph: it comes with everyone's screens.
    expect(plan.core).toEqual([
      '/assets/login-steps.js',
      '/assets/welcome-page.js',
      '/assets/rules.worker-xyz.js',
    ]);
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

  it('leaves the admin screens, former employees and what only the server answers to their first use', () => {
    const warmed = [...plan.shell, ...plan.core, ...Object.values(plan.modules).flat()];
    for (const page of ['accounts-page', 'former-employees-page', 'forgot-password-dialog']) {
      expect(warmed).not.toContain(`/assets/${page}.js`);
      expect(plan.all).toContain(`/assets/${page}.js`);
    }
    // How leave works on the vessel is read at sea, an officer fills in the vessel details for the
    // rest forms offline, and crew make a preset at sea from the day editor: those stay with their
    // modules.
    expect(plan.modules.leave).toContain('/assets/guidelines-page.js');
    expect(plan.modules.hoursofrest).toContain('/assets/vessel-details-page.js');
    expect(plan.modules.hoursofrest).toContain('/assets/new-preset-page.js');
  });

  it("fetches the modules' packs as one for those who have them all: not core's, the shell's, a language's", () => {
    const groups = packGroups(plan);
    expect(Object.keys(groups)).toEqual(
      expect.arrayContaining(['core', SHELL_PACK, 'language-es', 'reports']),
    );
    expect(togetherGroups(groups, plan.loadedByCore).sort()).toEqual(['hoursofrest', 'leave', 'reports']);
  });

  it('leaves out of the together pack a pack the first screen loads anyway', () => {
    const withTile = build.map((c) =>
      c.fileName === 'assets/welcome-page.js' ? { ...c, dynamicImports: ['assets/calendar-page.js'] } : c,
    );
    const tiled = warmPlanOf(
      withTile,
      withTile.map((c) => c.fileName),
    );
    expect(tiled.loadedByCore).toEqual(['/assets/calendar-page.js']);
    expect(togetherGroups(packGroups(tiled), tiled.loadedByCore).sort()).toEqual(['leave', 'reports']);
  });

  it('packs every warmed file once, so a user fetches exactly the packs of the modules they have', () => {
    const packs = packGroups(plan);
    const packed = Object.values(packs).flat();
    expect(packed.sort()).toEqual(
      [...new Set([...plan.shellPack, ...plan.core, ...Object.values(plan.modules).flat()])].sort(),
    );
    // The date picker serves two modules: it goes with everyone's screens, not twice.
    expect(packs.core).toContain('/assets/date-field.js');
    for (const [module, urls] of Object.entries(plan.modules)) {
      const fetched = [...(packs.core ?? []), ...(packs[module] ?? [])];
      for (const u of urls) expect(fetched).toContain(u);
    }
    expect(packs.reports?.sort()).toEqual(['/assets/crew-guest-list-pdf.js', '/assets/pdf-writer.js']);
  });

  it("names each of the build's files once in the shipped plan, and the worker finds them all", () => {
    const packs: Record<string, WarmPack> = Object.fromEntries(
      Object.entries(packGroups(plan)).map(([g, urls]) => [
        g,
        {
          url: `/assets/warm-${g}.pack`,
          files: urls.map((url) => ({ url, type: 'text/javascript', size: 1 })),
        },
      ]),
    );
    const unlisted = unlistedFiles(plan, packs);
    // What comes on first use is named there, nothing the shell or a pack names already.
    expect(unlisted).toContain('/assets/accounts-page.js');
    expect(unlisted).not.toContain('/assets/app-shell.js');
    expect(unlisted).not.toContain('/assets/calendar-page.js');
    // So a worker dropping older builds' files keeps every file of this one, and only those.
    expect([...filesOfPlan({ shell: plan.shell, packs, unlisted })].sort()).toEqual([...plan.all].sort());
  });
});
