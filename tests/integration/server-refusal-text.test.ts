import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { extractedEnglish } from '../../scripts/i18n-catalogue';
import { REFUSAL_TEXT } from '../../src/contracts/refusal-text';
import { activateLanguage, t } from '../../src/i18n/i18n';
import { recogniser } from '../../src/i18n/recognise';

const serverFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path.includes('seed') ? [] : serverFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });

// A refusal's or a conflict's words written where they are sent: refused('…'), fieldRefused(f, '…'),
// message: '…' (an answer's own message too, answered({ message }): a toast shows it).
const REFUSAL =
  /(refused\(\s*|fieldRefused\(\s*['"][\w.]+['"],\s*|message:\s*)(['"`])((?:(?!\2)[^\\]|\\.)*)\2/g;

/**
 * A server's refusal reaches the user in their language only if its words are a catalogue
 * message: a screen's t() finds it (or, written with msg(id, values), its message). Words written
 * in place stay English on a Spanish screen.
 */
describe('the server’s refusals are catalogue messages', () => {
  it('every refusal, conflict or answer’s message worded in server/src is in the catalogue, or marked not-ui-text', () => {
    const english = extractedEnglish();
    const find = recogniser(Object.keys(english));
    const outside = serverFiles('server/src').flatMap((f) => {
      const src = readFileSync(f, 'utf8');
      return [...src.matchAll(REFUSAL)].flatMap((m) => {
        const before = src.slice(Math.max(0, m.index - 200), m.index);
        if (/not-ui-text[^\n]*\n[^\n]*\n?[^\n]*$/.test(before)) return [];
        const text = m[3]!.replace(/\$\{[^}]*\}/g, 'X');
        if (!/[a-z]{2,} [a-z]/i.test(text) || text in english || find(text)) return [];
        return [`${f}:${src.slice(0, m.index).split('\n').length} ${m[3]}`];
      });
    });
    expect(outside, 'word it with msg() in src/contracts, with its Spanish').toEqual([]);
  });

  it('reach a Spanish screen in Spanish, values in place', async () => {
    const sent = [REFUSAL_TEXT.recordChanged('Sam Taylor'), REFUSAL_TEXT.leaveDecision.APPROVE('Approved')];
    await activateLanguage('es');
    expect(sent.map((m) => t(m))).toEqual([
      'Otra persona cambió la ficha de Sam Taylor mientras tanto.',
      'Esta solicitud de permiso está en estado «Aprobado»: no se puede aprobar.',
    ]);
  });
});

afterEach(() => activateLanguage('en'));
