import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
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
