import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../testing/test-server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 1),
]);
const upload = (token: string, body: Buffer, name = 'sig.png') =>
  s.request('/hor/digital-signature', {
    method: 'POST',
    body: new Uint8Array(body),
    token,
    headers: { 'content-type': 'image/png', 'x-file-name': name },
  });

describe('digital signature', () => {
  it('keeps the uploaded PNG and gives it back', async () => {
    const { accessToken } = await s.login('crew@demo.yacht');
    expect(await (await s.request('/hor/digital-signature', { token: accessToken })).json()).toEqual({
      hasSignature: false,
      image: null,
      binary: null,
      optOut: false,
    });
    expect((await upload(accessToken, PNG)).status).toBe(200);
    const got = await (await s.request('/hor/digital-signature', { token: accessToken })).json();
    expect(got.hasSignature).toBe(true);
    expect(got.image).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
  });

  it("refuses a file over 3 MB with the spec's message", async () => {
    const { accessToken } = await s.login('officer@demo.yacht');
    const big = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
    const res = await upload(accessToken, big, 'scan.png');
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe("File 'scan.png' is too large. Please keep file under 3 MB.");
  });

  it('refuses something that is not a PNG', async () => {
    const { accessToken } = await s.login('officer@demo.yacht');
    const res = await upload(accessToken, Buffer.from('GIF89a not a png'));
    expect(res.status).toBe(400);
  });

  it('remembers an opt-out', async () => {
    const { accessToken } = await s.login('purser@demo.yacht');
    await s.post('/hor/digital-signature/opt-out', { optOut: true }, accessToken);
    expect((await (await s.request('/hor/digital-signature', { token: accessToken })).json()).optOut).toBe(
      true,
    );
  });
});

describe('digital signature through /sync', () => {
  it('takes an opt-out chosen offline, and its reversal', async () => {
    const { accessToken } = await s.login('captain@demo.yacht');
    const state = async () =>
      (await (await s.request('/hor/digital-signature', { token: accessToken })).json()).optOut;
    const optOut = (id: string, value: boolean) => ({
      id,
      op: 'hor/signature/optout',
      body: { optOut: value },
      baseVersion: 0,
    });
    const sync = (op: unknown) => s.post('/sync', { cursor: 0, ops: [op] }, accessToken);
    expect((await (await sync(optOut('01JOPTOUT0000000000000001', true))).json()).results[0].status).toBe(
      'applied',
    );
    expect(await state()).toBe(true);
    await sync(optOut('01JOPTOUT0000000000000002', false));
    expect(await state()).toBe(false);
  });

  it('stores a drawn signature sent from an offline device, and refuses something that is not a PNG', async () => {
    const { accessToken } = await s.login('captain@demo.yacht');
    const op = (id: string, pngBase64: string) => ({
      id,
      op: 'hor/signature/save',
      body: { pngBase64 },
      baseVersion: 0,
    });
    const ok = await (
      await s.post(
        '/sync',
        { cursor: 0, ops: [op('01JSIGPNG000000000000001', PNG.toString('base64'))] },
        accessToken,
      )
    ).json();
    expect(ok.results[0].status).toBe('applied');
    expect(
      (await (await s.request('/hor/digital-signature', { token: accessToken })).json()).hasSignature,
    ).toBe(true);
    const bad = await (
      await s.post(
        '/sync',
        {
          cursor: 0,
          ops: [op('01JSIGPNG000000000000002', Buffer.from('not a png at all').toString('base64'))],
        },
        accessToken,
      )
    ).json();
    expect(bad.results[0]).toMatchObject({
      status: 'rejected',
      message: 'The signature must be a PNG image.',
    });
  });
});
