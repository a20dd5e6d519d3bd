import { spawnSync } from 'node:child_process';
import type { CliAnswer } from '../../scripts/cli/cli-answer';

/**
 * Runs one of our command-line tools for real (`npm run -s <script>` runs it so): stdin in, its
 * exit code and output back. The cases call the tool's function in-process; this proves its shell.
 */
export function runTool(script: string, stdin: string): CliAnswer {
  // The local tsx rather than npx: npx adds a second to every start.
  const r = spawnSync('node_modules/.bin/tsx', [script], { input: stdin, encoding: 'utf8' });
  return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
}
