import type { Plugin } from 'vite';

/**
 * What the service worker keeps, decided at build time from the chunk graph (issue 34, goal 4):
 * `shell` is precached at install (the entry, the login form, the app shell, the first screen);
 * each module's screens are fetched into the runtime cache after login for a user who has the
 * module (`modules`, the reports' device PDF engine with them), the screens everyone has with
 * them (`core`); the admin screens only on first use. `all` lets the worker drop chunks of older builds.
 * Written to dist/warm-plan.json, which the worker precaches.
 */
export interface WarmPlan {
  shell: string[];
  core: string[];
  modules: Record<string, string[]>;
  all: string[];
}

export const WARM_PLAN_FILE = 'warm-plan.json';

/** The plan's key of a language's catalogue, warmed like a module for those who chose it. */
export const languageWarmKey = (code: string) => `language-${code}`;

/** The screens precached with the shell: the login form, the shell, and the screen after login. */
const SHELL_SCREENS = [/\/features\/access\/pages\/login-page\./, /\/app\/layouts\/app-shell\./];
/**
 * Fetched only when first used, by anyone: admin screens. (The device PDF engine is not among
 * them: the crew and guest list is built on the device at sea, so it warms with the reports.)
 */
const FIRST_USE = [
  /\/features\/accounts\//,
  /\/features\/crew\/pages\/departments-page\./,
  /\/features\/fleet\/pages\/add-vessel-page\./,
  /\/features\/users\/pages\/user-form-page\./,
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

export interface ChunkLike {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
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
  const screens = chunks.filter(
    (c) => c.isDynamicEntry && !shell.has(c.fileName) && !FIRST_USE.some((r) => r.test(facade(c))),
  );
  const moduleOf = (c: ChunkLike) => {
    if (/\/src\/reports\//.test(facade(c))) return 'reports';
    // A language's catalogue warms for the users who read the app in it (languageWarmKey).
    const language = /\/src\/i18n\/compiled\/(\w+)\./.exec(facade(c))?.[1];
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
    core: [...core].map(url),
    modules: Object.fromEntries(Object.entries(modules).map(([k, v]) => [k, [...v].map(url)])),
    all: files.filter((f) => f.startsWith('assets/') && !/\.(br|gz)$/.test(f)).map(url),
  };
}

export function warmPlanPlugin(): Plugin {
  return {
    name: 'seaworthy-warm-plan',
    apply: 'build',
    // After writing: the bundle is final then (CSS-only chunks are gone).
    async writeBundle(options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk') as unknown as ChunkLike[];
      const plan = warmPlanOf(chunks, Object.keys(bundle));
      const { writeFile } = await import('node:fs/promises');
      await writeFile(`${options.dir ?? 'dist'}/${WARM_PLAN_FILE}`, JSON.stringify(plan));
    },
  };
}

/** Icons only the browser fetches (install prompt, splash screen of the OS): not the worker's. */
const BROWSER_ONLY = /^icons\/(icon|maskable)-512\.png$/;

/**
 * vite-plugin-pwa's manifest transform: of the built files, the precache keeps the shell's
 * assets and the small files beside index.html (the plan itself among them).
 */
export function precacheOnlyShell(distDir: string) {
  return async <E extends { url: string }>(entries: E[]) => {
    const { readFile } = await import('node:fs/promises');
    const plan = JSON.parse(await readFile(`${distDir}/${WARM_PLAN_FILE}`, 'utf8')) as WarmPlan;
    const shell = new Set(plan.shell.map((u) => u.slice(1)));
    const manifest = entries.filter((e) =>
      e.url.startsWith('assets/') ? shell.has(e.url) : !BROWSER_ONLY.test(e.url),
    );
    return { manifest, warnings: [] };
  };
}
