import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPglite } from '../db/client';
import { type JobQueue, startJobQueue } from './job-queue';

/** The queue as the server runs it: a worker that polls, not a test draining it. */
describe('the job worker', () => {
  let queue: JobQueue | undefined;
  afterEach(async () => {
    await queue?.stop();
  });

  it('runs a long queue through, and a failing job fails alone: the others run once', async () => {
    const db = await openPglite();
    const ran: number[] = [];
    const errors: unknown[] = [];
    const handler = async ({ n }: { n: number }) => {
      ran.push(n);
      if (n === 7) throw new Error('the mail server said no');
    };
    // 45 jobs wait, as after a phone came back with a week of saves...
    const sender = await startJobQueue(db, { mail: handler as never }, { work: false, log: () => {} });
    for (let n = 1; n <= 45; n++) await sender.send(db, 'mail', { n });
    await sender.stop();
    // ...and the worker polls every 30 s: it must not wait for the next poll between batches.
    queue = await startJobQueue(
      db,
      { mail: handler as never },
      { work: true, pollingSeconds: 30, log: (e) => errors.push(e) },
    );
    await vi.waitFor(() => expect(ran.length).toBeGreaterThanOrEqual(45), { timeout: 20_000, interval: 200 });
    expect([...ran].sort((a, b) => a - b)).toEqual(Array.from({ length: 45 }, (_, i) => i + 1));
    expect(errors.map(String)).toEqual(['Error: the mail server said no']);
  }, 40_000);
  it('starts its workers once the server listens, and runs what was sent before', async () => {
    const db = await openPglite();
    const ran: number[] = [];
    let listening = () => {};
    const workAfter = new Promise<void>((resolve) => {
      listening = resolve;
    });
    const handler = async ({ n }: { n: number }) => void ran.push(n);
    queue = await startJobQueue(
      db,
      { mail: handler as never },
      { work: true, pollingSeconds: 1, workAfter, log: () => {} },
    );
    await queue.send(db, 'mail', { n: 1 });
    listening();
    await vi.waitFor(() => expect(ran).toEqual([1]), { timeout: 20_000, interval: 200 });
  });
});
