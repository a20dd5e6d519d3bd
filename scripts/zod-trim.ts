import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * zod 4's schemas each carry a way to write themselves out as JSON Schema (`toJSONSchema()`,
 * the standard schema's `jsonSchema`): the code that does it (`core/to-json-schema.js`,
 * `core/json-schema-processors.js`) rides along with any schema, some 4.5 KB compressed of the
 * login's steps over the satellite link (issue 34, goal 4). The app only parses: it never asks
 * a schema for its JSON Schema, so the client's build keeps these modules' names and makes each
 * one refuse, loudly, if ever called. The checks' summary the schemas' getters read
 * (`aggregateChecks`: `.minLength`, `.format`) stays as it is. The server is not built by Vite.
 */

const PROCESSORS = /\/zod\/v4\/core\/json-schema-processors\.js$/;
const TO_JSON_SCHEMA = /\/zod\/v4\/core\/to-json-schema\.js$/;

/** Whether a module is one of zod's JSON Schema writers. */
export const isJsonSchemaModule = (id: string) => {
  const path = id.split('?')[0] ?? '';
  return PROCESSORS.test(path) || TO_JSON_SCHEMA.test(path);
};

const REFUSE = `const unavailable = () => { throw new Error('JSON Schema output is not built into the app (scripts/zod-trim.ts)'); };`;

/** The names a module exports (`export function|const|let name`, `export { a as b }`). */
export function exportedNames(code: string): string[] {
  const names = [...code.matchAll(/^export (?:async )?(?:function\*?|const|let|class) (\w+)/gm)].map(
    (m) => m[1]!,
  );
  for (const list of code.matchAll(/^export \{([^}]*)\}/gm))
    for (const part of (list[1] ?? '').split(','))
      if (part.trim())
        names.push(
          part
            .trim()
            .split(/\s+as\s+/)
            .pop()!
            .trim(),
        );
  return names;
}

/** The module with each export refusing; in the processors, what precedes the first processor stays. */
export function trimmed(id: string, code: string): string {
  const path = id.split('?')[0] ?? '';
  if (TO_JSON_SCHEMA.test(path)) {
    // Called when a schema is made (`createToJSONSchemaMethod(inst)`): they hand back a method that refuses.
    const stubs = exportedNames(code).map((n) =>
      /^create\w+Method$/.test(n)
        ? `export const ${n} = () => unavailable;`
        : `export const ${n} = unavailable;`,
    );
    return [REFUSE, ...stubs].join('\n');
  }
  const cut = code.indexOf('export const stringProcessor');
  if (cut < 0) throw new Error(`zod-trim: ${path} changed shape (no stringProcessor): check the plugin`);
  const kept = code.slice(0, cut).replace(/^import \{[^}]*\} from "\.\/to-json-schema\.js";$/m, '');
  const stubs = exportedNames(code.slice(cut)).map((n) => `export const ${n} = unavailable;`);
  return [kept, REFUSE, ...stubs].join('\n');
}

export function zodTrimPlugin(): Plugin {
  return {
    name: 'seaworthy-zod-trim',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!isJsonSchemaModule(id)) return null;
      return trimmed(id, readFileSync(id.split('?')[0]!, 'utf8'));
    },
  };
}
