import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLinkMonitor, TimeoutError, timedFetch } from './link-monitor';

/** A server that answers, refuses, or never answers (the satellite is down, Wi-Fi is up). */
function fakeServer() {
  const server = {
    mode: 'up' as 'up' | 'refuse' | 'hang' | 'gateway' | 'slow',
    /** How long the 'slow' link takes to answer (a satellite link in a bad patch). */
    delayMs: 12_000,
    calls: [] as string[],
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
      server.calls.push(String(input));
      if (server.mode === 'slow')
        return new Promise<Response>((resolve, reject) => {
          const t = setTimeout(() => resolve(new Response('{}', { status: 200 })), server.delayMs);
          init?.signal?.addEventListener('abort', () => {
            clearTimeout(t);
            reject(new DOMException('aborted', 'AbortError'));
          });
        });
      if (server.mode === 'refuse') return Promise.reject(new TypeError('Failed to fetch'));
      if (server.mode === 'gateway') return Promise.resolve(new Response('', { status: 504 }));
      if (server.mode === 'up') return Promise.resolve(new Response('{}', { status: 200 }));
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    }) as typeof fetch,
  };
  return server;
}

function monitor(server: ReturnType<typeof fakeServer>, networkUp = true) {
  return createLinkMonitor({
    fetch: server.fetch,
    baseUrl: '/api/v1',
    networkUp,
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('link monitor', () => {
  it('a refused sync shows the shore cannot be reached, and the probe brings it back by itself', async () => {
    const server = fakeServer();
    const link = monitor(server);
    const back = vi.fn();
    link.onShoreBack(back);
    server.mode = 'refuse';
    await expect(link.fetch('/api/v1/sync')).rejects.toThrow();
    expect(link.state()).toBe('no-shore');

    // First probe 5 s later: still down.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.calls.filter((c) => c === '/api/v1/health')).toHaveLength(1);
    expect(link.state()).toBe('no-shore');

    // The link returns; the next probe (10 s later) finds it without anyone tapping.
    server.mode = 'up';
    await vi.advanceTimersByTimeAsync(10_000);
    expect(link.state()).toBe('connected');
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('a listener that fails does not fail the request whose answer brought the shore back', async () => {
    const server = fakeServer();
    const link = monitor(server);
    const after = vi.fn();
    link.onShoreBack(() => {
      throw new Error('a listener that fails');
    });
    link.onShoreBack(after);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.mode = 'refuse';
    await expect(link.fetch('/api/v1/sync')).rejects.toThrow();
    server.mode = 'up';
    const res = await link.fetch('/api/v1/sync');
    expect(res.status).toBe(200);
    expect(link.state()).toBe('connected');
    expect(after).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });

  it('a request that hangs shows the middle state within 30 s, long before its own 120 s', async () => {
    const server = fakeServer();
    const link = monitor(server);
    server.mode = 'hang';
    const sync = link.fetch('/api/v1/sync').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(link.state()).toBe('no-shore');
    // The request itself gives up at 120 s: no spinner waits for ever.
    await vi.advanceTimersByTimeAsync(91_000);
    expect(await sync).toBeInstanceOf(TimeoutError);
  });

  it('a shore that goes away between two syncs shows within 30 s, its packets lost or refused', async () => {
    for (const mode of ['hang', 'refuse'] as const) {
      const server = fakeServer();
      const link = monitor(server);
      await link.fetch('/api/v1/sync');
      server.mode = mode;
      // No request of the app's own for a while (the next sync is 30 s away): the probe asks.
      await vi.advanceTimersByTimeAsync(14_000);
      expect(server.calls).toEqual(['/api/v1/sync']);
      await vi.advanceTimersByTimeAsync(15_000);
      expect(link.state()).toBe('no-shore');
    }
  });

  it('connected, each request puts the quiet probe off, and a page nobody looks at (hidden, or left untouched) has none', async () => {
    const server = fakeServer();
    let watched = true;
    const link = createLinkMonitor({
      fetch: server.fetch,
      baseUrl: '/api/v1',
      networkUp: true,
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
      watched: () => watched,
    });
    for (let i = 0; i < 4; i++) {
      await link.fetch('/api/v1/sync');
      await vi.advanceTimersByTimeAsync(10_000);
    }
    expect(server.calls.filter((c) => c.endsWith('/health'))).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.calls.filter((c) => c.endsWith('/health'))).toHaveLength(1);
    watched = false;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.calls.filter((c) => c.endsWith('/health'))).toHaveLength(1);
  });

  it('a slow link that answers every request in 12 s is never called unreachable (field s58, item 7)', async () => {
    const server = fakeServer();
    const link = monitor(server);
    await link.fetch('/api/v1/sync');
    const seen: string[] = [];
    link.subscribe(() => seen.push(link.state()));
    server.mode = 'slow';
    // Save today, then the page's own sync every 30 s, for three minutes.
    for (let i = 0; i < 6; i++) {
      void link.fetch('/api/v1/sync');
      await vi.advanceTimersByTimeAsync(30_000);
    }
    expect(server.calls.filter((c) => c.endsWith('/health')).length).toBeGreaterThan(0);
    expect(seen).toEqual([]);
    expect(link.state()).toBe('connected');
  });

  it('a probe that runs out of time while another request got its answer says nothing new', async () => {
    const server = fakeServer();
    const link = monitor(server);
    await link.fetch('/api/v1/sync');
    server.mode = 'slow';
    server.delayMs = 20_000;
    const seen: string[] = [];
    link.subscribe(() => seen.push(link.state()));
    // The sync is slow: the probe asks at 15 s, the sync answers at 20 s, the probe gives up at 25 s.
    const sync = link.fetch('/api/v1/sync');
    await vi.advanceTimersByTimeAsync(26_000);
    expect((await sync).status).toBe(200);
    expect(server.calls.filter((c) => c.endsWith('/health'))).toHaveLength(1);
    expect(seen).toEqual([]);
    expect(link.state()).toBe('connected');
  });

  it('a link that got slow with nothing else asking is learnt by the next probe, which waits longer', async () => {
    const server = fakeServer();
    const link = monitor(server);
    await link.fetch('/api/v1/sync');
    server.mode = 'slow';
    // The quiet probe at 15 s is the first to meet the slow link: its 10 s run out.
    await vi.advanceTimersByTimeAsync(26_000);
    expect(link.state()).toBe('no-shore');
    // The next one, 5 s later, waits 20 s and hears the answer at 12 s.
    await vi.advanceTimersByTimeAsync(5_000 + 12_000);
    expect(link.state()).toBe('connected');
  });

  it('a shore that refuses shows at once, however slow the link was before', async () => {
    const server = fakeServer();
    const link = monitor(server);
    server.mode = 'slow';
    await Promise.all([link.fetch('/api/v1/sync'), vi.advanceTimersByTimeAsync(12_000)]);
    for (const mode of ['refuse', 'gateway'] as const) {
      server.mode = mode;
      await link.fetch('/api/v1/sync').catch(() => undefined);
      expect(link.state()).toBe('no-shore');
      server.mode = 'up';
      await link.fetch('/api/v1/sync');
    }
  });

  it("a gateway's 504 counts as no answer; the server's own error as an answer", async () => {
    const server = fakeServer();
    const link = monitor(server);
    server.mode = 'gateway';
    await link.fetch('/api/v1/me');
    expect(link.state()).toBe('no-shore');
    server.mode = 'up';
    await link.fetch('/api/v1/me');
    expect(link.state()).toBe('connected');
  });

  it('without a network it does not probe, and says no network', async () => {
    const server = fakeServer();
    const link = monitor(server, false);
    server.mode = 'refuse';
    await expect(link.fetch('/api/v1/sync')).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(link.state()).toBe('no-network');
    expect(server.calls).toEqual(['/api/v1/sync']);
  });

  it('a caller that gives up itself says nothing about the link', async () => {
    const server = fakeServer();
    const link = monitor(server);
    server.mode = 'hang';
    const stop = new AbortController();
    const call = link.fetch('/api/v1/users', { signal: stop.signal }).catch((e: unknown) => e);
    stop.abort();
    expect(await call).toBeInstanceOf(DOMException);
    expect(link.state()).toBe('connected');
  });

  it('timedFetch lets a quick answer through', async () => {
    const server = fakeServer();
    const res = await timedFetch(server.fetch, '/api/v1/health');
    expect(res.status).toBe(200);
  });
});
