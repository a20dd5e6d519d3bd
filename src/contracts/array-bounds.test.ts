import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { activateLanguage, t } from '../i18n/i18n';
import en from '../i18n/locales/en.json';
import { recogniser } from '../i18n/recognise';
import { notifySchema } from './rest-hours';

/**
 * Every list a shared schema bounds says why in the catalogue's words, on a form and in a 400
 * body alike: zod's own 'Too big: expected array to have <=50 items' is English only, and no
 * screen can show it in Spanish.
 */
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });

type Bound = {
  where: string;
  schema: z.ZodArray;
  kind: 'min_length' | 'max_length' | 'length_equals';
  n: number;
};

/** Each bounded array reachable from `schema`, through objects, wrappers, unions and pipes. */
function boundedArrays(schema: unknown, where: string, out: Bound[], seen: Set<unknown>) {
  const zod = (schema as { _zod?: { def: Record<string, unknown> } } | null)?._zod;
  if (!zod || seen.has(schema)) return;
  seen.add(schema);
  const def = zod.def;
  if (def.type === 'array') {
    for (const check of (def.checks ?? []) as { _zod: { def: Record<string, unknown> } }[]) {
      const c = check._zod.def;
      if (c.check === 'min_length' || c.check === 'max_length' || c.check === 'length_equals') {
        const n = (c.minimum ?? c.maximum ?? c.length) as number;
        out.push({ where, schema: schema as z.ZodArray, kind: c.check, n });
      }
    }
  }
  for (const key of ['element', 'innerType', 'in', 'out', 'left', 'right', 'keyType', 'valueType']) {
    if (def[key]) boundedArrays(def[key], `${where}.${key}`, out, seen);
  }
  for (const [key, value] of Object.entries((def.shape ?? {}) as Record<string, unknown>)) {
    boundedArrays(value, `${where}.${key}`, out, seen);
  }
  for (const [i, option] of ((def.options ?? def.items ?? []) as unknown[]).entries()) {
    boundedArrays(option, `${where}[${i}]`, out, seen);
  }
}

const bounds: Bound[] = [];
const seen = new Set<unknown>();
for (const [file, exports] of Object.entries(modules)) {
  for (const [name, value] of Object.entries(exports)) boundedArrays(value, `${file} ${name}`, bounds, seen);
}

afterEach(() => activateLanguage('en'));

const catalogue = Object.keys(en);
const found = recogniser(catalogue);
const inCatalogue = (text: string) => catalogue.includes(text) || found(text) !== null;

describe('every array bound of the shared schemas answers a catalogue message', () => {
  it('finds the bounded lists (the sweep reaches them)', () => {
    // Users, leave, certificates, reports, sync operations...: dozens; a walk that found none tests nothing.
    expect(bounds.length).toBeGreaterThan(30);
  });

  it.each(bounds.map((b) => [`${b.where} ${b.kind} ${b.n}`, b] as const))('%s', (_, b) => {
    // One past the bound (or one short): the elements do not matter, the length check answers.
    const length = b.kind === 'max_length' ? b.n + 1 : b.kind === 'min_length' ? b.n - 1 : b.n + 1;
    const issues = b.schema.safeParse(Array.from({ length }, () => undefined)).error?.issues ?? [];
    const refusal = issues.find(
      (i) => i.path.length === 0 && (i.code === 'too_big' || i.code === 'too_small'),
    );
    expect(refusal, 'the length is refused').toBeDefined();
    expect(refusal?.message).not.toMatch(/^Too (big|small)/);
    expect(inCatalogue(refusal?.message ?? ''), `"${refusal?.message}" is a catalogue message`).toBe(true);
  });

  it("a form shows a list too long as 'At most N items.', in Spanish 'Como máximo N elementos.'", async () => {
    const tooMany = Array.from({ length: 51 }, (_, i) => i + 1);
    const said = notifySchema.shape.userIds.safeParse(tooMany).error?.issues[0]?.message ?? '';
    expect(t(said)).toBe('At most 50 items.');
    await activateLanguage('es');
    expect(t(said)).toBe('Como máximo 50 elementos.');
  });
});

/** Server files, where a schema is not exported: no list bound there without its message. */
function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? serverFiles(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

describe("the server's own schemas bound no list with zod's default text", () => {
  // z.array(x) then any calls, then a bound with one argument and no message.
  const bare =
    /z\s*\.array\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)(?:\s*\.\w+\((?:[^()]|\([^()]*\))*\))*?\s*\.(?:min|max|length)\(\s*[\w.]+\s*\)/g;

  it('the search tells a bare bound from one with its message', () => {
    expect("z.array(idSchema).min(1, 'Select at least one user.').max(50)".match(bare)).toHaveLength(1);
    expect('z.array(z.email(MSG.email).max(254)).min(1).max(10)'.match(bare)).toHaveLength(1);
    expect('z.array(idSchema).min(1, MSG.required).max(50, MSG.maxItems(50))'.match(bare)).toBeNull();
  });

  it('each z.array(...).min/max/length there carries a message', () => {
    const root = join(__dirname, '../../server/src');
    const offenders = serverFiles(root).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(bare)].map((m) => `${file.slice(root.length)}: ${m[0]}`),
    );
    expect(offenders).toEqual([]);
  });
});
