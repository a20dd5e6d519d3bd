import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readImportGraph } from '../scripts/import-zones';

const repo = resolve(import.meta.dirname, '..');

/** Every source file sw.ts reaches through its imports. */
function reachedFromWorker(): Set<string> {
  const graph = readImportGraph(repo);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { target } of graph.get(file) ?? []) if (target) visit(target);
  };
  visit('sw/sw.ts');
  return seen;
}

describe("the service worker's code (issue 34, goal 4: sw.js under 30 KB)", () => {
  it('replays the outbox without the message catalogue: words are put in a language where shown', () => {
    const reached = reachedFromWorker();
    expect(reached.has('src/sync/run-sync.ts')).toBe(true);
    expect([...reached].filter((f) => f.startsWith('src/i18n/') && f !== 'src/i18n/msg.ts')).toEqual([]);
  });
});
