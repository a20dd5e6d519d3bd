import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fedAttachments, newCertificate, PDF, uploadBatch } from '../../../../testing/cert-attachment-kit';
import { type CertTestServer, certServer } from '../../../../testing/cert-fixture';

/**
 * An attachment's file name longer than 255 characters (the attack review: 5 000 characters) was
 * cut to its first 255 and saved, its extension lost, where every other upload (tus, a crew
 * document) refuses a name that long. Refused now, naming the file's type code, nothing kept.
 */
let t: CertTestServer;
beforeAll(async () => {
  t = await certServer();
});
afterAll(() => t.s.close());

describe('the file name of a certificate attachment', () => {
  it('longer than 255 characters is refused with the max-length text, and nothing is kept', async () => {
    const cert = await newCertificate(t);
    const long = `${'n'.repeat(252)}.pdf`;
    const res = await uploadBatch(t, 'captain', cert, [
      { key: '0', name: 'fine.pdf', bytes: PDF },
      { key: '1', name: long, bytes: PDF },
    ]);
    expect([res.status, await res.json()]).toEqual([
      400,
      { message: MSG.status400, errorList: [{ property: '1', message: MSG.maxLength(255) }] },
    ]);
    expect(await fedAttachments(t, 'captain', cert)).toEqual([]);
  });

  it('of 255 characters, or longer only by its folders, is kept whole', async () => {
    const cert = await newCertificate(t);
    const name = `${'n'.repeat(251)}.pdf`;
    const res = await uploadBatch(t, 'captain', cert, [
      { key: '1', name: `${'dir/'.repeat(100)}${name}`, bytes: PDF },
    ]);
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await fedAttachments(t, 'captain', cert)).map((a) => a.name)).toEqual([name]);
  });
});
