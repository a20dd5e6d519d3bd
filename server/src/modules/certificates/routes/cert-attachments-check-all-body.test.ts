import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCertificate, onePdf } from '../../../../testing/cert-attachment-kit';
import { type CertTestServer, certServer } from '../../../../testing/cert-fixture';

/**
 * PUT .../checkAll takes the attachments shown, and may carry the certificate and vessel as the
 * queued operation does: those of the path, or refused. Another certificate named in the body
 * was ignored (the path's attachments were checked, a 200), as if it were the path's.
 */
let t: CertTestServer;
beforeAll(async () => {
  t = await certServer();
});
afterAll(() => t.s.close());

const checkAll = (cert: string, body: object) =>
  t.call('captain', 'PUT', `/certsDetail/attachments/${t.aurora}/${cert}/checkAll`, body);

describe('PUT checkAll with a body', () => {
  it('refuses another certificate or vessel than the path’s, and checks nothing', async () => {
    const cert = await newCertificate(t);
    const other = await newCertificate(t);
    await onePdf(t, 'captain', cert);
    for (const [property, body] of [
      ['certificateId', { certificateId: other }],
      ['yachtId', { yachtId: t.meridian }],
    ] as const) {
      const res = await checkAll(cert, body);
      expect(res.status).toBe(400);
      expect((await res.json()) as unknown).toMatchObject({
        errorList: [{ property, message: MSG.invalidId }],
      });
    }
    expect((await t.certRow(cert))!.checked).toBe(false);
  });

  it('takes them when they are the path’s', async () => {
    const cert = await newCertificate(t);
    await onePdf(t, 'captain', cert);
    const res = await checkAll(cert, { certificateId: cert, yachtId: t.aurora });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await t.certRow(cert))!.checked).toBe(true);
  });
});
