import { afterEach, describe, expect, it } from 'vitest';
import type { OpBody } from '../contracts/sync';
import type { OutboxEntry } from '../db/app-db';
import { activateLanguage, t } from '../i18n/i18n';
import { opOf } from '../sync/device-kit';
import { DEVICE_REGISTRY } from './sync-registry';

afterEach(() => activateLanguage('en'));

const describeOp = (op: string, body: object) =>
  opOf(DEVICE_REGISTRY, { op } as OutboxEntry).describe(body as OpBody<never>, t);

const sign = { yachtId: 1, userId: 7, month: '2026-11' };

describe("the Sync page's lines, in the reader's language (the screen's t(): sw.js carries no catalogue)", () => {
  it('says each change in English as before', () => {
    expect(describeOp('cert/save', {})).toBe('Vessel certificate');
    expect(describeOp('hor/month/sign', sign)).toBe('Sign-off of November 2026');
  });

  it('says them in Spanish for a Spanish reader, a line without values too', async () => {
    await activateLanguage('es');
    // 'Vessel certificate' was handed over as its English id and shown as it was.
    expect(describeOp('cert/save', {})).toBe('Certificado del buque');
    expect(describeOp('hor/month/sign', sign)).toBe('Firma de noviembre de 2026');
  });

  it("words a conflict's prompt in the reader's language", async () => {
    await activateLanguage('es');
    const entry = {
      op: 'hor/month/sign',
      body: sign,
      conflict: { message: 'x', records: {} },
    } as unknown as OutboxEntry;
    const prompt = opOf(DEVICE_REGISTRY, entry).prompt?.(entry as never, {
      levelOn: () => 6,
      codenameOf: () => 'aurora',
      t,
    });
    expect(prompt?.title).toBe('Tu firma no se registró');
  });
});
