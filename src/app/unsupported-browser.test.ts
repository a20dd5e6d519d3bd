import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** A browser without ES modules (old Internet Explorer) runs only the nomodule script. */
describe('the unsupported-browser notice', () => {
  it('says the browser is outdated where the app would have opened', () => {
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    const script = /<script nomodule>([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(script).toBeDefined();
    const root = { innerHTML: '' };
    new Function('document', script!)({ getElementById: (id: string) => (id === 'root' ? root : null) });
    expect(root.innerHTML).toContain('You are using outdated browser');
  });
});
