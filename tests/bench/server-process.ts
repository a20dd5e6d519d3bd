import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/** How `npm start` runs the server: the compiled JavaScript (scripts/build-server.mjs). */
export const COMPILED_SERVER = ['node', '--enable-source-maps', 'dist-server/index.js'];
/** The server run from its TypeScript sources, as the journeys do (tsx). */
export const SOURCE_SERVER = ['npx', 'tsx', 'server/src/index.ts'];

/**
 * Starts the real server on a data folder and measures the time to its first answer, and the
 * CPU time the process had used by then (Linux; 0 elsewhere), which a loaded machine blurs less.
 * `cwd`: the checkout whose build runs (another one's, for a side-by-side comparison).
 */
export async function startServer(
  dataDir: string,
  port: number,
  command: string[] = COMPILED_SERVER,
  cwd?: string,
): Promise<{ ms: number; cpuMs: number; proc: ChildProcess }> {
  const busy = await fetch(`http://localhost:${port}/api/v1/health`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${port} is already in use: stop that server first`);
  const started = performance.now();
  const [program, ...args] = command;
  const proc = spawn(program!, args, {
    cwd,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: 'ignore',
    detached: true, // its own process group, so stopping it stops npx's child too
  });
  for (let i = 0; i < 4800; i++) {
    try {
      const res = await fetch(`http://localhost:${port}/api/v1/health`);
      if (res.ok) return { ms: performance.now() - started, cpuMs: cpuMsOf(proc.pid!), proc };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  process.kill(-proc.pid!, 'SIGKILL');
  throw new Error('server did not start within 2 minutes');
}

/** User and system time of a process so far, from /proc (in clock ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return 0;
  const fields = readFileSync(stat, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export function stopServer(proc: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    proc.once('exit', () => resolve());
    process.kill(-proc.pid!, 'SIGTERM');
  });
}
