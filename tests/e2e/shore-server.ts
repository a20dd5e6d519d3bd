import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

/**
 * A server of a journey's own, which the journey stops and starts again (the shore going away
 * and coming back), unlike the shared servers that Playwright keeps up for the whole run.
 */
export function shoreServer(port: number) {
  const dataDir = `tests/.tmp/e2e-${port}`;
  const healthUrl = `http://localhost:${port}/api/v1/health`;
  let proc: ChildProcess | null = null;
  const answers = () =>
    fetch(healthUrl).then(
      (res) => res.ok,
      () => false,
    );

  return {
    url: `http://localhost:${port}`,
    /** A new data folder: the demo fleet is seeded on the first start. */
    fresh() {
      rmSync(dataDir, { recursive: true, force: true });
    },
    /** Starts the server on the same port and data folder, and waits for its first answer. */
    async start(timeoutMs = 120_000) {
      if (await answers()) throw new Error(`port ${port} is already in use: stop that server first`);
      proc = spawn('node', ['dist-server/index.js'], {
        env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
        stdio: 'ignore',
        detached: true, // its own process group, so stopping it stops anything it started too
      });
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (await answers()) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      await this.stop();
      throw new Error(`the server on port ${port} did not answer within ${timeoutMs / 1000} s`);
    },
    /** Stops it (SIGTERM to its process group) and waits until the port no longer answers. */
    async stop() {
      const running = proc;
      proc = null;
      if (!running?.pid || running.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
      process.kill(-running.pid, 'SIGTERM');
      await exited;
      const until = Date.now() + 10_000;
      while (await answers()) {
        if (Date.now() > until) process.kill(-running.pid, 'SIGKILL');
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}
