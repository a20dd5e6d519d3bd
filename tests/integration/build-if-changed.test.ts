import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script, without types
import { BUILD_INPUTS, buildInputsHash, SERVER_INPUTS } from '../../scripts/build-if-changed.mjs';

describe('npm start builds only when the sources changed', () => {
  const root = mkdtempSync(join(tmpdir(), 'seaworthy-build-'));
  mkdirSync(join(root, 'src/features'), { recursive: true });
  writeFileSync(join(root, 'src/features/a.tsx'), 'export const a = 1;');
  writeFileSync(join(root, 'index.html'), '<!doctype html>');
  const hash = () => buildInputsHash(root) as string;

  it('needs no build when nothing the build reads has changed', () => {
    expect(hash()).toBe(hash());
  });

  it('builds again when a source changes or a file is added', () => {
    const before = hash();
    writeFileSync(join(root, 'src/features/a.tsx'), 'export const a = 2;');
    const edited = hash();
    expect(edited).not.toBe(before);
    writeFileSync(join(root, 'src/features/b.tsx'), '');
    expect(hash()).not.toBe(edited);
  });

  it('ignores what the build does not read (the server, the tests)', () => {
    const before = hash();
    mkdirSync(join(root, 'server'), { recursive: true });
    writeFileSync(join(root, 'server/index.ts'), 'console.log(1);');
    expect(hash()).toBe(before);
  });

  it("counts every script the build's settings load (a plugin changed is a build changed)", () => {
    const config = readFileSync('vite.config.ts', 'utf8');
    const scripts = [...config.matchAll(/from '\.\/(scripts\/[^']+)'/g)].map((m) => `${m[1]}.ts`);
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) expect(BUILD_INPUTS).toContain(s);
  });
});

describe('npm start compiles the server only when its sources changed', () => {
  const root = mkdtempSync(join(tmpdir(), 'seaworthy-build-server-'));
  mkdirSync(join(root, 'server/src'), { recursive: true });
  mkdirSync(join(root, 'src/domain'), { recursive: true });
  mkdirSync(join(root, 'src/features'), { recursive: true });
  writeFileSync(join(root, 'server/src/index.ts'), 'console.log(1);');
  writeFileSync(join(root, 'src/domain/rule.ts'), 'export const r = 1;');
  const hash = () => buildInputsHash(root, SERVER_INPUTS) as string;

  /** Whether writing `text` to `path` changes what the server build reads. */
  const changes = (path: string, text: string) => {
    const before = hash();
    writeFileSync(join(root, path), text);
    return hash() !== before;
  };

  it('compiles again when a server source or the code it shares with the app changes', () => {
    expect(changes('server/src/index.ts', 'console.log(2);')).toBe(true);
    expect(changes('src/domain/rule.ts', 'export const r = 2;')).toBe(true);
    expect(changes('server/src/added.ts', '')).toBe(true);
  });

  it("ignores the device's screens", () => {
    expect(changes('src/features/a.tsx', 'export const a = 1;')).toBe(false);
  });
});
