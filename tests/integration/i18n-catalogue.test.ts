import { readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import {
  compiledModule,
  extractedEnglish,
  OTHER_LANGUAGES,
  readCatalogue,
  sourceFiles,
} from '../../scripts/i18n-catalogue';
import { proseOutsideCatalogue } from '../../scripts/i18n-prose';
import { scanFile } from '../../scripts/i18n-scan';

/**
 * Where screens and what they show live, and where the texts they show are written away from
 * them: the domain and contracts mark theirs with msg() (with values: msg(id, values)).
 */
const SCREEN_CODE = [
  'src/app',
  'src/ui',
  'src/lib',
  'src/sync',
  'src/features',
  'src/domain',
  'src/contracts',
];

/**
 * Placeholders of an ICU message: `{name}` and the argument of a plural or select (read from its
 * compiled form, so a plural's branch text, `{One change}`, is no placeholder), each once.
 */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  // A compiled message is a list of parts: a text, or [name] / [name, type, {branch: message}].
  const walk = (parts: unknown[]): void => {
    for (const part of parts)
      if (Array.isArray(part)) {
        names.add(String(part[0]));
        const branches = typeof part[2] === 'object' && part[2] ? Object.values(part[2]) : [];
        for (const branch of branches) if (Array.isArray(branch)) walk(branch);
      }
  };
  const compiled = compileMessage(text);
  if (typeof compiled !== 'string') walk(compiled as unknown[]);
  return [...names].sort();
}

describe('the message catalogue (issue 33, part 4)', () => {
  it('every text a screen shows goes through t()', () => {
    const bare = sourceFiles('src')
      .filter((f) => f.endsWith('.tsx'))
      .flatMap((f) => scanFile(f).bare.map((b) => `${f}:${b.line} ${b.text}`));
    expect(bare).toEqual([]);
  });

  it('no prose a screen shows is written outside t() or msg() (toasts, conditions, tables of labels)', () => {
    const prose = SCREEN_CODE.flatMap((dir) =>
      sourceFiles(dir).flatMap((f) => proseOutsideCatalogue(f).map((p) => `${f}:${p.line} ${p.text}`)),
    );
    expect(prose, 'wrap it in t() or msg(), or mark it `// not-ui-text: <why>`').toEqual([]);
  });

  it.each([
    ["toast.show('Saved on this device.')", 'Saved on this device.'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source for the scan to read
    ["const t2 = n === 1 ? 'One change' : `${n} changes`;", 'One change'],
    ["<p>{ok ? 'Never' : null}</p>", 'Never'],
    ["const LABELS = { draft: { label: 'Draft' } };", 'Draft'],
    ["<Button label={busy ? 'Saving…' : 'Save'} />", 'Saving…'],
    ['<Row onClick={() => alert(\'The file is gone\')} className="row" />', 'The file is gone'],
    // A form's errors: what an error setter is given, a single word too.
    [
      "setError('root', { message: 'A countersigned month is read-only.' });",
      'A countersigned month is read-only.',
    ],
    ["setError('email', { message: 'Required' });", 'Required'],
    ["setError('Required');", 'Required'],
    ["setFieldErrors({ email: 'Required' });", 'Required'],
    // What a switch's case returns (its value is compared, not read).
    [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source for the scan to read
      "const f = (k) => { switch (k) { case 'gone': return `${name} expired on ${date}`; } };",
      '{} expired on {}',
    ],
    // A component's label props: ariaLabel, backLabel.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source for the scan to read
    ['<ActionMenu ariaLabel={`More for ${doc.name}`} actions={items} />', 'More for {}'],
    ["const check = () => (ok ? null : { message: 'Invalid' });", 'Invalid'],
    // A count's words made by hand, even a lone lowercase word, and the plural's suffix.
    ["<span>{n} {n === 1 ? 'certificate' : 'certificates'}</span>", 'certificates'],
    ["const label = n > 1 ? 'documents' : 'document';", 'document'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source for the scan to read
    ["const s = `${n} item${n === 1 ? '' : 's'}`;", 's'],
    // What a call is made on is read, whatever the call: [a, b].join(' · ').
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source for the scan to read
    ["const note = [`${n} open requirements`, other].join(' · ');", '{} open requirements'],
  ])('finds the prose in %s', (line, text) => {
    expect(proseOutsideCatalogue('x.tsx', line).map((p) => p.text)).toContain(text);
  });

  it.each([
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source for the scan to read
    ["<div className={`row wrap ${open ? 'is open' : ''}`} data-testid=\"day row\" />"],
    ["import { x } from 'some module';"],
    ["if (status === 'not synced') go('/fleet/a b');"],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source for the scan to read
    ['const h = { Authorization: `Bearer ${token}` };'],
    ["throw new Error('Unknown op kind');"],
    // The field an error setter names is for the form.
    ["setError('email', { message: t('Required') });"],
    ["setError('root.server', { message: MSG.required });"],
    ["setError('homeAddress', { message: plan.error });"],
    ["const f = (kind) => { switch (kind) { case 'two words': return null; } };"],
    ["console.warn('sync failed twice');"],
    ["toast.show(t('Saved on this device.'));"],
    ["const table = { draft: msg('Draft pages') };"],
    ["const days = (n: number) => msgCount(n, '{count} day left', '{count} days left');"],
    ["const limit = msg('Max length is {max} characters.', { max: 100 });"],
    ["type Kind = 'two words';"],
    ["// not-ui-text: a header for the mail server\nconst h = 'Reply to sender';"],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source for the scan to read
    ["const to = n === 1 ? `/fleet/${code}` : '/fleet';"],
    ["const key = n === 1 ? 'one_item' : 'many_items';"],
  ])('leaves alone what no user reads: %s', (line) => {
    expect(proseOutsideCatalogue('x.tsx', line)).toEqual([]);
  });

  it('the English catalogue holds every message of src/, word for word, and nothing else', () => {
    const english = JSON.parse(readFileSync('src/i18n/locales/en.json', 'utf8'));
    expect(english, 'run `npm run i18n`').toEqual(extractedEnglish());
  });

  it('the app carries the catalogues as they are compiled from their sources', () => {
    const english = extractedEnglish();
    expect(readFileSync('src/i18n/compiled/en.ts', 'utf8'), 'run `npm run i18n`').toBe(
      compiledModule('en', english),
    );
    for (const code of OTHER_LANGUAGES) {
      const catalogue = readCatalogue(code);
      const kept = Object.fromEntries(
        Object.keys(english).flatMap((id) => (id in catalogue ? [[id, catalogue[id]!]] : [])),
      );
      expect(readFileSync(`src/i18n/compiled/${code}.ts`, 'utf8'), 'run `npm run i18n`').toBe(
        compiledModule(code, kept),
      );
    }
  });

  it.each(OTHER_LANGUAGES)('%s is complete: every message translated, with the same placeholders', (code) => {
    const catalogue = readCatalogue(code);
    const english = Object.keys(extractedEnglish());
    expect(english.filter((id) => !catalogue[id]?.trim())).toEqual([]);
    // Nothing stale: a translation of a text the app no longer says would hide a changed wording.
    expect(Object.keys(catalogue).filter((id) => !english.includes(id))).toEqual([]);
    expect(
      english.filter((id) => id in catalogue && `${placeholders(id)}` !== `${placeholders(catalogue[id]!)}`),
    ).toEqual([]);
  });
});
