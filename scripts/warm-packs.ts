import type { Plugin } from 'vite';
import {
  type ChunkLike,
  languageWarmKey,
  packGroups,
  SHELL_PACK,
  type ShippedPlan,
  unlistedFiles,
  WARM_PLAN_FILE,
  type WarmPack,
  type WarmPlan,
  warmPlanOf,
} from './precache-plan';

/** The packs of a build's plan (scripts/precache-plan.ts), written beside its assets. */

const TYPES: Record<string, string> = { js: 'text/javascript', css: 'text/css', json: 'application/json' };

/**
 * The packs the together pack holds: the modules', not core's, the shell's or a language's, nor
 * one that everyone's screens load when they show (WarmPlan.loadedByCore).
 */
export function togetherGroups(byGroup: Record<string, string[]>, loadedByCore: readonly string[]) {
  const eager = new Set(loadedByCore);
  return Object.keys(byGroup).filter(
    (g) =>
      g !== 'core' &&
      g !== SHELL_PACK &&
      !g.startsWith(languageWarmKey('')) &&
      !(byGroup[g] ?? []).some((u) => eager.has(u)),
  );
}

/** Writes a pack of these files (and its .br and .gz) beside the build's assets. */
async function writePack(dir: string, group: string, urls: string[]): Promise<WarmPack> {
  const { readFile, writeFile } = await import('node:fs/promises');
  const { createHash } = await import('node:crypto');
  const { brotliCompress, constants, gzipSync } = await import('node:zlib');
  const { promisify } = await import('node:util');
  const bodies = await Promise.all(urls.map((u) => readFile(`${dir}${u}`)));
  const raw = Buffer.concat(bodies);
  const name = `assets/warm-${group}-${createHash('sha256').update(raw).digest('hex').slice(0, 10)}.pack`;
  await writeFile(`${dir}/${name}`, raw);
  // Off the main thread (libuv's pool): the packs compress side by side.
  const br = await promisify(brotliCompress)(raw, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
  await writeFile(`${dir}/${name}.br`, br);
  await writeFile(`${dir}/${name}.gz`, gzipSync(raw, { level: 9 }));
  const files = urls.map((u, i) => ({
    url: u,
    type: TYPES[u.split('.').pop() ?? ''] ?? 'application/octet-stream',
    size: bodies[i]!.length,
  }));
  return { url: `/${name}`, files };
}

/** Writes each pack and the together pack; returns them for the plan. */
async function writePacks(dir: string, plan: WarmPlan): Promise<Pick<WarmPlan, 'packs' | 'together'>> {
  const byGroup = packGroups(plan);
  const written = await Promise.all(
    Object.entries(byGroup).map(async ([group, urls]) => [group, await writePack(dir, group, urls)] as const),
  );
  const packs = Object.fromEntries(written);
  const groups = togetherGroups(byGroup, plan.loadedByCore);
  if (groups.length < 2) return { packs };
  const pack = await writePack(
    dir,
    'modules',
    groups.flatMap((g) => byGroup[g] ?? []),
  );
  return { packs, together: { groups, pack } };
}

export function warmPlanPlugin(): Plugin {
  return {
    name: 'seaworthy-warm-plan',
    apply: 'build',
    // After writing: the bundle is final then (CSS-only chunks are gone).
    async writeBundle(options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk') as unknown as ChunkLike[];
      const dir = options.dir ?? 'dist';
      const plan = warmPlanOf(chunks, Object.keys(bundle));
      const { packs, together } = await writePacks(dir, plan);
      const { writeFile } = await import('node:fs/promises');
      // Without the lists of core's and each module's files: the packs hold them (the worker
      // reads the plan over the link at install).
      const shipped: ShippedPlan = {
        shell: plan.shell,
        shellPack: plan.shellPack,
        unlisted: unlistedFiles(plan, packs),
        packs,
        together,
      };
      await writeFile(`${dir}/${WARM_PLAN_FILE}`, JSON.stringify(shipped));
    },
  };
}
