import { DOCS_TEXT } from '@contracts/document-library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DocsTestServer, docsServer } from '../../../../testing/docs-fixture';

/**
 * Issue 11 (item 4): the library in the change feed reaches only those with access to the docs
 * module on the vessel (docsCheck applied); a docsCheck change starts the copies of those it
 * concerns afresh; the settings save the sections whole, refuse to drop one that holds
 * documents, and a stale list is a conflict.
 */
let t: DocsTestServer;
beforeAll(async () => {
  t = await docsServer();
});
afterAll(() => t.s.close());

const vessels = (rows: { vesselId: number }[] | undefined) => [
  ...new Set((rows ?? []).map((r) => r.vesselId)),
];

describe('the feed', () => {
  it('carries the library of vessels with the module on to everyone on board, and nothing else', async () => {
    const crew = await t.feed('crew');
    // The crew member is on Aurora (docs on) and Meridian (docs off).
    expect(vessels(crew.docSettings)).toEqual([t.aurora]);
    expect(vessels(crew.docSections)).toEqual([t.aurora]);
    expect(crew.docSections).toHaveLength(5);
    expect(crew.libraryDocs?.map((d) => d.name)).toContain('Tender Operating Manual.pdf');
    expect(crew.libraryDocs?.[0]).toMatchObject({ fileName: expect.any(String), mime: 'application/pdf' });
    const fleet = await t.feed('fleet');
    expect(vessels(fleet.docSettings)).toEqual([t.aurora]);
  });

  it('with docsCheck turned on, the Captain and the crew lose it (their devices start afresh), level 6 keeps it', async () => {
    const cursor = {
      crew: (await t.feed('crew')).cursor,
      captain: (await t.feed('captain')).cursor,
      engineer: (await t.feed('engineer')).cursor,
    };
    const settings = (await t.feed('fleet')).docSettings!.find((s) => s.vesselId === t.aurora)!;
    const saved = await t.op(
      'fleet',
      'docs/settings/save',
      { yachtId: t.aurora, docsCheck: true },
      settings.version,
    );
    expect(saved.status).toBe('applied');
    expect(await t.feed('crew', cursor.crew)).toMatchObject({ reset: true });
    expect(await t.feed('captain', cursor.captain)).toMatchObject({ reset: true });
    const engineer = await t.feed('engineer', cursor.engineer);
    expect(engineer.reset).toBeUndefined();
    expect(engineer.docSettings).toEqual([expect.objectContaining({ vesselId: t.aurora, docsCheck: true })]);
    // Afresh, the crew and the Captain get nothing of the library; level 6 gets it all.
    for (const who of ['crew', 'captain', 'purser']) {
      const fresh = await t.feed(who);
      expect([who, fresh.docSettings, fresh.docSections, fresh.libraryDocs]).toEqual([
        who,
        undefined,
        undefined,
        undefined,
      ]);
    }
    expect((await t.feed('engineer')).libraryDocs?.length).toBeGreaterThan(0);
    // The Captain's queued write is refused, saying why; back off for the next tests.
    const refused = await t.op('captain', 'docs/rename', {
      yachtId: t.aurora,
      documentId: t.demo.document,
      newName: 'x.pdf',
    });
    expect(refused).toMatchObject({ status: 'rejected', message: DOCS_TEXT.docsCheck });
    await t.setDocsCheck(false);
  });
});

describe('the settings', () => {
  const current = async () => {
    const feed = await t.feed('purser');
    const settings = feed.docSettings!.find((s) => s.vesselId === t.aurora)!;
    const sections = feed.docSections!.filter((s) => !s.deleted).sort((a, b) => a.order - b.order);
    return { settings, sections };
  };

  it('saves the sections whole: renamed, reordered, one added, an empty one removed', async () => {
    const { settings, sections } = await current();
    const [safety, manuals, procedures, plans, general] = sections;
    const list = [
      { id: manuals!.id, name: 'Manuals and Guides' },
      { id: safety!.id, name: safety!.name },
      { id: procedures!.id, name: procedures!.name },
      { id: general!.id, name: general!.name },
      { id: t.newId(), name: 'Charter' },
    ];
    const res = await t.op(
      'purser',
      'docs/settings/save',
      { yachtId: t.aurora, docsCheck: false, sections: list },
      settings.version,
    );
    expect(res.status).toBe('applied');
    const after = await current();
    expect(after.sections.map((s) => s.name)).toEqual([
      'Manuals and Guides',
      'Safety Management',
      'Procedures',
      'General',
      'Charter',
    ]);
    const gone = (await t.feed('purser')).docSections!.find((s) => s.id === plans!.id);
    expect(gone).toMatchObject({ deleted: true });
  });

  it('refuses to drop a section that holds documents, naming it, and two sections of one name', async () => {
    const { settings, sections } = await current();
    const withoutSafety = sections
      .filter((s) => s.name !== 'Safety Management')
      .map((s) => ({ id: s.id, name: s.name }));
    const refused = await t.op(
      'purser',
      'docs/settings/save',
      { yachtId: t.aurora, docsCheck: false, sections: withoutSafety },
      settings.version,
    );
    expect(refused).toMatchObject({
      status: 'rejected',
      errorList: [{ property: 'sections', message: DOCS_TEXT.sectionNotEmpty('Safety Management') }],
    });
    const twice = await t.call('purser', 'PUT', `/docs/settings/${t.aurora}`, {
      yachtID: t.aurora,
      docsCheck: false,
      sections: [
        { id: t.newId(), name: 'Charter' },
        { id: t.newId(), name: 'charter' },
      ],
    });
    expect(twice.status).toBe(400);
    expect((await twice.json()).errorList).toEqual([
      { property: 'sections.1.name', message: DOCS_TEXT.sectionTaken },
    ]);
    expect((await current()).sections).toHaveLength(sections.length);
  });

  it('a save based on an older copy is a conflict carrying the server copy; the body must name its vessel', async () => {
    const { settings, sections } = await current();
    const list = sections.map((s) => ({ id: s.id, name: s.name }));
    const stale = await t.op(
      'purser',
      'docs/settings/save',
      { yachtId: t.aurora, docsCheck: false, sections: list },
      settings.version - 1,
    );
    expect(stale).toMatchObject({
      status: 'conflict',
      records: { docSettings: [{ version: settings.version }] },
    });
    const wrong = await t.call('purser', 'PUT', `/docs/settings/${t.aurora}`, {
      yachtID: t.meridian,
      docsCheck: false,
    });
    expect(wrong.status).toBe(400);
  });

  it('saved as they stand (sections or none sent) keep the version and reach no device; a new order does', async () => {
    const { settings, sections } = await current();
    const list = sections.map((s) => ({ id: s.id, name: s.name }));
    const { cursor } = await t.feed('purser');
    const save = async (body: object) => {
      const res = await t.call('purser', 'PUT', `/docs/settings/${t.aurora}`, { yachtID: t.aurora, ...body });
      expect(res.status, await res.clone().text()).toBe(200);
      return ((await res.json()) as { version: number }).version;
    };
    expect(await save({ docsCheck: false })).toBe(settings.version);
    expect(await save({ docsCheck: false, sections: list })).toBe(settings.version);
    const quiet = await t.feed('purser', cursor);
    expect([quiet.docSettings ?? [], quiet.docSections ?? []]).toEqual([[], []]);
    // The same sections in another order are a change.
    const reordered = await save({ docsCheck: false, sections: [...list].reverse() });
    expect(reordered).toBeGreaterThan(settings.version);
    expect((await t.feed('purser', cursor)).docSettings).toEqual([
      expect.objectContaining({ vesselId: t.aurora, version: reordered }),
    ]);
  });
});
