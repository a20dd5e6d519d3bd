import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DocsTestServer, docsServer } from '../../../../testing/docs-fixture';

/**
 * PUT /docs/settings takes back what its GET answered: the module state and the caller's access
 * flags as read are accepted (the one field changed is saved); changed, they are refused.
 */
let t: DocsTestServer;
beforeAll(async () => {
  t = await docsServer();
});
afterAll(() => t.s.close());

const path = () => `/docs/settings/${t.aurora}`;
const read = async () => (await t.call('fleet', 'GET', path())).json();
const put = async (body: object) => {
  const res = await t.call('fleet', 'PUT', path(), body);
  return { status: res.status, body: await res.json() };
};

describe('the library settings sent back as read', () => {
  it('are saved with the one field changed', async () => {
    const copy = await read();
    expect(copy.docsModuleInitialized).toBe(true);
    expect((await put({ ...copy, docsCheck: !copy.docsCheck })).status).toBe(200);
    expect((await read()).docsCheck).toBe(!copy.docsCheck);
    expect((await put(copy)).status).toBe(200);
  });

  it('the sections are saved in the order they carry', async () => {
    const copy = await read();
    const [first, second, ...rest] = copy.sections;
    const swapped = [{ ...first, order: 2 }, { ...second, order: 1 }, ...rest];
    expect((await put({ ...copy, sections: swapped })).status).toBe(200);
    expect((await read()).sections.map((s: { id: string }) => s.id).slice(0, 2)).toEqual([
      second.id,
      first.id,
    ]);
    expect((await put(copy)).status).toBe(200);
    expect((await read()).sections).toEqual(copy.sections);
  });

  it('a read-only field changed is refused under its name, and nothing is saved', async () => {
    const copy = await read();
    for (const name of ['docsModuleInitialized', 'accessToDocsModule', 'accessToUploadDocs']) {
      const res = await put({ ...copy, docsCheck: !copy.docsCheck, [name]: !copy[name] });
      expect(res.status, name).toBe(400);
      expect(res.body.errorList).toEqual([{ property: name, message: MSG.readOnlyField }]);
    }
    expect((await read()).docsCheck).toBe(copy.docsCheck);
  });
});
