import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredBodyLimit } from './declared-body-limit';

/** A route behind a 100-byte limit that answers the length of the body it read. */
function limitedApp() {
  const app = new Hono();
  app.use(
    '*',
    declaredBodyLimit(100, (c) => c.json({ message: 'too large' }, 413)),
  );
  app.post('/', async (c) => c.json({ read: (await c.req.text()).length }));
  app.get('/', (c) => c.json({ ok: true }));
  return app;
}

describe('a body limit judged by the declared length', () => {
  it('refuses a body declared over the limit before reading it, and passes one within it', async () => {
    const app = limitedApp();
    const over = await app.request('/', {
      method: 'POST',
      body: 'x'.repeat(50),
      headers: { 'content-length': '101' },
    });
    expect(over.status).toBe(413);
    const within = await app.request('/', {
      method: 'POST',
      body: 'x'.repeat(100),
      headers: { 'content-length': '100' },
    });
    expect(await within.json()).toEqual({ read: 100 });
  });

  it('counts a body sent without a length as it streams in', async () => {
    const app = limitedApp();
    const chunks = (n: number) =>
      new ReadableStream({
        start(c) {
          for (let i = 0; i < n; i++) c.enqueue(new TextEncoder().encode('x'.repeat(40)));
          c.close();
        },
      });
    const post = (n: number) =>
      app.request('/', { method: 'POST', body: chunks(n), duplex: 'half' } as RequestInit);
    expect((await post(3)).status).toBe(413);
    expect(await (await post(2)).json()).toEqual({ read: 80 });
  });

  it('lets a GET through whatever its headers say', async () => {
    const res = await limitedApp().request('/', { headers: { 'content-length': '5000' } });
    expect(res.status).toBe(200);
  });
});

/**
 * The declared-length limit as the Node server meets it, bytes on a socket: a client may declare
 * one length and send another, send no length at all, declare an absurd one, or put a body on a
 * GET. Behind a 100-byte limit a route answers the length of the body it read.
 */
let server: ReturnType<typeof serve>;
let port = 0;
beforeAll(async () => {
  const app = limitedApp();
  await new Promise<void>((listening) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => listening());
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  if ('closeAllConnections' in server) server.closeAllConnections();
  await new Promise((closed) => server.close(closed));
});

/** Sends `raw` and gives what the server wrote back until it closed the connection (or 2 s passed). */
function exchange(raw: string): Promise<string> {
  return new Promise((done, failed) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const stop = setTimeout(() => socket.destroy(), 2000);
    socket.on('data', (d) => {
      answer += d.toString();
    });
    socket.on('close', () => {
      clearTimeout(stop);
      done(answer);
    });
    socket.on('error', failed);
    socket.write(raw);
  });
}

const post = (headers: string, body: string) =>
  exchange(`POST / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${headers}\r\n${body}`);
const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);

describe('a body limit judged by the declared length, on a socket', () => {
  it('reads no more than the length declared: what follows is refused as a request of its own', async () => {
    const answer = await post('Content-Length: 10\r\n', 'x'.repeat(5000));
    expect(answer).not.toMatch(/"read":(?!10\b)\d+/);
    expect(statusOf(answer)).toBe(400);
    expect(await post('Content-Length: 10\r\n', 'x'.repeat(10))).toContain('{"read":10}');
  });

  it('refuses a length declared over the limit at once, without waiting for the body', async () => {
    for (const length of ['101', '000000000000000000000000101', '9007199254740993'])
      expect(statusOf(await post(`Content-Length: ${length}\r\n`, 'x'))).toBe(413);
  });

  it('leaves a length that is no number, or too long for one, to the HTTP parser, which refuses it', async () => {
    for (const length of ['1e9', 'abc', '-1', '0x10', '10, 500', '99999999999999999999'])
      expect(statusOf(await post(`Content-Length: ${length}\r\n`, 'x'.repeat(10)))).toBe(400);
  });

  it('counts a chunked body as it comes, and refuses one that both declares and chunks', async () => {
    // 0x28 = 40 bytes a chunk, then the last (empty) chunk.
    const chunks = (n: number) => `${`28\r\n${'x'.repeat(40)}\r\n`.repeat(n)}0\r\n\r\n`;
    const chunked = 'Transfer-Encoding: chunked\r\n';
    expect(await post(chunked, chunks(2))).toContain('{"read":80}');
    expect(statusOf(await post(chunked, chunks(3)))).toBe(413);
    expect(statusOf(await post(`${chunked}Content-Length: 10\r\n`, chunks(3)))).toBe(400);
  });

  it('answers a GET carrying a body without reading it', async () => {
    const answer = await exchange(
      `GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 5000\r\n\r\n${'x'.repeat(5000)}`,
    );
    expect(statusOf(answer)).toBe(200);
    expect(answer).toContain('{"ok":true}');
  });
});
