import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Dates are written one way (format.ts says how), so nothing else in the app or the server may
 * format one: a screen, PDF, spreadsheet or e-mail that builds its own date text drifts from the
 * rest (four styles had grown before). Parsing and ISO data (toISOString().slice(0, 10), formatISO)
 * are data, not display, and stay allowed.
 */
const ROOT = join(__dirname, '../../..');
const THE_MODULE = 'src/domain/dates/format.ts';
/** Its shell part, written without date-fns (clock.ts says why). */
const ITS_SHELL_PART = 'src/domain/dates/clock.ts';
/** The names of months and weekdays in the app's language (locale-date-names.ts). */
const ITS_NAMES = 'src/domain/dates/locale-date-names.ts';

const FORBIDDEN: { what: string; pattern: RegExp }[] = [
  {
    what: "date-fns's format functions (use src/domain/dates/format.ts)",
    pattern:
      /import\s*\{[^}]*\b(format|formatDate|lightFormat|intlFormat|formatRelative|formatDistance\w*)\b[^}]*\}\s*from\s*'date-fns'/,
  },
  { what: 'toLocaleDateString', pattern: /\.toLocaleDateString\(/ },
  { what: 'toLocaleTimeString', pattern: /\.toLocaleTimeString\(/ },
  { what: 'toDateString', pattern: /\.toDateString\(/ },
  { what: 'Intl.DateTimeFormat', pattern: /Intl\.DateTimeFormat/ },
  {
    // Numbers may be written with toLocaleString (amounts); a date may not.
    what: 'toLocaleString on a date',
    pattern: /\.toLocaleString\((?![^)]*FractionDigits)/,
  },
  { what: 'an ISO date turned into YYYY/MM/DD by hand (use entryDate)', pattern: /replaceAll\('-', '\/'\)/ },
  {
    what: 'a date built by hand from its parts',
    pattern:
      /\$\{(d|dd|day|m|mm|month|y|yy|yyyy|year)\b[^}]*\}[/.]\$\{(d|dd|day|m|mm|month|y|yy|yyyy|year)\b/,
  },
  { what: 'month names written out', pattern: /['"]Jan(uary)?['"],\s*['"]Feb(ruary)?['"]/ },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return isSource ? [path] : [];
  });
}

/** "file:line  what" for each date formatted outside the module. */
function dateFormattingOutsideTheModule(files: string[], read: (file: string) => string): string[] {
  return files
    .filter((file) => file !== THE_MODULE && file !== ITS_SHELL_PART && file !== ITS_NAMES)
    .flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, i) =>
          FORBIDDEN.filter((f) => f.pattern.test(line)).map((f) => `${file}:${i + 1}  ${f.what}`),
        ),
    );
}

describe('dates are formatted only by src/domain/dates/format.ts', () => {
  it('finds no date formatting in src/ or server/src outside it', () => {
    const files = [...sourceFiles('src'), ...sourceFiles('server/src')].map((f) =>
      relative(ROOT, join(ROOT, f)),
    );
    expect(files).toContain(THE_MODULE);
    expect(dateFormattingOutsideTheModule(files, (f) => readFileSync(join(ROOT, f), 'utf8'))).toEqual([]);
  });

  it.each([
    ["import { format, parseISO } from 'date-fns';"],
    ["const when = at.toLocaleDateString('en-GB');"],
    ["new Date(x).toLocaleString('en-GB', { month: 'long' })"],
    ['const s = new Intl.DateTimeFormat(locale).format(d);'],
    ["{doc.expiryDate.replaceAll('-', '/')}"],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source for the scan to read
    ['const text = `${day}/${month}/${year}`;'],
    ["const MONTHS = ['Jan', 'Feb', 'Mar'];"],
  ])('names the file and line of %s', (line) => {
    expect(dateFormattingOutsideTheModule(['src/features/x.tsx'], () => `// a screen\n${line}`)).toEqual([
      expect.stringMatching(/^src\/features\/x\.tsx:2 {2}\S/),
    ]);
  });

  it.each([
    ["import { addDays, parseISO } from 'date-fns';"],
    ['const today = new Date().toISOString().slice(0, 10);'],
    ["amount.toLocaleString('en-GB', { minimumFractionDigits: 2 })"],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source for the scan to read
    ['const url = `/${table}/${id}/${vesselId}`;'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source for the scan to read
    ['const key = `${year}-${m}-${d}`;'],
  ])('lets data and numbers through: %s', (line) => {
    expect(dateFormattingOutsideTheModule(['src/features/x.tsx'], () => line)).toEqual([]);
  });
});
