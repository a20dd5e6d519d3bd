import type { ShippedPlan } from '../scripts/precache-plan';

/**
 * Every asset of the plan's build: the shell's, those in its packs and the rest (first use).
 * The plan lists each once, not a list of them all besides (warm-plan.json crosses the link
 * at install).
 */
export const filesOfPlan = (plan: Pick<ShippedPlan, 'shell' | 'packs' | 'unlisted'>): Set<string> =>
  new Set([
    ...plan.shell,
    ...Object.values(plan.packs).flatMap((p) => p.files.map((f) => f.url)),
    ...plan.unlisted,
  ]);
