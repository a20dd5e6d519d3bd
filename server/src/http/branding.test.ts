import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server';

/**
 * The HR instance (doc 1, section 1), chosen by INSTANCE: the page and the home-screen name are
 * its own, the app reads its brand from the page, e-mails name it, and there is no Accounts area.
 */
let hr: TestServer;
beforeAll(async () => {
  // The app's own page source, and a manifest as the build writes it.
  const dist = mkdtempSync(join(tmpdir(), 'seaworthy-dist-'));
  writeFileSync(join(dist, 'index.html'), readFileSync(resolve(__dirname, '../../../index.html'), 'utf8'));
  writeFileSync(
    join(dist, 'manifest.webmanifest'),
    JSON.stringify({ name: 'Seaworthy: crew and fleet', short_name: 'Seaworthy', start_url: '/fleet' }),
  );
  hr = await startTestServer({ instance: 'hr', staticDir: dist });
});
afterAll(() => hr.close());

describe('the HR instance', () => {
  it('serves the page under its own name, naming the instance for the app', async () => {
    for (const path of ['/', '/index.html', '/fleet/aurora/welcome']) {
      const html = await (await hr.app.request(path)).text();
      expect(html).toContain('<title>Seaworthy HR</title>');
      expect(html).toContain('<meta name="apple-mobile-web-app-title" content="Seaworthy HR" />');
      expect(html).toContain('<meta name="instance" content="hr" />');
    }
    const manifest = await (await hr.app.request('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: 'Seaworthy HR: crew and fleet', short_name: 'Seaworthy HR' });
    expect(manifest.start_url).toBe('/fleet');
  });

  it('has no Accounts area, and the academy page it links to', async () => {
    const token = (await hr.login('fleet@demo.yacht')).accessToken;
    const aurora = await hr.vesselId('aurora');
    expect((await hr.request(`/modules?yachtId=${aurora}`, { token })).status).toBe(404);
    const academy = await hr.request('/textpage/academy');
    expect(academy.status).toBe(200);
    expect(await academy.json()).toMatchObject({ name: 'Academy' });
  });

  it('names itself in the e-mails it sends', async () => {
    await hr.post('/resetpassword', { email: 'crew@demo.yacht' });
    const mail = hr.mail.sent.filter((m) => m.to === 'crew@demo.yacht').at(-1)!;
    expect(mail.subject).toBe('Reset your Seaworthy HR password');
  });
});

describe('the yacht-crew instance', () => {
  it('keeps its Accounts area', async () => {
    const crew = await startTestServer();
    try {
      const token = (await crew.login('fleet@demo.yacht')).accessToken;
      const aurora = await crew.vesselId('aurora');
      expect((await crew.request(`/modules?yachtId=${aurora}`, { token })).status).toBe(200);
    } finally {
      await crew.close();
    }
  });
});
