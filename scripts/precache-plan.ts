/**
 * What the service worker keeps, decided at build time from the chunk graph (issue 34, goal 4):
 * `shell` is precached at install (the entry, the login form, the app shell, the first screen);
 * each module's screens are fetched into the runtime cache after login for a user who has the
 * module (`modules`, the reports' device PDF engine with them), the screens everyone has with
 * them (`core`); the admin screens only on first use. `all` lets the worker drop chunks of older builds.
 * `packs` carry the warmed files in a few answers instead of one each (see WarmPack).
 * Written to dist/warm-plan.json, which the worker precaches.
 */
export interface WarmPlan {
  shell: string[];
  /**
   * The shell's files the page does not load itself with the login form (the app shell after
   * login, its dialogs): the worker precaches them as one pack (`packs.shell`), not one request
   * each (some 35 answers of about 760 B of headers on the link). What the page loads itself it
   * precaches file by file: those come from the browser's cache, not over the link again.
   */
  shellPack: string[];
  core: string[];
  modules: Record<string, string[]>;
  /**
   * What everyone's screens load when they show (the welcome page's "log today" is the hours of
   * rest's): the pack of such a file comes on its own with the first screen, not together.
   */
  loadedByCore: string[];
  all: string[];
  packs: Record<string, WarmPack>;
  /**
   * The modules' packs (not core's, the shell's or a language's) one after another in one pack:
   * a user who has every module (a fleet manager, the crew of a vessel with them all) fetches it
   * instead of each, compressed as one (shared words of React code: some 20 KB less on the link).
   */
  together?: TogetherPack;
}

/**
 * The plan as written to dist/warm-plan.json, which the worker reads: instead of `all`, the
 * files neither in the shell nor in a pack (sw/plan-files.ts puts them together again).
 */
export type ShippedPlan = Omit<WarmPlan, 'core' | 'modules' | 'loadedByCore' | 'all'> & {
  unlisted: string[];
};

/** The build's files the shell and the packs do not name (WarmPlan.all without them). */
export function unlistedFiles(
  plan: Pick<WarmPlan, 'all' | 'shell'>,
  packs: Record<string, WarmPack>,
): string[] {
  const listed = new Set([...plan.shell, ...Object.values(packs).flatMap((p) => p.files.map((f) => f.url))]);
  return plan.all.filter((u) => !listed.has(u));
}

export interface TogetherPack {
  /** The packs it holds, by their keys in `packs`. */
  groups: string[];
  pack: WarmPack;
}

/**
 * The files warmed for `core` or one module, one after another in one file (sizes say where
 * each ends): over the link one answer instead of dozens, each of which carried about 850 B of
 * headers, and compressed as one. A file that several modules need but not everyone goes with
 * `core`, so each file is in one pack and a user fetches only the packs of what they have.
 */
export interface WarmPack {
  url: string;
  files: { url: string; type: string; size: number }[];
}

export const WARM_PLAN_FILE = 'warm-plan.json';

/** The plan's key of a language's catalogue, warmed like a module for those who chose it. */
export const languageWarmKey = (code: string) => `language-${code}`;

/**
 * The screens precached with the shell: the login form, the app (the router, Dexie: the entry
 * loads them apart, src/app/main.tsx), the shell, and the screen after login.
 */
const SHELL_SCREENS = [
  /\/features\/access\/pages\/login-page\./,
  /\/app\/app-start\./,
  /\/app\/layouts\/app-shell\./,
];
/**
 * Fetched only when first used, by anyone (issue 34, goal 4: "the rest, admin screens, on first
 * use, cached from then on"): the admin screens (users, settings, approval groups, departments,
 * accounts) and the screens that need the server anyway (registration, a new password, two-factor
 * set-up, the support form). Opened at sea never online, such a screen says its code did not
 * arrive (ScreenErrorBoundary). (The device PDF engine is not among them: the crew and guest list
 * is built on the device at sea, so it warms with the reports.)
 */
const FIRST_USE = [
  /\/features\/accounts\//,
  /\/features\/access\/pages\/(register|reset-password|change-password|setup-two-factor|two-factor-settings|action)-page\./,
  // The login form's steps that only the server answers: asking for a new password, the
  // two-factor code of a login (a login offline never gets that far).
  /\/features\/access\/components\/(forgot-password-dialog|two-factor-code-form)\./,
  /\/features\/crew\/pages\/departments-page\./,
  /\/features\/document-library\/pages\/docs-settings-page\./,
  /\/features\/fleet\/pages\/(add-vessel|support)-page\./,
  // A module's set-up, and who left: former employees (level 5 and the approval group, read
  // from the server anyway). (Not the hours-of-rest vessel details, which an officer fills in
  // offline for the rest forms, nor a new rest preset: crew make one from the day editor at sea.)
  /\/features\/leave\/pages\/(leave-settings|former-employees|former-profile)-page\./,
  /\/features\/rest-hours\/pages\/(settings|approval-group)-page\./,
  /\/features\/users\/pages\//,
];
/** A feature folder's module key (domain/access/modules.ts); other folders are everyone's. */
const MODULE_OF_FOLDER: Record<string, string> = {
  'rest-hours': 'hoursofrest',
  leave: 'leave',
  certificates: 'certs',
  'document-library': 'docs',
  reports: 'reports',
  guests: 'reports',
  crew: 'crew',
};

/**
 * What the login form opens only on a tap, not on the way in: the forgot-password dialog. The
 * shell's dialogs it imports (react-aria's overlays, some 44 KB) go in the shell's pack, one
 * answer compressed as one (3.5 KB less than apart); opened before the worker is installed, they
 * would cross the link twice, but a first visit logs in rather than asks for a new password.
 */
const OPENED_ON_A_TAP = /\/features\/access\/components\/forgot-password-dialog\./;
/** Loaded by the page itself before the worker is there: it registers the worker. */
const REGISTERS_THE_WORKER = /\/src\/app\/pwa\./;
/** A language's compiled catalogue (src/i18n/compiled/<code>.ts). */
const LANGUAGE_CATALOGUE = /\/src\/i18n\/compiled\/(\w+)\./;

export interface ChunkLike {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports?: string[];
  /** The source modules in the chunk (a shared chunk has no facade). */
  moduleIds?: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** The plan of a build, from its chunks and the names of all its files. */
export function warmPlanOf(chunks: ChunkLike[], files: string[]): WarmPlan {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  // A chunk, the chunks it imports statically and their CSS: what it needs to run.
  const closure = (roots: ChunkLike[]) => {
    const seen = new Set<string>();
    const visit = (c: ChunkLike | undefined) => {
      if (!c || seen.has(c.fileName)) return;
      seen.add(c.fileName);
      for (const css of c.viteMetadata?.importedCss ?? []) seen.add(css);
      for (const i of c.imports) visit(byName.get(i));
    };
    for (const r of roots) visit(r);
    return seen;
  };
  const facade = (c: ChunkLike) => c.facadeModuleId ?? '';
  const shell = closure(chunks.filter((c) => c.isEntry || SHELL_SCREENS.some((r) => r.test(facade(c)))));
  // What the login form's page may load itself: the entry, what it imports on the way in (the
  // app meanwhile, the login's steps, the two-factor form: src/app/main.tsx) but another
  // language's catalogue or a dialog opened on a tap, and the worker's registration. Precached file by file, these come from
  // the browser's cache when the page loaded them: in the pack they would cross the link twice.
  const entries = chunks.filter((c) => c.isEntry);
  const onTheWayIn = [...closure(entries)]
    .flatMap((f) => byName.get(f)?.dynamicImports ?? [])
    .map((f) => byName.get(f))
    .filter(
      (c): c is ChunkLike =>
        c !== undefined && !LANGUAGE_CATALOGUE.test(facade(c)) && !OPENED_ON_A_TAP.test(facade(c)),
    );
  const withLoginForm = closure([
    ...entries,
    ...onTheWayIn,
    ...chunks.filter((c) => (c.moduleIds ?? []).some((m) => REGISTERS_THE_WORKER.test(m))),
  ]);
  const screens = chunks.filter(
    (c) => c.isDynamicEntry && !shell.has(c.fileName) && !FIRST_USE.some((r) => r.test(facade(c))),
  );
  const moduleOf = (c: ChunkLike) => {
    if (/\/src\/reports\//.test(facade(c))) return 'reports';
    // A language's catalogue warms for the users who read the app in it (languageWarmKey).
    const language = LANGUAGE_CATALOGUE.exec(facade(c))?.[1];
    if (language) return languageWarmKey(language);
    const folder = /\/src\/features\/([^/]+)\//.exec(facade(c))?.[1] ?? '';
    return MODULE_OF_FOLDER[folder] ?? 'core';
  };
  const groups: Record<string, Set<string>> = {};
  for (const c of screens) {
    const key = moduleOf(c);
    const set = groups[key] ?? new Set<string>();
    for (const f of closure([c])) if (!shell.has(f)) set.add(f);
    groups[key] = set;
  }
  const url = (f: string) => `/${f}`;
  const { core = new Set<string>(), ...modules } = groups;
  // Web Workers are built apart from the chunk graph: the rules run offline on every screen.
  for (const f of files) if (/^assets\/[^/]+\.worker-[^/]+\.js$/.test(f)) core.add(f);
  return {
    shell: [...shell].map(url),
    shellPack: [...shell].filter((f) => !withLoginForm.has(f)).map(url),
    core: [...core].map(url),
    modules: Object.fromEntries(Object.entries(modules).map(([k, v]) => [k, [...v].map(url)])),
    loadedByCore: [...core].flatMap((f) => byName.get(f)?.dynamicImports ?? []).map(url),
    all: files.filter((f) => f.startsWith('assets/') && !/\.(br|gz)$/.test(f)).map(url),
    packs: {},
  };
}

/** The pack of the shell's files (WarmPlan.shellPack): the worker precaches it at install. */
export const SHELL_PACK = 'shell';

/** Which pack each warmed file goes in: its one module's, else core's; the shell's own. */
export function packGroups(plan: Pick<WarmPlan, 'core' | 'modules' | 'shellPack'>): Record<string, string[]> {
  const owners = new Map<string, string[]>();
  for (const [m, urls] of Object.entries(plan.modules))
    for (const u of urls) owners.set(u, [...(owners.get(u) ?? []), m]);
  const groups: Record<string, string[]> = { core: [...plan.core] };
  if (plan.shellPack.length > 0) groups[SHELL_PACK] = [...plan.shellPack];
  for (const [u, ms] of owners) {
    if (plan.core.includes(u)) continue;
    const group = ms.length === 1 ? (ms[0] as string) : 'core';
    groups[group] = [...(groups[group] ?? []), u];
  }
  return groups;
}

/**
 * Icons only the browser fetches (install prompt, splash screen of the OS, iOS's home-screen
 * icon, kept by the OS when the app is added): not the worker's. The logos the app shows are
 * SVG (src/domain/brand/brand.ts).
 */
const BROWSER_ONLY = /^icons\/((icon|maskable)-(192|512)|apple-touch-icon)\.png$/;

/**
 * vite-plugin-pwa's manifest transform: of the built files, the precache keeps the shell's
 * assets and the small files beside index.html (the plan itself among them); the shell's files
 * the page did not load go in the shell's pack (WarmPlan.shellPack), which the precache keeps.
 */
export function precacheOnlyShell(distDir: string) {
  return async <E extends { url: string; revision: string | null; size: number }>(entries: E[]) => {
    const { readFile, stat } = await import('node:fs/promises');
    const plan = JSON.parse(await readFile(`${distDir}/${WARM_PLAN_FILE}`, 'utf8')) as ShippedPlan;
    const packed = new Set(plan.shellPack);
    const shell = new Set(plan.shell.filter((u) => !packed.has(u)).map((u) => u.slice(1)));
    const manifest: { url: string; revision: string | null; size: number }[] = entries.filter((e) =>
      e.url.startsWith('assets/') ? shell.has(e.url) : !BROWSER_ONLY.test(e.url),
    );
    const pack = plan.packs[SHELL_PACK];
    // Its name carries its hash, as the assets' do: no revision needed.
    if (pack)
      manifest.push({
        url: pack.url.slice(1),
        revision: null,
        size: (await stat(`${distDir}${pack.url}`)).size,
      });
    return { manifest, warnings: [] };
  };
}
