import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { createApp } from '../app';
import { DEFAULT_CONFIG } from '../deps';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('compressed request bodies', () => {
  it('accepts a gzip JSON body', async () => {
    const body = gzipSync(JSON.stringify({ username: 'crew@demo.yacht', password: 'Demo1234' }));
    const res = await s.request('/login', { method: 'POST', body, headers: { 'content-encoding': 'gzip' } });
    expect(res.status).toBe(200);
  });

  it('refuses a small body that unpacks past 1 MB (a zip bomb) with 413', async () => {
    const bomb = gzipSync(JSON.stringify({ username: 'x'.repeat(5_000_000), password: 'y' }));
    expect(bomb.length).toBeLessThan(20_000);
    const res = await s.request('/login', {
      method: 'POST',
      body: bomb,
      headers: { 'content-encoding': 'gzip' },
    });
    expect(res.status).toBe(413);
  });

  it('answers a corrupt gzip body with 400', async () => {
    const res = await s.request('/login', {
      method: 'POST',
      body: 'not gzip',
      headers: { 'content-encoding': 'gzip' },
    });
    expect(res.status).toBe(400);
  });
});

describe('serving the built app', () => {
  const dir = mkdtempSync(join(tmpdir(), 'seaworthy-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Seaworthy</title>');
  const bundle = `export const x = "${'sea '.repeat(4000)}";`;
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), bundle);
  writeFileSync(join(dir, 'sw.js'), '// sw');
  writeFileSync(join(dir, 'assets', 'warm-core-0a1b2c.pack'), 'export const z = 1;');
  writeFileSync(join(dir, 'warm-plan.json'), '{"packs":{}}');
  // A file the build also wrote compressed (vite.config.ts): sent as built, not compressed again.
  const built = `export const y = "${'ship '.repeat(4000)}";`;
  writeFileSync(join(dir, 'assets', 'built-def456.js'), built);
  writeFileSync(join(dir, 'assets', 'built-def456.js.br'), brotliCompressSync(built));
  const app = () =>
    createApp({
      db: s.db,
      clock: () => new Date(),
      signingKey: new Uint8Array(32),
      config: { ...DEFAULT_CONFIG, staticDir: dir },
      log: () => undefined,
      mail: s.mail,
      messages: s.messages,
      jobs: s.deps.jobs,
      files: s.deps.files,
    });

  it('compresses assets with a content-length that matches the compressed body', async () => {
    const res = await app().request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    expect(bytes.length).toBeLessThan(bundle.length / 10);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it("sends the build's own .br of a file as it is, to a client that takes brotli", async () => {
    const res = await app().request('/assets/built-def456.js', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toContain('javascript');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.equals(brotliCompressSync(built))).toBe(true);
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    expect(brotliDecompressSync(bytes).toString()).toBe(built);
    // A client that takes neither gets the file itself.
    const plain = await app().request('/assets/built-def456.js', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(built);
  });

  it('sends a built script without the page headers (an install fetches hundreds over the link)', async () => {
    const res = await app().request('/assets/built-def456.js', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('x-frame-options')).toBeNull();
    const headerBytes = [...res.headers].reduce((n, [k, v]) => n + k.length + v.length + 4, 0);
    expect(headerBytes).toBeLessThan(350);
    // Nor the worker's packs of them, nor the plan it reads them by.
    for (const path of ['/assets/warm-core-0a1b2c.pack', '/warm-plan.json']) {
      const file = await app().request(path, { headers: { 'accept-encoding': 'br' } });
      expect(file.status, path).toBe(200);
      expect(file.headers.get('content-security-policy'), path).toBeNull();
      expect(file.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    // The page keeps them all.
    const page = await app().request('/fleet');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it('serves index.html for client routes, re-checked on every load, and 404 for a missing file', async () => {
    const page = await app().request('/fleet/aurora/hours-of-rest');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Seaworthy</title>');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect((await app().request('/sw.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await app().request('/assets/gone-123.js')).status).toBe(404);
  });

  it('answers an unknown API path with a JSON 404, never the app page', async () => {
    for (const path of ['/api', '/api/v2/hor/day', '/api/login', '/api/v1/no/such/thing']) {
      const res = await app().request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ message: 'Requested resource could not be found.' });
    }
  });
});
