import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

describe('the mailer without SMTP', () => {
  it('writes each message as an .eml file a developer can open', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'mail-')), 'mail');
    const mailer = createMailer({ folder });
    await mailer.send({ to: 'crew@demo.yacht', subject: 'Your rest hours', text: 'Signed off.' });
    await mailer.send({ to: 'captain@demo.yacht', subject: 'Month signed', text: 'March.' });
    const files = readdirSync(folder).sort();
    expect(files).toHaveLength(2);
    const texts = files.map((f) => readFileSync(join(folder, f), 'utf8'));
    expect(
      texts.some((t) => t.includes('Subject: Your rest hours') && t.includes('To: crew@demo.yacht')),
    ).toBe(true);
    expect(texts.some((t) => t.includes('Subject: Month signed'))).toBe(true);
    rmSync(folder, { recursive: true, force: true });
  });
});
