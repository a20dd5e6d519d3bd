import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportedNames, isJsonSchemaModule, trimmed } from '../../scripts/zod-trim';

const CORE = 'node_modules/zod/v4/core';
const PROCESSORS = `${process.cwd()}/${CORE}/json-schema-processors.js`;
const TO_JSON_SCHEMA = `${process.cwd()}/${CORE}/to-json-schema.js`;
const source = (path: string) => readFileSync(path, 'utf8');

describe("zod's JSON Schema writers in the client's build", () => {
  it('picks the two writer modules and no other of zod', () => {
    expect(isJsonSchemaModule(PROCESSORS)).toBe(true);
    expect(isJsonSchemaModule(`${TO_JSON_SCHEMA}?v=1`)).toBe(true);
    expect(isJsonSchemaModule(`${process.cwd()}/${CORE}/schemas.js`)).toBe(false);
    expect(isJsonSchemaModule(`${process.cwd()}/${CORE}/json-schema-generator.js`)).toBe(false);
  });

  it('keeps every name the modules export, so each import of them still resolves', () => {
    for (const path of [PROCESSORS, TO_JSON_SCHEMA]) {
      const before = exportedNames(source(path));
      expect(before.length).toBeGreaterThan(5);
      expect(new Set(exportedNames(trimmed(path, source(path))))).toEqual(new Set(before));
    }
    expect(exportedNames(source(TO_JSON_SCHEMA))).toContain('process');
  });

  it("keeps the checks' summary the schemas' getters read, and drops the writers' code", () => {
    const code = trimmed(PROCESSORS, source(PROCESSORS));
    expect(code).toContain('export function aggregateChecks(schema)');
    expect(code).not.toContain('json.minLength');
    expect(code.length).toBeLessThan(source(PROCESSORS).length / 3);
  });

  it('refuses out loud if anything ever asks a schema for its JSON Schema', async () => {
    const code = trimmed(TO_JSON_SCHEMA, source(TO_JSON_SCHEMA));
    const mod = await import(`data:text/javascript,${encodeURIComponent(code)}`);
    const method = mod.createToJSONSchemaMethod({});
    expect(() => method({})).toThrow(/JSON Schema output is not built into the app/);
    expect(() => mod.finalize({}, {})).toThrow(/not built into the app/);
  });

  it('holds while the app never asks for JSON Schema', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
      );
    const asking = [...files('src'), ...files('sw'), ...files('workers')].filter((f) =>
      /toJSONSchema|\.jsonSchema\b|json-schema/.test(source(f)),
    );
    expect(asking).toEqual([]);
  });
});
