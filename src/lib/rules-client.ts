import { type Remote, wrap } from 'comlink';
import type { RulesApi } from '../../workers/rules-api';

let remote: Remote<RulesApi> | null = null;

/** The rules worker, started on first use and shared by every screen. */
export function rulesWorker(): Remote<RulesApi> {
  remote ??= wrap<RulesApi>(
    new Worker(new URL('../../workers/rules.worker.ts', import.meta.url), { type: 'module' }),
  );
  return remote;
}
