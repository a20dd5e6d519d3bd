import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../testing/test-server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('text pages', () => {
  it('serves the privacy policy before anyone logs in, with what happens to records of former crew', async () => {
    const res = await s.request('/textpage/privacy-policy');
    expect(res.status).toBe(200);
    const page = (await res.json()) as { name: string; content: string };
    expect(page.name).toBe('Privacy policy');
    expect(page.content).toContain('for 5 years after you leave');
  });

  it.each(['terms-of-service', 'contact-us'])('serves %s', async (codename) => {
    expect((await s.request(`/textpage/${codename}`)).status).toBe(200);
  });

  it.each(['no-such-page', 'Privacy-Policy', 'a%00b', 'x'.repeat(61)])(
    'answers an unknown page %s with the spec 404',
    async (codename) => {
      const res = await s.request(`/textpage/${codename}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Requested resource could not be found.' });
    },
  );
});
