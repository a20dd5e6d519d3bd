import { DOCS_TEXT } from '@contracts/document-library';
import { MSG } from '@contracts/messages';
import { MODULE_NAMES } from '@domain/access/modules';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type DocsTestServer, docsServer } from '../../../../testing/docs-fixture';

/**
 * Issue 11 (item 4) at the API: the library opens only where the docs module is on; with the
 * vessel's docsCheck, only level 6 and above other than the Captain; anyone on board reads it
 * otherwise, level 4 changes documents, level 5 the settings. Another vessel's library is refused.
 */
let t: DocsTestServer;
beforeAll(async () => {
  t = await docsServer();
});
afterAll(() => t.s.close());
afterEach(() => t.setDocsCheck(false));

const library = (who: string, vessel = t.aurora) => t.call(who, 'GET', `/docs/documents/forYacht/${vessel}`);

describe('the docs module', () => {
  it('reads the library where it is on: sections in order, each with its documents in order, 0 last', async () => {
    const res = await library('crew');
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      sections: { name: string; documents: { name: string; order: number }[] }[];
    };
    expect(body.sections.map((s) => s.name)).toEqual([
      'Safety Management',
      'Manuals',
      'Procedures',
      'Plans and Drawings',
      'General',
    ]);
    expect(body.sections[0]!.documents.map((d) => [d.name, d.order])).toEqual([
      ['Safety Management Manual.pdf', 1],
      ['Emergency Response Plan.pdf', 2],
      ['Garbage Management Plan.pdf', 0],
    ]);
  });

  it('refuses every call on a vessel without the module, saying why, and a queued write too', async () => {
    const off = MSG.moduleOff(MODULE_NAMES.docs);
    for (const path of [
      `/docs/documents/forYacht/${t.meridian}`,
      `/docs/${t.meridian}`,
      `/docs/settings/${t.meridian}`,
    ]) {
      const res = await t.call('fleet', 'GET', path);
      expect([path, res.status, await res.json()]).toEqual([path, 403, { message: off }]);
    }
    const queued = await t.op('fleet', 'docs/settings/save', { yachtId: t.meridian, docsCheck: false });
    expect(queued).toMatchObject({ status: 'rejected', message: off });
  });
});

describe('the docsCheck rule', () => {
  it('with docsCheck, level 6 other than the Captain reads; the Captain and level 5 are refused', async () => {
    await t.setDocsCheck(true);
    expect((await library('engineer')).status).toBe(200);
    expect((await library('fleet')).status).toBe(200);
    for (const who of ['captain', 'purser', 'officer', 'crew']) {
      const res = await library(who);
      expect([who, res.status, await res.json()]).toEqual([who, 403, { message: DOCS_TEXT.docsCheck }]);
    }
    const state = await (await t.call('engineer', 'GET', `/docs/${t.aurora}`)).json();
    expect(state).toMatchObject({
      docsCheck: true,
      docsModuleInitialized: true,
      accessToDocsModule: true,
      accessToUploadDocs: true,
      accessToDocsModuleSettings: true,
    });
  });

  it('with docsCheck, the Captain can neither read a document nor change one', async () => {
    await t.setDocsCheck(true);
    const file = await t.call('captain', 'GET', `/docs/documents/file/${t.demo.document}`);
    expect(file.status).toBe(403);
    const rename = await t.call(
      'captain',
      'PUT',
      `/docs/documents/rename/${t.demo.document}?newName=SMS.pdf`,
    );
    expect(rename.status).toBe(403);
    expect((await t.docRow(t.demo.document))!.name).toBe('Safety Management Manual.pdf');
  });

  it('with docsCheck, an officer is no side door through the file routes either', async () => {
    const [{ file_id }] = (await t.s.db.query('SELECT file_id FROM library_documents WHERE id = $1', [
      t.demo.document,
    ])) as [{ file_id: string }];
    expect((await t.call('officer', 'GET', `/files/${file_id}`)).status).toBe(200);
    await t.setDocsCheck(true);
    expect((await t.call('officer', 'GET', `/files/${file_id}`)).status).toBe(404);
    expect((await t.call('engineer', 'GET', `/docs/documents/file/${t.demo.document}`)).status).toBe(200);
  });

  it('without it, everyone on board reads, with the flags their level gives', async () => {
    const flags = async (who: string) => {
      const { accessToDocsModule, accessToUploadDocs, accessToDocsModuleSettings } = await (
        await t.call(who, 'GET', `/docs/settings/${t.aurora}`)
      ).json();
      return [accessToDocsModule, accessToUploadDocs, accessToDocsModuleSettings];
    };
    expect(await flags('crew')).toEqual([true, false, false]);
    expect(await flags('officer')).toEqual([true, true, false]);
    expect(await flags('purser')).toEqual([true, true, true]);
    expect(await flags('captain')).toEqual([true, true, true]);
  });
});

describe('who turns the documents check on and off', () => {
  const docsCheckNow = async () =>
    (
      await t.s.db.query<{ on: boolean }>('SELECT docs_check AS on FROM doc_settings WHERE vessel_id = $1', [
        t.aurora,
      ])
    )[0]!.on;
  const put = (who: string, docsCheck: boolean) =>
    t.call(who, 'PUT', `/docs/settings/${t.aurora}`, { yachtID: t.aurora, docsCheck });

  it('the Captain and level 5 neither: turned on, they could not turn it off again (doc 2: with it, only level 6+ other than the Captain reach the library)', async () => {
    for (const who of ['captain', 'purser']) {
      const res = await put(who, true);
      expect([who, res.status, await res.json()]).toEqual([who, 403, { message: MSG.status403 }]);
      const queued = await t.op(who, 'docs/settings/save', { yachtId: t.aurora, docsCheck: true });
      expect([who, queued]).toMatchObject([who, { status: 'rejected', message: MSG.status403 }]);
      expect(await docsCheckNow()).toBe(false);
    }
    await t.setDocsCheck(true);
    for (const who of ['captain', 'purser']) expect((await put(who, false)).status).toBe(403);
    expect(await docsCheckNow()).toBe(true);
  });

  it('level 6 other than the Captain, and level 8: both ways', async () => {
    for (const who of ['engineer', 'fleet']) {
      expect([who, (await put(who, true)).status]).toEqual([who, 200]);
      expect(await docsCheckNow()).toBe(true);
      expect([who, (await put(who, false)).status]).toEqual([who, 200]);
      expect(await docsCheckNow()).toBe(false);
    }
  });

  it('level 5 still keeps the sections, the documents check left as it is', async () => {
    const read = await (await t.call('purser', 'GET', `/docs/settings/${t.aurora}`)).json();
    expect(read.accessToDocsModuleSettings).toBe(true);
    const res = await t.call('purser', 'PUT', `/docs/settings/${t.aurora}`, read);
    expect(res.status, await res.clone().text()).toBe(200);
  });
});

describe('who changes what', () => {
  it('level 2 reads but does not rename, order, move, delete or set up; level 4 does not keep the settings', async () => {
    const { document, section } = t.demo;
    const calls: [string, string, unknown?][] = [
      ['PUT', `/docs/documents/rename/${document}?newName=x.pdf`],
      ['PUT', `/docs/documents/order/${t.aurora}`, { [document]: 5 }],
      ['PUT', `/docs/documents/setSection/${document}/${section}`],
      ['DELETE', `/docs/documents/delete/${document}`],
      ['PUT', `/docs/settings/${t.aurora}`, { yachtID: t.aurora, docsCheck: true }],
      ['POST', `/docs/init/${t.aurora}`],
    ];
    for (const [method, path, body] of calls) {
      const res = await t.call('crew', method, path, body);
      expect([method, path, res.status]).toEqual([method, path, 403]);
    }
    const settings = await t.call('officer', 'PUT', `/docs/settings/${t.aurora}`, {
      yachtID: t.aurora,
      docsCheck: true,
    });
    expect(settings.status).toBe(403);
    expect(
      await t.op('crew', 'docs/rename', { yachtId: t.aurora, documentId: document, newName: 'x.pdf' }),
    ).toMatchObject({ status: 'rejected', message: MSG.status403 });
    expect(await t.docRow(document)).toMatchObject({ name: 'Safety Management Manual.pdf', deleted: false });
  });
});

describe('renaming', () => {
  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['a slash', 'plans/deck.pdf'],
    ['a null character', 'plans\u0000.pdf'],
  ])('refuses %s with the spec text, on the call and the queued operation', async (_what, name) => {
    const res = await t.call(
      'officer',
      'PUT',
      `/docs/documents/rename/${t.demo.document}?newName=${encodeURIComponent(name)}`,
    );
    expect(res.status).toBe(400);
    // The null character too: the spec's text under newName, not the general 'characters that
    // are not allowed' every other field of a URL gets.
    expect((await res.json()).errorList).toEqual([{ property: 'newName', message: DOCS_TEXT.illegalTitle }]);
    const queued = await t.op('officer', 'docs/rename', {
      yachtId: t.aurora,
      documentId: t.demo.document,
      newName: name,
    });
    expect(queued).toMatchObject({ status: 'rejected' });
    expect(JSON.stringify(queued)).toContain(DOCS_TEXT.illegalTitle);
  });

  it('renames, trimmed, with a new version; the same name again changes nothing', async () => {
    const before = await t.docRow(t.demo.document);
    const res = await t.call(
      'officer',
      'PUT',
      `/docs/documents/rename/${t.demo.document}?newName=${encodeURIComponent(' SMS Manual.pdf ')}`,
    );
    expect(res.status).toBe(200);
    const after = await t.docRow(t.demo.document);
    expect(after!.name).toBe('SMS Manual.pdf');
    expect(Number(after!.version)).toBeGreaterThan(Number(before!.version));
    await t.call('officer', 'PUT', `/docs/documents/rename/${t.demo.document}?newName=SMS%20Manual.pdf`);
    expect((await t.docRow(t.demo.document))!.version).toBe(after!.version);
  });
});
